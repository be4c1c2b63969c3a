// WAI-ARIA tabs: a tablist of buttons (role tab, aria-selected, aria-controls), one tabpanel
// labelled by its tab; Left/Right (and Home/End) move between tabs and select, only the selected
// tab is in the Tab order.
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export function Tabs<T extends string>(props: {
  readonly label: string;
  readonly tabs: readonly T[];
  readonly selected: T;
  readonly onSelect: (tab: T) => void;
  readonly children: ReactNode;
}) {
  const { tabs, selected, onSelect } = props;
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[target];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab);
    refs.current[target]?.focus();
  };
  return (
    <div className="form-tabs">
      <div className="form-tablist" role="tablist" aria-label={props.label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {tab}
          </button>
        ))}
      </div>
      <div
        className="form-tabpanel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tabs.indexOf(selected)}`}
      >
        {props.children}
      </div>
    </div>
  );
}
