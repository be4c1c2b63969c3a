// A secret or link to hand on (an invitation link, a new API key): the text in a read-only field
// and a Copy button. Where the browser refuses the clipboard, the text is selected and the
// status says how to copy it by hand.
import { useEffect, useId, useRef, useState } from 'react';
import { Feedback } from '../Feedback';

export const COPIED = 'Copied.';
export const COPY_BY_HAND = 'The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.';

export interface CopyFieldProps {
  readonly label: string;
  readonly value: string;
  /** Move focus to Copy when shown (the text appeared after an action elsewhere). */
  readonly focusOnShow?: boolean;
}

export function CopyField({ label, value, focusOnShow = false }: CopyFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (focusOnShow) button.current?.focus();
  }, [focusOnShow]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(COPIED);
    } catch {
      input.current?.select();
      setSaid(COPY_BY_HAND);
    }
  }

  return (
    <div className="copy-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="copy-row">
        <input
          ref={input}
          id={id}
          className="input"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
        <button ref={button} type="button" className="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <Feedback tone={said === COPIED ? 'success' : 'info'} className="copy-status">
        {said}
      </Feedback>
    </div>
  );
}
