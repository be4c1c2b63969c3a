// The accordion block: each title is a button in a heading that opens its panel (WAI-ARIA
// accordion pattern: aria-expanded, aria-controls, labelled regions; Up/Down/Home/End move between
// headers). Open/closed logic is in accordion-state.ts.
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { BlockRenderProps } from '../types';
import { headerFocusTarget, initialOpenIds, normalizeOpen, toggleOpen } from './accordion-state';
import { type AccordionSettings, panelTitle } from './schema';
import './accordion.css';

function Panels({ settings }: { readonly settings: AccordionSettings }) {
  const { items, allowMultiple } = settings;
  const ids = items.map((item) => item.id);
  const [open, setOpen] = useState(() => initialOpenIds(ids, settings.firstOpen));
  const shown = normalizeOpen(open, ids, allowMultiple);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const prefix = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = headerFocusTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return items.map((item, index) => {
    const expanded = shown.includes(item.id);
    const headerId = `${prefix}-header-${index}`;
    const panelId = `${prefix}-panel-${index}`;
    return (
      <div className="sb-accordion-item" key={item.id}>
        <h3 className="sb-accordion-heading">
          <button
            ref={(element) => {
              headers.current[index] = element;
            }}
            type="button"
            id={headerId}
            className="sb-accordion-button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setOpen(toggleOpen(shown, item.id, allowMultiple))}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="sb-accordion-title">{panelTitle(item, index)}</span>
            <span className="sb-accordion-icon" aria-hidden="true" />
          </button>
        </h3>
        <section
          id={panelId}
          className="sb-accordion-panel"
          aria-labelledby={headerId}
          hidden={!expanded}
        >
          <p>{item.body}</p>
        </section>
      </div>
    );
  });
}

export function AccordionRender({ settings }: BlockRenderProps<AccordionSettings>) {
  const className = [
    'sb-accordion',
    `sb-accordion--${settings.icon}`,
    settings.dividers ? 'sb-accordion--dividers' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      {/* Turning "first panel open" on or off in the editor starts the panels over. */}
      <Panels key={String(settings.firstOpen)} settings={settings} />
    </div>
  );
}
