// One draggable for the whole palette. A press on an item is handed to dnd-kit only once the
// pointer moves with the button still down: then the item becomes the draggable (its id and
// its button) and dnd-kit's pointer sensor takes the press from where it began, so 5 px from
// there starts the drag as before. A click (no move) never wakes the drag machinery: no sensor,
// no re-render of the drag context and every draggable under it. Each item being a draggable
// of its own kept some eighty registrations, all re-rendered on every press
// (docs/performance.md).
import { useDraggable } from '@dnd-kit/core';
import {
  type PointerEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

/** Hands a press on a palette item (its drag id) to the palette's draggable. */
export type PressPaletteItem = (event: PointerEvent<HTMLButtonElement>, id: string) => void;

/** The draggable's id until an item is dragged: never a drag source (nothing activates it). */
const UNPRESSED = 'palette:none';

/** Calls `onMove` on the first pointer move before the press ends; nothing after it ends. */
function onFirstMove(view: Window, onMove: () => void): void {
  const stop = () => {
    view.removeEventListener('pointermove', move, true);
    view.removeEventListener('pointerup', stop, true);
    view.removeEventListener('pointercancel', stop, true);
  };
  // Capturing at the window, before the document: the sensor dnd-kit starts here listens on
  // the document, so it hears this same move.
  const move = () => {
    stop();
    onMove();
  };
  view.addEventListener('pointermove', move, true);
  view.addEventListener('pointerup', stop, true);
  view.addEventListener('pointercancel', stop, true);
}

export function PaletteDragSource(props: {
  readonly pressRef: RefObject<PressPaletteItem | null>;
  /** The id being dragged, or null when none is. */
  readonly onDragging: (id: string | null) => void;
}) {
  const { pressRef, onDragging } = props;
  const [id, setId] = useState(UNPRESSED);
  const { setNodeRef, listeners, isDragging } = useDraggable({ id });
  const latest = useRef({ id, listeners });
  useLayoutEffect(() => {
    latest.current = { id, listeners };
    pressRef.current = (event, pressed) => {
      const view = event.currentTarget.ownerDocument.defaultView;
      // dnd-kit's pointer sensor takes only the main button of the primary pointer.
      if (!view || event.button !== 0 || !event.isPrimary) return;
      const button = event.currentTarget;
      onFirstMove(view, () => {
        setNodeRef(button);
        // The draggable takes the item's id (registered in the commit) before the sensor looks.
        if (pressed !== latest.current.id) flushSync(() => setId(pressed));
        latest.current.listeners?.onPointerDown?.(event);
      });
    };
  });
  useEffect(() => onDragging(isDragging ? id : null), [isDragging, id, onDragging]);
  return null;
}
