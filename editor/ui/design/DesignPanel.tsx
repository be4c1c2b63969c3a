// "Site styles": the design panel, opened from the top bar. Tabs for colours, fonts, buttons,
// spacing and animations; every change is an undoable edit that shows in the frame at once. Save and
// Discard show while any dirty path differs from the saved design; Discard puts exactly that
// back. Escape or "Close" closes the panel and gives focus back to its button.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { dirtyPaths } from '../../../shared/design/dirty';
import { useEditorState, useEditorStore, useServices } from '../context';
import { Feedback, type Tone } from '../Feedback';
import { SidePanel } from '../SidePanel';
import { AnimationsTab, ButtonsTab } from './ButtonsTab';
import { ColorsTab } from './ColorsTab';
import { FontsTab } from './FontsTab';
import type { FontSource } from './font-catalog';
import { SpacingTab } from './SpacingTab';
import './design.css';

const TABS = ['Colours', 'Fonts', 'Buttons', 'Spacing', 'Animations'] as const;
type Tab = (typeof TABS)[number];

const PATH_NAMES: Readonly<Record<string, string>> = {
  defaultThemeId: 'default theme',
  activeFontThemeId: 'font theme',
  colorPalette: 'colour palette',
  colorThemes: 'colour themes',
  fontThemes: 'fonts',
  fontUsageCategories: 'text sizes',
  buttons: 'buttons',
  scrollAnimation: 'animation',
  spacing: 'spacing',
};

export function DesignPanel({
  onClose,
  fontSource,
}: {
  onClose: () => void;
  fontSource?: FontSource;
}) {
  const store = useEditorStore();
  const services = useServices();
  const design = useEditorState((state) => state.site.design);
  const saved = useEditorState((state) => state.savedDesign);
  const [tab, setTab] = useState<Tab>('Colours');
  const [status, setStatus] = useState<{ text: string; tone: Tone }>({ text: '', tone: 'info' });
  const ref = useRef<HTMLElement>(null);
  const dirty = dirtyPaths(saved, design);

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, []);

  async function save() {
    store.getState().markDesignSaved();
    const ok = await services.saveNow();
    setStatus(
      ok
        ? { text: 'Site styles saved.', tone: 'success' }
        : { text: 'Site styles will be saved when the connection is back.', tone: 'error' },
    );
  }

  function discard() {
    const result = store.getState().discardDesign();
    setStatus(
      result.ok
        ? { text: 'Changes to site styles discarded.', tone: 'success' }
        : { text: result.message, tone: 'error' },
    );
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    setTab(next);
    ref.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  }

  return (
    <SidePanel ref={ref} title="Site styles" onClose={onClose}>
      <div className="design-tabs" role="tablist" aria-label="Site styles">
        {TABS.map((name, index) => (
          <button
            key={name}
            type="button"
            role="tab"
            data-tab={name}
            className="button"
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {name}
          </button>
        ))}
      </div>
      <div className="design-panel-body" role="tabpanel" aria-label={tab}>
        {tab === 'Colours' ? <ColorsTab design={design} /> : null}
        {tab === 'Fonts' ? <FontsTab design={design} source={fontSource} /> : null}
        {tab === 'Buttons' ? <ButtonsTab design={design} /> : null}
        {tab === 'Spacing' ? <SpacingTab design={design} /> : null}
        {tab === 'Animations' ? <AnimationsTab design={design} /> : null}
      </div>
      <footer className="design-panel-foot">
        {dirty.length > 0 ? (
          <Feedback tone="info" className="design-note">
            {`Unsaved changes: ${dirty.map((path) => PATH_NAMES[path]).join(', ')}.`}
          </Feedback>
        ) : (
          <Feedback tone={status.tone} className="design-note">
            {status.text}
          </Feedback>
        )}
        {dirty.length > 0 ? (
          <div className="button-group">
            <button type="button" className="button" onClick={discard}>
              Discard
            </button>
            <button type="button" className="button button-primary" onClick={() => void save()}>
              Save
            </button>
          </div>
        ) : null}
      </footer>
    </SidePanel>
  );
}
