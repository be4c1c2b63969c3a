// The site's navigations and header (docs/navigation.md): which pages are in the main and footer
// navigations, the entries' order (Up and Down buttons), external links and folders added, an
// entry taken out; the header's title or logo and its links; whether the footer shows its
// navigation. Each change is one undoable store action, saved with the document; a refusal is
// shown beside the form and announced.
import { memo, useId, useState } from 'react';
import type { FolderBehavior } from '../../shared/content/folders';
import type { NavItem, NavigationName } from '../../shared/document/navigation';
import { useCan } from '../auth/owner';
import type { EditResult } from '../store/types';
import { useEditorState, useEditorStore } from './context';

const NAMES: Readonly<Record<NavigationName, string>> = {
  main: 'Main navigation',
  footer: 'Footer navigation',
};

function useRefusal(): [string | null, (result: EditResult) => boolean] {
  const [message, setMessage] = useState<string | null>(null);
  return [
    message,
    (result) => {
      setMessage(result.ok ? null : result.message);
      return result.ok;
    },
  ];
}

function entryTitle(item: NavItem, pages: readonly { id: string; title: string }[]): string {
  if (item.kind === 'page') return pages.find((page) => page.id === item.pageId)?.title ?? '';
  return item.title;
}

function EntryRow(props: {
  name: NavigationName;
  item: NavItem;
  index: number;
  count: number;
  folderId: string | null;
}) {
  const { name, item, index, count, folderId } = props;
  const store = useEditorStore();
  const pages = useEditorState((state) => state.site.pages);
  const title = entryTitle(item, pages);
  const kind = { page: 'Page', link: 'Link', folder: 'Folder', memberArea: 'Member area' }[
    item.kind
  ];
  const move = (to: number) => store.getState().moveNavItem(name, item.id, folderId, to);
  return (
    <li className="nav-entry">
      <span className="nav-entry-title">
        {title} <span className="page-slug">{kind}</span>
      </span>
      <span className="page-actions">
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${title} up`}
          disabled={index === 0}
          onClick={() => move(index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${title} down`}
          disabled={index === count - 1}
          onClick={() => move(index + 1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Remove ${title} from the ${NAMES[name].toLowerCase()}`}
          onClick={() => store.getState().removeNavItem(name, item.id)}
        >
          ✕
        </button>
      </span>
      {item.kind === 'folder' && item.items.length > 0 ? (
        <ul className="nav-entries" aria-label={`${title} entries`}>
          {item.items.map((child, childIndex) => (
            <EntryRow
              key={child.id}
              name={name}
              item={child}
              index={childIndex}
              count={item.items.length}
              folderId={item.id}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function PagesIn({ name }: { name: NavigationName }) {
  const store = useEditorStore();
  const pages = useEditorState((state) => state.site.pages);
  const items = useEditorState((state) => state.site.navigation[name]);
  const shown = new Set(
    items
      .flatMap((item) => (item.kind === 'folder' ? item.items : [item]))
      .flatMap((item) => (item.kind === 'page' ? [item.pageId] : [])),
  );
  return (
    <fieldset className="nav-pages">
      <legend>Pages in the {NAMES[name].toLowerCase()}</legend>
      {pages.map((page) => (
        <label key={page.id} className="check-row">
          <input
            type="checkbox"
            checked={shown.has(page.id)}
            onChange={(event) =>
              store.getState().setPageInNavigation(name, page.id, event.target.checked)
            }
          />
          {page.title}
        </label>
      ))}
    </fieldset>
  );
}

function AddEntryForm({ name }: { name: NavigationName }) {
  const store = useEditorStore();
  const [kind, setKind] = useState<'link' | 'folder'>('link');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('https://');
  const [behavior, setBehavior] = useState<FolderBehavior>('index');
  const [refusal, check] = useRefusal();
  const id = useId();
  const submit = () => {
    const entry =
      kind === 'link' ? { kind, title, url, newWindow: true } : { kind, title, behavior };
    if (check(store.getState().addNavItem(name, entry))) setTitle('');
  };
  return (
    <form
      className="nav-add"
      aria-label={`Add to the ${NAMES[name].toLowerCase()}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-kind`}>Add</label>
      <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as 'link')}>
        <option value="link">External link</option>
        <option value="folder">Folder</option>
      </select>
      <label htmlFor={`${id}-title`}>Title</label>
      <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
      {kind === 'link' ? (
        <>
          <label htmlFor={`${id}-url`}>Address</label>
          <input id={`${id}-url`} value={url} onChange={(e) => setUrl(e.target.value)} />
        </>
      ) : (
        <>
          <label htmlFor={`${id}-behavior`}>When clicked</label>
          <select
            id={`${id}-behavior`}
            value={behavior}
            onChange={(e) => setBehavior(e.target.value as FolderBehavior)}
          >
            <option value="index">Show its page (index)</option>
            <option value="redirect">Go to its first entry (redirect)</option>
            <option value="none">Only open its entries (none)</option>
          </select>
        </>
      )}
      <button type="submit">Add</button>
      <p className="form-error" role="alert">
        {refusal}
      </p>
    </form>
  );
}

function NavigationList({ name }: { name: NavigationName }) {
  const items = useEditorState((state) => state.site.navigation[name]);
  return (
    <section aria-label={NAMES[name]} className="nav-list">
      <h3>{NAMES[name]}</h3>
      <ul className="nav-entries">
        {items.map((item, index) => (
          <EntryRow
            key={item.id}
            name={name}
            item={item}
            index={index}
            count={items.length}
            folderId={null}
          />
        ))}
      </ul>
      <PagesIn name={name} />
      <AddEntryForm name={name} />
    </section>
  );
}

function HeaderSettings() {
  const store = useEditorStore();
  const header = useEditorState((state) => state.site.header);
  const showFooterNav = useEditorState((state) => state.site.footer.showNavigation);
  return (
    <fieldset className="nav-pages">
      <legend>Header and footer</legend>
      <label className="check-row">
        <input
          type="checkbox"
          checked={header.showAccountLink}
          onChange={(e) => store.getState().updateHeader({ showAccountLink: e.target.checked })}
        />
        Show the account link
      </label>
      <label className="check-row">
        <input
          type="checkbox"
          checked={header.showCartLink}
          onChange={(e) => store.getState().updateHeader({ showCartLink: e.target.checked })}
        />
        Show the cart link
      </label>
      <label className="check-row">
        <input
          type="checkbox"
          checked={showFooterNav}
          onChange={(e) => store.getState().updateFooter({ showNavigation: e.target.checked })}
        />
        Show the footer navigation
      </label>
    </fieldset>
  );
}

export const NavigationPanel = memo(function NavigationPanel() {
  const editable = useCan('site:edit');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!editable) return null;
  return (
    <section aria-label="Site navigation" className="panel navigation">
      <h2 className="panel-title">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          Site navigation
        </button>
      </h2>
      {open ? (
        <div id={id}>
          <NavigationList name="main" />
          <NavigationList name="footer" />
          <HeaderSettings />
        </div>
      ) : null}
    </section>
  );
});
