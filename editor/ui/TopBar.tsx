// The top bar: the site's title, the status line, Analytics, publishing, the way out and the
// owner's Account on its first row; the tools on the second (a wide window keeps one row): the
// Store and People menus, Content (blogs, events, albums), Forms for roles that work on forms but
// not pages, undo/redo, the saved versions (History), site styles, access, search and sharing,
// the site's languages and, when it has more than one, the language being edited, and the
// device switcher. Each control shows only for the roles that may use it.
import { type MouseEvent, memo, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { pagePath } from '../../shared/document/page-path';
import { type Device, FRAME_WIDTH } from '../../shared/limits';
import { can, type OwnerAction } from '../../shared/permissions/roles';
import { AccountButton } from '../auth/AccountButton';
import { mayUseHistory } from '../auth/editing';
import { useRole } from '../auth/owner';
import { AccessDialog } from './access/AccessDialog';
import { StoreMenu } from './commerce/StoreMenu';
import { useEditorState, useEditorStore, useServices } from './context';
import { LeaveDialog } from './LeaveDialog';
import { LanguageSwitchSlot } from './languages/LanguageSwitchSlot';
import { lazyPart } from './lazy-part';
import { PublishControls } from './PublishControls';
import { PeopleMenu } from './people/PeopleMenu';
import { StatusLine } from './StatusLine';

const DEVICES: ReadonlyArray<{ device: Device; name: string }> = [
  { device: 'desktop', name: 'Desktop' },
  { device: 'tablet', name: 'Tablet' },
  { device: 'phone', name: 'Phone' },
];

const DesignPanel = lazyPart('site styles', () =>
  import('./design/DesignPanel').then((m) => m.DesignPanel),
);
const HistoryDialog = lazyPart('history', () =>
  import('./history/HistoryDialog').then((m) => m.HistoryDialog),
);
const SearchSharingDialog = lazyPart('search and sharing', () =>
  import('./SearchSharingDialog').then((m) => m.SearchSharingDialog),
);
const AnalyticsDialog = lazyPart('analytics', () =>
  import('./analytics/AnalyticsDialog').then((m) => m.AnalyticsDialog),
);
const ContentDialog = lazyPart('content', () =>
  import('./content/ContentDialog').then((m) => m.ContentDialog),
);
const SitesDialog = lazyPart('sites', () =>
  import('./sites/SitesDialog').then((m) => m.SitesDialog),
);
const FormsDialog = lazyPart('forms', () =>
  import('./forms/FormsDialog').then((m) => m.FormsDialog),
);
const LanguagesDialog = lazyPart('languages', () =>
  import('./languages/LanguagesDialog').then((m) => m.LanguagesDialog),
);

export const TopBar = memo(function TopBar() {
  const title = useEditorState((state) => state.site.title);
  const role = useRole();
  const may = (action: OwnerAction) => role !== null && can(role, action);
  const editable = may('site:edit');
  const formsWork = may('forms:write') || may('submissions:read');
  const bar = useRef<HTMLElement>(null);
  useTopBarBottom(bar);
  return (
    <header className="topbar" ref={bar}>
      <div className="topbar-title">
        <span className="topbar-kicker">{editable ? 'Editing' : 'Viewing'}</span>
        <h1>{title}</h1>
      </div>
      <StatusLine />
      <div className="topbar-actions">
        {may('analytics:read') ? <AnalyticsButton /> : null}
        <PublishControls />
        <ViewSiteLink />
        <AccountButton />
      </div>
      <div className="topbar-tools">
        <StoreMenu />
        {may('content:write') || may('comments:reply') ? <ContentButton /> : null}
        {formsWork && !editable ? <FormsButton /> : null}
        <PeopleMenu />
        <SitesButton />
        {mayUseHistory(role) ? <HistoryButtons /> : null}
        {editable ? <VersionsButton /> : null}
        {editable ? <SiteStylesButton /> : null}
        {editable ? <AccessButton /> : null}
        {editable ? <SearchSharingButton /> : null}
        {may('site:publish') ? (
          <DialogButton label="Languages" dialog={(close) => <LanguagesDialog onClose={close} />} />
        ) : null}
        <LanguageSwitchSlot />
        <DeviceSwitcher />
      </div>
    </header>
  );
});

/**
 * Keeps `--topbar-bottom` on the document at the top bar's lower edge: the bar wraps onto more
 * rows when its tools do not fit, and panels fixed below it (Site styles) start there.
 */
function useTopBarBottom(bar: { readonly current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const place = () =>
      root.style.setProperty('--topbar-bottom', `${element.getBoundingClientRect().bottom}px`);
    const observer = new ResizeObserver(place);
    observer.observe(element);
    place();
    return () => observer.disconnect();
  }, [bar]);
}

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

/** Opens History, the kept versions of the site; focus comes back here when it closes. */
function VersionsButton() {
  return <DialogButton label="History" dialog={(onClose) => <HistoryDialog onClose={onClose} />} />;
}

/** A button that opens a dialog, and gets focus back when it closes. */
function DialogButton(props: { label: string; dialog: (onClose: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {props.label}
      </button>
      {open
        ? props.dialog(() => {
            setOpen(false);
            ref.current?.focus();
          })
        : null}
    </>
  );
}

function AnalyticsButton() {
  return (
    <DialogButton label="Analytics" dialog={(onClose) => <AnalyticsDialog onClose={onClose} />} />
  );
}

function ContentButton() {
  return <DialogButton label="Content" dialog={(onClose) => <ContentDialog onClose={onClose} />} />;
}

/** "Sites"; opening another site leaves this editor, asking first when edits are unsaved. */
function SitesButton() {
  const services = useServices();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const open = (url: string) =>
    services.hasUnsavedChanges() ? setLeavingTo(url) : services.navigate(url);
  return (
    <>
      <DialogButton
        label="Sites"
        dialog={(onClose) => <SitesDialog onClose={onClose} assign={open} />}
      />
      {leavingTo ? <LeaveDialog to={leavingTo} onCancel={() => setLeavingTo(null)} /> : null}
    </>
  );
}

function FormsButton() {
  return <DialogButton label="Forms" dialog={(onClose) => <FormsDialog onClose={onClose} />} />;
}

function AccessButton() {
  return <DialogButton label="Access" dialog={(onClose) => <AccessDialog onClose={onClose} />} />;
}

function SearchSharingButton() {
  return (
    <DialogButton
      label="Search and sharing"
      dialog={(onClose) => <SearchSharingDialog onClose={onClose} />}
    />
  );
}

function SiteStylesButton() {
  return (
    <DialogButton label="Site styles" dialog={(onClose) => <DesignPanel onClose={onClose} />} />
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

/** "View site": the live address of the page being edited (`/` for the first page, `/about`). */
function ViewSiteLink() {
  const services = useServices();
  const address = useEditorState((state) => pagePath(state.site, state.pageId));
  const [asking, setAsking] = useState(false);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!services.hasUnsavedChanges()) return;
    event.preventDefault();
    setAsking(true);
  }

  return (
    <>
      <a className="button button-primary" href={address} onClick={onClick}>
        View site
      </a>
      {asking ? <LeaveDialog to={address} onCancel={() => setAsking(false)} /> : null}
    </>
  );
}
