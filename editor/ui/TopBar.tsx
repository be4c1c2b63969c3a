// The top bar: the site's title, the status line, the Store menu, undo/redo, site styles, the
// device switcher, the way out and the owner's Account.
import { type MouseEvent, memo, useRef, useState } from 'react';
import { type Device, FRAME_WIDTH } from '../../shared/limits';
import { AccountButton } from '../auth/AccountButton';
import { StoreMenu } from './commerce/StoreMenu';
import { useEditorState, useEditorStore, useServices } from './context';
import { LeaveDialog } from './LeaveDialog';
import { lazyPart } from './lazy-part';
import { StatusLine } from './StatusLine';

const DEVICES: ReadonlyArray<{ device: Device; name: string }> = [
  { device: 'desktop', name: 'Desktop' },
  { device: 'tablet', name: 'Tablet' },
  { device: 'phone', name: 'Phone' },
];

/** Where "View site" goes: the preview app on its own. */
export const VIEW_SITE_URL = '/preview/';

const DesignPanel = lazyPart('site styles', () =>
  import('./design/DesignPanel').then((m) => m.DesignPanel),
);

export const TopBar = memo(function TopBar() {
  const title = useEditorState((state) => state.site.title);
  return (
    <header className="topbar">
      <div className="topbar-title">
        <span className="topbar-kicker">Editing</span>
        <h1>{title}</h1>
      </div>
      <StatusLine />
      <div className="topbar-tools">
        <StoreMenu />
        <HistoryButtons />
        <SiteStylesButton />
        <DeviceSwitcher />
        <ViewSiteLink />
        <AccountButton />
      </div>
    </header>
  );
});

function HistoryButtons() {
  const store = useEditorStore();
  const canUndo = useEditorState((state) => state.canUndo);
  const canRedo = useEditorState((state) => state.canRedo);
  return (
    <fieldset className="button-group">
      <legend className="visually-hidden">History</legend>
      <button
        type="button"
        className="button"
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={() => store.getState().undo()}
      >
        Undo
      </button>
      <button
        type="button"
        className="button"
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={() => store.getState().redo()}
      >
        Redo
      </button>
    </fieldset>
  );
}

function SiteStylesButton() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        Site styles
      </button>
      {open ? (
        <DesignPanel
          onClose={() => {
            setOpen(false);
            ref.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

function DeviceSwitcher() {
  const store = useEditorStore();
  const current = useEditorState((state) => state.device);
  return (
    <fieldset className="button-group">
      <legend className="visually-hidden">Preview device</legend>
      {DEVICES.map(({ device, name }) => (
        <button
          key={device}
          type="button"
          className="button"
          aria-pressed={device === current}
          title={`${name} preview, ${FRAME_WIDTH[device]} px wide`}
          onClick={() => store.getState().setDevice(device)}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}

function ViewSiteLink() {
  const services = useServices();
  const [asking, setAsking] = useState(false);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!services.hasUnsavedChanges()) return;
    event.preventDefault();
    setAsking(true);
  }

  return (
    <>
      <a className="button button-primary" href={VIEW_SITE_URL} onClick={onClick}>
        View site
      </a>
      {asking ? <LeaveDialog to={VIEW_SITE_URL} onCancel={() => setAsking(false)} /> : null}
    </>
  );
}
