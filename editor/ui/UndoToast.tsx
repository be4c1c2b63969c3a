// Undo on the spot after a block is deleted: a toast saying what went, announced as a status,
// with Undo (the store's undo) and Dismiss. Focus moves to Undo (the Delete button that had it is
// gone); after Undo it goes to the restored block's row in the outline. The toast leaves when
// dismissed (or Escape), when another delete replaces it, or once the document changes again (an
// Undo then would undo something else). It listens to the store only while it is shown.
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useEditorStore, useUiState, useUiStore } from './context';
import { Feedback } from './Feedback';

export function UndoToast() {
  const deleted = useUiState((state) => state.deleted);
  const ui = useUiStore();
  const store = useEditorStore();
  const undoRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!deleted) return;
    undoRef.current?.focus();
    const site = store.getState().site;
    return store.subscribe((state) => {
      if (state.site !== site) ui.getState().setDeleted(null);
    });
  }, [deleted, store, ui]);

  if (!deleted) return null;
  const close = () => ui.getState().setDeleted(null);
  const undo = () => {
    close();
    store.getState().undo();
    requestAnimationFrame(() => focusOutlineRow(deleted.blockId));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <div className="undo-toast">
      <Feedback tone="success" className="is-boxed">
        Deleted {deleted.label}.
      </Feedback>
      <button
        ref={undoRef}
        type="button"
        className="button button-primary"
        onClick={undo}
        onKeyDown={onKeyDown}
      >
        Undo
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss message"
        title="Dismiss message"
        onClick={close}
        onKeyDown={onKeyDown}
      >
        ×
      </button>
    </div>
  );
}

function focusOutlineRow(blockId: string): void {
  const rows = document.querySelectorAll<HTMLElement>('.outline [data-block-id]');
  const row = [...rows].find((element) => element.dataset.blockId === blockId);
  row?.querySelector<HTMLElement>('[data-row-part="name"]')?.focus();
}
