// The site's navigations, header and footer (docs/navigation.md): for the main and the footer
// navigation, its entries (reordered by Move up / Move down, Alt+Arrow or drag; put in and out of
// folders; edited; removed), the pages in it, and a form to add an external link, a folder or a
// member area; then the header's title or logo and links, the footer's navigation switch and
// social links. Each change is one undoable store action, saved with the document; moves and
// refusals are announced in the panel's live region.
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { NavigationName } from '../../shared/document/navigation';
import { useCan } from '../auth/owner';
import { memberAreas as loadMemberAreas } from './access/access-api';
import { useEditorState, useEditorStore } from './context';
import { ChromeSettings } from './navigation/ChromeSettings';
import {
  EMPTY_ENTRY,
  EntryForm,
  type EntryKind,
  entryOf,
  type MemberAreaChoice,
} from './navigation/EntryForm';
import { EntryRow } from './navigation/EntryRow';
import { NavPanel, useNavPanel } from './navigation/nav-context';
import { NAVIGATION_LABELS } from './navigation/nav-moves';
import './navigation/navigation.css';

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
    <fieldset className="nav-group nav-pages">
      <legend>Pages in the {NAVIGATION_LABELS[name].toLowerCase()}</legend>
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

function NavigationList({ name }: { name: NavigationName }) {
  const store = useEditorStore();
  const { announce, memberAreas } = useNavPanel();
  const items = useEditorState((state) => state.site.navigation[name]);
  const kinds: EntryKind[] =
    memberAreas.length > 0 ? ['link', 'folder', 'memberArea'] : ['link', 'folder'];
  return (
    <section aria-label={NAVIGATION_LABELS[name]} className="nav-list">
      <h3 className="nav-heading">{NAVIGATION_LABELS[name]}</h3>
      {items.length === 0 ? (
        <p className="empty-hint">No entries yet: tick pages below or add a link.</p>
      ) : (
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
      )}
      <PagesIn name={name} />
      <EntryForm
        label={`Add to the ${NAVIGATION_LABELS[name].toLowerCase()}`}
        initial={EMPTY_ENTRY}
        kinds={kinds}
        memberAreas={memberAreas}
        submitLabel="Add"
        onSubmit={(values) => {
          const result = store.getState().addNavItem(name, entryOf(values));
          if (result.ok)
            announce(
              `${values.title.trim()} added to the ${NAVIGATION_LABELS[name].toLowerCase()}.`,
            );
          return result;
        }}
      />
    </section>
  );
}

/** The site's member areas, for a role that may read them (others get none, silently). */
function useMemberAreas(open: boolean): MemberAreaChoice[] {
  const mayRead = useCan('site:publish');
  const [areas, setAreas] = useState<MemberAreaChoice[]>([]);
  useEffect(() => {
    if (!open || !mayRead) return;
    let live = true;
    void loadMemberAreas().then((answer) => {
      if (live && answer.ok) setAreas(answer.value.areas.map(({ id, name }) => ({ id, name })));
    });
    return () => {
      live = false;
    };
  }, [open, mayRead]);
  return areas;
}

export const NavigationPanel = memo(function NavigationPanel() {
  const editable = useCan('site:edit');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const dragged = useRef<string | null>(null);
  const memberAreas = useMemberAreas(open);
  const id = useId();
  const context = useMemo(() => ({ announce: setMessage, memberAreas, dragged }), [memberAreas]);
  if (!editable) return null;
  return (
    <section aria-label="Site navigation" className="panel navigation">
      <h2 className="panel-title">
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(!open)}
        >
          Site navigation
        </button>
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      {open ? (
        <div id={id} className="nav-panel-body">
          <NavPanel.Provider value={context}>
            <NavigationList name="main" />
            <NavigationList name="footer" />
            <ChromeSettings />
          </NavPanel.Provider>
        </div>
      ) : null}
    </section>
  );
});
