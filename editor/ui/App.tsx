// The editor's layout: top bar; left column (pages, the "Add block" palette and the outline,
// sharing one drag-and-drop context); the preview frame in the centre; settings on the right.
// A role that may not edit pages sees them read-only: no palette, and the panels without their
// editing controls (editor/auth/editing.ts).
import { useEffect } from 'react';
import { mayUseHistory } from '../auth/editing';
import { useCan, useOwner } from '../auth/owner';
import { BlockDnd } from './BlockDnd';
import { ConflictDialog } from './ConflictDialog';
import { useEditorState, useEditorStore, useServices } from './context';
import { focusKind, historyCommand } from './history-keys';
import { NavigationPanel } from './NavigationPanel';
import { Outline } from './Outline';
import { PagesPanel } from './PagesPanel';
import { Palette } from './Palette';
import { PreviewFrame } from './PreviewFrame';
import { SettingsPanel } from './SettingsPanel';
import { TopBar } from './TopBar';
import { UndoToast } from './UndoToast';

/** Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y anywhere but plain text fields (see history-keys). */
function useHistoryShortcuts(): void {
  const store = useEditorStore();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      if (!mayUseHistory(useOwner.getState().me?.role ?? null)) return;
      const command = historyCommand(event, focusKind(document.activeElement));
      if (!command) return;
      event.preventDefault();
      store.getState()[command]();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}

/** The browser's own "leave site?" prompt while edits are not on the server yet. */
function useLeaveGuard(): void {
  const { hasUnsavedChanges } = useServices();
  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);
}

/** The frame mounts at once (it loads while the site does); the panels wait for the site. */
export function App() {
  useHistoryShortcuts();
  useLeaveGuard();
  const loaded = useEditorState((state) => state.loaded);
  const editable = useCan('site:edit');
  return (
    <div className="editor">
      <TopBar />
      <div className="editor-body">
        <div className="editor-left">
          {loaded ? (
            <>
              <PagesPanel />
              <NavigationPanel />
              <BlockDnd>
                {editable ? <Palette /> : null}
                <Outline />
              </BlockDnd>
            </>
          ) : null}
        </div>
        <main className="editor-centre" aria-label="Preview">
          <PreviewFrame />
        </main>
        <aside className="editor-right" aria-label="Block settings">
          {loaded ? <SettingsPanel /> : null}
        </aside>
      </div>
      {loaded ? <UndoToast /> : null}
      <ConflictDialog />
    </div>
  );
}
