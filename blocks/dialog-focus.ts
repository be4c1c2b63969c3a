// A modal dialog's keyboard: focus moves into it when it opens and back where it was when it
// closes, Tab and Shift+Tab stay inside, Escape closes it. The product form lightbox and the
// popup overlay use it.
import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the dialog's first control now, and the element focused before once it closes. */
export function useFocusOnOpen(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const previous = document.activeElement;
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [dialog]);
}

/** The dialog's onKeyDown: Escape calls `close`; Tab wraps around its visible controls. */
export function dialogKeyDown(
  dialog: RefObject<HTMLElement | null>,
  close: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null || item === document.activeElement,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
