// A non-modal panel over the settings column (Site styles, Templates): its title, "Close", and
// Escape closing it; the frame stays usable beside it (design/design.css `.design-panel`).
import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';

export function SidePanel(props: {
  readonly title: string;
  readonly className?: string;
  readonly onClose: () => void;
  readonly ref?: Ref<HTMLElement>;
  readonly children: ReactNode;
}) {
  const titleId = useId();
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      props.onClose();
    }
  }
  return (
    <section
      ref={props.ref}
      className={['design-panel', props.className].filter(Boolean).join(' ')}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <header className="design-panel-head">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="button button-quiet" onClick={props.onClose}>
          Close
        </button>
      </header>
      {props.children}
    </section>
  );
}
