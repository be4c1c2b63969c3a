// Leaving the editor with unsaved changes: the spec's question, then Save (wait for the save,
// then leave), Discard (drop the edits, then leave) or Cancel (stay).
import { useState } from 'react';
import { SaveMessage } from '../saving/messages';
import { useServices } from './context';
import { Dialog } from './Dialog';
import { Feedback } from './Feedback';

export const LEAVE_MESSAGE = 'You have made changes. Do you want to save or discard them?';

export function LeaveDialog({ to, onCancel }: { to: string; onCancel: () => void }) {
  const services = useServices();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  async function save() {
    setState('saving');
    if (await services.saveNow()) services.navigate(to);
    else setState('failed');
  }

  function discard() {
    services.discardChanges();
    services.navigate(to);
  }

  return (
    <Dialog
      title="Unsaved changes"
      message={
        <>
          <p>{LEAVE_MESSAGE}</p>
          {state === 'failed' ? (
            <Feedback tone="error" className="dialog-error">
              {SaveMessage.network}
            </Feedback>
          ) : null}
        </>
      }
      onEscape={onCancel}
    >
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button" disabled={state === 'saving'} onClick={discard}>
          Discard
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={state === 'saving'}
          aria-busy={state === 'saving'}
          data-autofocus
          onClick={save}
        >
          {state === 'saving' ? 'Saving…' : 'Save'}
        </button>
      </div>
    </Dialog>
  );
}
