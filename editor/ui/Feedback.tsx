// Feedback coloured and announced by what it means: a success in the success colours as a polite
// status, an error in the error colours as an alert (read at once), anything else as a plain
// status. Every message the editor shows after an action goes through this one component.
import type { ReactNode } from 'react';

export type Tone = 'success' | 'error' | 'info';

/** The live-region role a tone is announced with. */
export function toneRole(tone: Tone): 'alert' | 'status' {
  return tone === 'error' ? 'alert' : 'status';
}

export function Feedback(props: {
  readonly tone: Tone;
  readonly children?: ReactNode;
  /** Extra classes for where it sits (its colours come from the tone). */
  readonly className?: string;
  readonly id?: string;
  readonly as?: 'p' | 'div' | 'span';
}) {
  const { tone, children, className, id, as: Element = 'p' } = props;
  const classes = ['feedback', `feedback-${tone}`, className].filter(Boolean).join(' ');
  return (
    <Element id={id} role={toneRole(tone)} className={classes}>
      {children}
    </Element>
  );
}

/** A refusal shown as an alert while there is one; nothing otherwise. */
export function ErrorFeedback(props: { readonly message: string | null | undefined }) {
  return props.message ? (
    <Feedback tone="error" as="div">
      {props.message}
    </Feedback>
  ) : null;
}
