// Text edited where it stands: which block's text the owner is editing in the frame, if any.
// The bridge starts a session when the frame reports a click on such text (an `editText`
// message); the outline starts one when Enter is pressed on a selected block's row. The text
// editor itself (editor/ui/in-place/) is loaded only while a session is open, so nothing here
// runs while the owner edits elsewhere.
import { create } from 'zustand';

export interface InPlaceSession {
  readonly blockId: string;
  /**
   * Which of the block type's texts (its index in blocks/in-place.ts); null: the first one the
   * frame shows (Enter on the block's row in the outline).
   */
  readonly field: number | null;
  /** Where the owner clicked, in the frame's viewport: the caret goes there. Null: at the end. */
  readonly point: { readonly x: number; readonly y: number } | null;
  /** Counts sessions, so a second click on the same text starts afresh. */
  readonly serial: number;
}

interface InPlaceState {
  readonly session: InPlaceSession | null;
}

export const useInPlace = create<InPlaceState>(() => ({ session: null }));

let serial = 0;

export function startInPlace(
  blockId: string,
  field: InPlaceSession['field'],
  point: InPlaceSession['point'],
): void {
  serial += 1;
  useInPlace.setState({ session: { blockId, field, point, serial } });
}

/** Ends the session (only `serial`'s, when given, so a late clean-up cannot end a newer one). */
export function stopInPlace(only?: number): void {
  const { session } = useInPlace.getState();
  if (session && (only === undefined || session.serial === only)) {
    useInPlace.setState({ session: null });
  }
}
