// A modal dialog: labelled by its title, described by its message, focus moved in on open, kept
// in with Tab, given back on close; the rest of the page is inert while it is open. Escape calls
// onEscape (a dialog without onEscape needs an explicit choice).
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  readonly title: string;
  /** The dialog's message; it becomes the accessible description. */
  readonly message: ReactNode;
  readonly onEscape?: () => void;
  /** The buttons (and anything else below the message). */
  readonly children: ReactNode;
  /** Extra classes for a dialog that needs another size or layout (the file manager). */
  readonly className?: string;
}

/** Makes every other child of <body> inert while the dialog is open; returns the undo. */
function makeOthersInert(host: Element): () => void {
  const others = Array.from(document.body.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.inert,
  );
  for (const el of others) el.inert = true;
  return () => {
    for (const el of others) el.inert = false;
  };
}

export function Dialog({ title, message, onEscape, children, className }: DialogProps) {
  const titleId = useId();
  const messageId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current!;
    const host = dialog.parentElement!;
    const previous = document.activeElement;
    const restore = makeOthersInert(host);
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    return () => {
      restore();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className={className ? `dialog ${className}` : 'dialog'}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div id={messageId} className="dialog-message">
          {message}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The actions row of a dialog whose one action is Close. */
export function CloseActions({ onClose }: { readonly onClose: () => void }) {
  return (
    <div className="dialog-actions">
      <button type="button" className="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
