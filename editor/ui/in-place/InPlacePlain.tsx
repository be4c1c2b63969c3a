// Plain text edited where it stands (a button's label, a quote, a caption): the host beside the
// rendered text in the frame becomes editable as plain text. Typing goes to the store like the
// panel's field (one history, typing merged; the frame and the panel follow); a value the block
// refuses (too long) is kept on screen with the panel's message, and what the store gets from
// elsewhere (Undo, the panel) shows here. Enter ends a one-line text, Escape ends any; the
// store's Undo and Redo replace the browser's own. No text editor library is loaded for this.
import { useEffect, useState } from 'react';
import type { InPlaceTarget } from '../../../blocks/in-place';
import { type InPlaceSession, stopInPlace } from '../../frame/in-place';
import { useEditorStore, useServices } from '../context';
import { shownSettingAt } from '../fields/use-setting';
import { historyCommand } from '../history-keys';
import { findBlock } from '../selectors';
import { floatingPosition } from './floating-position';
import { caretRangeAt, framePlacement } from './frame-host';
import {
  endWhenTypingElsewhere,
  leave,
  typingElsewhere,
  useEndWhenLeft,
  useFrameHost,
} from './session';

export interface InPlaceProps {
  readonly session: InPlaceSession;
  readonly iframe: HTMLIFrameElement;
  readonly target: InPlaceTarget;
}

export function InPlacePlain({ session, iframe, target }: InPlaceProps) {
  const store = useEditorStore();
  const { blockSchema } = useServices();
  const host = useFrameHost(iframe, session, target);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEndWhenLeft(session);

  useEffect(() => {
    if (!host) return;
    const read = () =>
      String(shownSettingAt(store.getState(), session.blockId, target.path, blockSchema) ?? '');
    const block = findBlock(store.getState(), session.blockId);
    const key = target.path[0];
    const label =
      blockSchema(block?.type ?? -1)?.fields.find((field) => field.key === key)?.label ?? 'Text';
    let shown = read();
    host.textContent = shown;
    host.contentEditable = 'plaintext-only';
    host.setAttribute('role', 'textbox');
    host.setAttribute('aria-label', `${label}, edited on the page`);
    host.setAttribute('aria-keyshortcuts', 'Escape');
    if (target.kind === 'lines') {
      host.setAttribute('aria-multiline', 'true');
      host.style.whiteSpace = 'pre-wrap';
    }
    host.classList.add('sb-inplace-content');

    // The caret where the owner clicked (at the end when started from the keyboard), unless the
    // owner went on typing in the panel meanwhile.
    if (typingElsewhere(document.activeElement)) {
      stopInPlace(session.serial);
      return;
    }
    placeCaret(host, session.point);

    const onInput = () => {
      const typed = target.kind === 'line' ? host.innerText.replace(/\n/g, ' ') : host.innerText;
      shown = typed;
      const result = store.getState().updateBlockSettings(session.blockId, target.path, typed);
      setRefusal(result.ok ? null : (result.message ?? null));
      if (result.ok) host.removeAttribute('aria-invalid');
      else host.setAttribute('aria-invalid', 'true');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const command = historyCommand(event, 'store-field');
      const ends = event.key === 'Escape' || (event.key === 'Enter' && target.kind === 'line');
      if (!command && !ends) return;
      event.preventDefault();
      if (command === 'undo') store.getState().undo();
      else if (command === 'redo') store.getState().redo();
      else leave(session);
    };
    const onFocusOut = endWhenTypingElsewhere(session);
    // What the store gets from elsewhere (Undo, Redo, the panel) replaces the text shown.
    const unsubscribe = store.subscribe(() => {
      const stored = read();
      if (stored === shown) return;
      shown = stored;
      host.textContent = stored;
      setRefusal(null);
      host.removeAttribute('aria-invalid');
      placeCaret(host, null);
    });
    host.addEventListener('input', onInput);
    host.addEventListener('keydown', onKeyDown);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      unsubscribe();
      host.removeEventListener('input', onInput);
      host.removeEventListener('keydown', onKeyDown);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [host, store, session, target, blockSchema]);

  if (!host || !refusal) return null;
  const position = floatingPosition(
    host.getBoundingClientRect(),
    framePlacement(iframe),
    window.innerWidth,
    320,
  );
  return (
    <div className="inplace-float" style={{ left: position.left, top: position.top }}>
      <p className="field-error" role="alert">
        {refusal}
      </p>
    </div>
  );
}

/** Puts the caret at a point of the frame's viewport inside `host`, else at its end. */
function placeCaret(host: HTMLElement, point: { x: number; y: number } | null): void {
  const doc = host.ownerDocument;
  const selection = doc.getSelection();
  let range = point ? caretRangeAt(doc, point.x, point.y) : null;
  if (!range || !host.contains(range.startContainer)) {
    range = doc.createRange();
    range.selectNodeContents(host);
    range.collapse(false);
  }
  selection?.removeAllRanges();
  selection?.addRange(range);
  host.focus({ preventScroll: true });
}
