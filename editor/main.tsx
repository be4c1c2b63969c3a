// The editor's entry: wire block schemas into the store, render the UI (the preview frame starts
// loading at once), connect the frame bridge, and boot the demo site (load + autosave); form
// definitions edited in the form block's panel save on their own (ui/forms/form-saver.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBlockSchema } from '../blocks/schemas';
import { fetchMe, setOwner } from './auth/owner';
import { connectFrame } from './frame/bridge';
import { bootEditor, discardDraft, hasUnsavedChanges, saveNow, savesSettled } from './saving';
import { configureBlocks, useEditor } from './store';
import { App } from './ui/App';
import { EditorProvider, type EditorServices } from './ui/context';
import { startFormSaver } from './ui/forms/form-saver';
import { leaveServices } from './ui/leave-services';
import './editor.css';
import './ui/panels.css';
import './ui/frame-and-dialogs.css';

/** The seeded demo site. */
const SITE_ID = 'demo';

configureBlocks(getBlockSchema);

const services: EditorServices = {
  blockSchema: getBlockSchema,
  connectFrame: (iframe) => connectFrame(iframe, window.location.origin),
  ...leaveServices({
    store: useEditor,
    hasUnsavedChanges,
    startSave: saveNow,
    savesSettled,
    dropDraft: discardDraft,
    assign: (url) => window.location.assign(url),
  }),
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EditorProvider store={useEditor} services={services}>
      <App />
    </EditorProvider>
  </StrictMode>,
);

// Who is editing decides what the editor shows (editor/auth/editing.ts).
void fetchMe().then(setOwner, () => setOwner(null));
void bootEditor(SITE_ID);
startFormSaver(useEditor);
