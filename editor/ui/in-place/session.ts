// What every in-place text editor shares, rich (InPlaceText) or plain (InPlacePlain): the host
// it edits in, beside the block's rendered text in the frame; the moments editing ends; and
// where focus goes when the owner leaves with Escape.
import { useEffect, useLayoutEffect, useState } from 'react';
import type { InPlaceTarget } from '../../../blocks/in-place';
import { type InPlaceSession, stopInPlace } from '../../frame/in-place';
import { useEditorStore } from '../context';
import { findBlock } from '../selectors';
import { mountHost, renderedText } from './frame-host';

/** The editable host for the session's text, or null until mounted (the session ends if the
 * frame does not show that text). */
export function useFrameHost(
  iframe: HTMLIFrameElement,
  session: InPlaceSession,
  target: InPlaceTarget,
): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const doc = iframe.contentDocument;
    const shown = doc ? renderedText(doc, session.blockId, target.selector) : null;
    if (!shown) {
      stopInPlace(session.serial);
      return;
    }
    const mounted = mountHost(shown);
    setHost(mounted.host);
    return mounted.remove;
  }, [iframe, session, target]);
  return host;
}

/** Editing ends when the owner selects another block, page or the footer, the document is
 * loaded again, the frame goes elsewhere, or the block is deleted. */
export function useEndWhenLeft(session: InPlaceSession): void {
  const store = useEditorStore();
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (
          state.selectedBlockId !== session.blockId ||
          state.pageId !== previous.pageId ||
          state.editingFooter !== previous.editingFooter ||
          state.documentLoads !== previous.documentLoads ||
          state.framePath !== null ||
          !findBlock(state, session.blockId)
        ) {
          stopInPlace(session.serial);
        }
      }),
    [store, session],
  );
}

/** Whether focus went to another place to type in the editor (the panel's text, a field), not
 * to the floating toolbar. */
export function typingElsewhere(active: Element | null): boolean {
  if (!(active instanceof HTMLElement) || active.closest('.inplace-float')) return false;
  return active.isContentEditable || active.matches('input, textarea, select');
}

/** A focus-out listener for the host: editing ends when focus went to type elsewhere. */
export function endWhenTypingElsewhere(session: InPlaceSession): () => void {
  return () =>
    setTimeout(() => {
      if (typingElsewhere(document.activeElement)) stopInPlace(session.serial);
    }, 0);
}

/** Escape: editing ends and focus goes to the block's row in the outline (else the frame). */
export function leave(session: InPlaceSession): void {
  stopInPlace(session.serial);
  const row = [...document.querySelectorAll<HTMLElement>('.outline [data-block-id]')].find(
    (element) => element.dataset.blockId === session.blockId,
  );
  const name = row?.querySelector<HTMLElement>('[data-row-part="name"]');
  if (name) name.focus();
  else document.querySelector<HTMLElement>('iframe.frame')?.focus();
}

/** The session's target: its field, or the first of the block's texts the frame shows. */
export function sessionTarget(
  doc: Document | null,
  session: InPlaceSession,
  targets: readonly InPlaceTarget[],
): InPlaceTarget | null {
  if (session.field !== null) return targets[session.field] ?? null;
  if (!doc) return null;
  return targets.find((target) => renderedText(doc, session.blockId, target.selector)) ?? null;
}
