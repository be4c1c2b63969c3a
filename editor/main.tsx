// The editor's entry: wire block schemas into the store, ask who is signed in, and render the
// editor behind its sign-in gate (auth/AuthGate.tsx). Once an owner is in, the UI renders (the
// preview frame starts loading at once), the frame bridge connects and the site this address
// serves boots (load + autosave; /me names it, docs/sites.md); a session that ends stops saving,
// the edits kept in the local draft. Form definitions edited in the form block's panel save on
// their own (ui/forms/form-saver.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBlockSchema } from '../blocks/schemas';
import { AuthGate } from './auth/AuthGate';
import { createAuthClient } from './auth/client';
import { checkWhoIsIn, endSession, GateMessage, readStartingPage } from './auth/gate';
import { fetchMe, useOwner } from './auth/owner';
import { watchOwnerSession } from './auth/session-watch';
import { connectFrame } from './frame/bridge';
import {
  bootEditor,
  discardDraft,
  hasUnsavedChanges,
  saveNow,
  savesSettled,
  suspendEditor,
} from './saving';
import { configureBlocks, useEditor } from './store';
import { App } from './ui/App';
import { EditorProvider, type EditorServices } from './ui/context';
import { startFormSaver } from './ui/forms/form-saver';
import { leaveServices } from './ui/leave-services';
import './editor.css';
import './ui/panels.css';
import './ui/frame-and-dialogs.css';
import './auth/auth.css';

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

readStartingPage();
const whoIsIn = () => checkWhoIsIn(() => fetchMe());
void whoIsIn();
watchOwnerSession(() => {
  if (useOwner.getState().me !== null) endSession(GateMessage.sessionEnded);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthGate
      client={createAuthClient()}
      onSignedIn={(me) => void bootEditor(me.siteId)}
      onSignedOut={suspendEditor}
      onRetry={whoIsIn}
    >
      <EditorProvider store={useEditor} services={services}>
        <App />
      </EditorProvider>
    </AuthGate>
  </StrictMode>,
);

startFormSaver(useEditor);
