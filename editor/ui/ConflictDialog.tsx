// Shown while the save status is 'conflict': the server holds a newer revision (another tab or
// another person saved). The owner must choose; nothing is overwritten silently, so Escape does
// not close it.
import { useState } from 'react';
import { useEditorState, useEditorStore } from './context';
import { Dialog } from './Dialog';

export const CONFLICT_TITLE = 'This site was changed elsewhere';
export const CONFLICT_MESSAGE =
  'The site was changed in another tab or by someone else after you started editing. Keep your version to replace it, or load the saved version and drop your unsaved changes.';

export function ConflictDialog() {
  const conflict = useEditorState((state) => state.saveStatus === 'conflict');
  return conflict ? <ConflictChoice /> : null;
}

function ConflictChoice() {
  const store = useEditorStore();
  const [busy, setBusy] = useState(false);

  function choose(action: 'keepMine' | 'takeTheirs') {
    setBusy(true);
    store
      .getState()
      [action]()
      .finally(() => setBusy(false));
  }

  return (
    <Dialog title={CONFLICT_TITLE} message={<p>{CONFLICT_MESSAGE}</p>}>
      <div className="dialog-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => choose('takeTheirs')}
        >
          Load the saved version
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          data-autofocus
          onClick={() => choose('keepMine')}
        >
          Keep my version
        </button>
      </div>
    </Dialog>
  );
}
