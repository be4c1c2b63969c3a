// One entry of a navigation in the panel: its title and kind; Move up / Move down (or Alt+Arrow
// on the row's handle, or drag the row onto another); which folder it is in; Edit (the entry's
// own fields) and Remove. A folder lists its entries below it. Every move is announced.
import { type DragEvent, type KeyboardEvent, useState } from 'react';
import {
  flattenItems,
  type NavItem,
  type NavigationName,
} from '../../../shared/document/navigation';
import { useEditorState, useEditorStore } from '../context';
import { EMPTY_ENTRY, EntryForm, type EntryValues, entryOf } from './EntryForm';
import { useNavPanel } from './nav-context';
import {
  dropTarget,
  entryTitle,
  entryTitleIn,
  keyMoveTarget,
  moveAnnouncement,
  NAVIGATION_LABELS,
  outOfFolderIndex,
} from './nav-moves';

const KIND_LABELS = { page: 'Page', link: 'Link', folder: 'Folder', memberArea: 'Member area' };

function valuesOf(item: NavItem): EntryValues {
  return item.kind === 'page' ? EMPTY_ENTRY : { ...EMPTY_ENTRY, ...item };
}

/** Puts focus back on the moved entry's control once the list has re-rendered. */
function refocus(itemId: string, control: string) {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-nav-entry="${itemId}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-control="${control}"]`);
    const target =
      wanted && !wanted.disabled ? wanted : row?.querySelector('[data-control="grip"]');
    (target as HTMLElement | null)?.focus();
  });
}

export function EntryRow(props: {
  name: NavigationName;
  item: NavItem;
  index: number;
  count: number;
  folderId: string | null;
}) {
  const { name, item, index, count, folderId } = props;
  const store = useEditorStore();
  const { announce, memberAreas, dragged } = useNavPanel();
  const folders = useEditorState((state) => state.site.navigation[name]).filter(
    (entry) => entry.kind === 'folder',
  );
  const title = useEditorState((state) => entryTitleIn(item, state.site, state.editingLanguage));
  // In another language the form edits that language's title ('' until translated).
  const ownTitle = useEditorState((state) =>
    state.editingLanguage === null
      ? null
      : (state.site.translations?.[state.editingLanguage]?.navigation?.[item.id] ?? ''),
  );
  const [editing, setEditing] = useState(false);
  const [over, setOver] = useState(false);

  const moveTo = (toFolder: string | null, to: number, control: string) => {
    const result = store.getState().moveNavItem(name, item.id, toFolder, to);
    if (!result.ok) return announce(result.message);
    announce(moveAnnouncement(store.getState().site.navigation[name], item.id, title, name));
    refocus(item.id, control);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to = keyMoveTarget(event, index, count);
    if (to === null) return;
    event.preventDefault();
    moveTo(folderId, to, 'grip');
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const from = dragged.current;
    dragged.current = null;
    if (!from) return;
    const items = store.getState().site.navigation[name];
    const target = dropTarget(items, from, item.id);
    if (!target) return;
    const moved = flattenItems(items).find((entry) => entry.id === from);
    const shown = moved ? entryTitle(moved, store.getState().site.pages) : '';
    const result = store.getState().moveNavItem(name, from, target.folderId, target.index);
    const after = store.getState().site.navigation[name];
    announce(result.ok ? moveAnnouncement(after, from, shown, name) : result.message);
  };
  const listLabel = NAVIGATION_LABELS[name].toLowerCase();
  return (
    <li
      className="nav-entry"
      data-nav-entry={item.id}
      data-over={over ? '' : undefined}
      onDragOver={(event) => {
        if (!dragged.current) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <div className="nav-entry-row">
        <button
          type="button"
          className="nav-grip"
          data-control="grip"
          draggable
          aria-label={`Move ${title}`}
          aria-description="Alt+Arrow Up or Down moves it; or drag it onto another entry."
          title="Drag, or Alt+Arrow Up/Down"
          onKeyDown={onKeyDown}
          onDragStart={(event) => {
            dragged.current = item.id;
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', item.id);
          }}
          onDragEnd={() => {
            dragged.current = null;
          }}
        >
          ⠿
        </button>
        <span className="nav-entry-title">
          {title}
          <span className="nav-kind">
            {item.kind === 'folder' && item.behavior === 'none'
              ? 'Folder, not clickable'
              : KIND_LABELS[item.kind]}
          </span>
        </span>
        <span className="nav-entry-actions">
          <button
            type="button"
            className="icon-button"
            data-control="up"
            aria-label={`Move ${title} up`}
            disabled={index === 0}
            onClick={() => moveTo(folderId, index - 1, 'up')}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-button"
            data-control="down"
            aria-label={`Move ${title} down`}
            disabled={index === count - 1}
            onClick={() => moveTo(folderId, index + 1, 'down')}
          >
            ↓
          </button>
          {item.kind !== 'page' ? (
            <button
              type="button"
              className="icon-button"
              aria-label={`Edit ${title}`}
              aria-expanded={editing}
              onClick={() => setEditing(!editing)}
            >
              ✎
            </button>
          ) : null}
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${title} from the ${listLabel}`}
            onClick={() => {
              store.getState().removeNavItem(name, item.id);
              announce(`${title} removed from the ${listLabel}.`);
            }}
          >
            ✕
          </button>
        </span>
      </div>
      {item.kind !== 'folder' && folders.length > 0 ? (
        <label className="nav-in-folder">
          In folder
          <select
            className="input"
            value={folderId ?? ''}
            onChange={(e) => {
              const to = e.target.value || null;
              const items = store.getState().site.navigation[name];
              const at = to ? Number.MAX_SAFE_INTEGER : outOfFolderIndex(items, folderId ?? '');
              moveTo(to, at, 'grip');
            }}
          >
            <option value="">None (top level)</option>
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.kind === 'folder' ? folder.title : ''}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {editing ? (
        <EntryForm
          label={`Edit ${title}`}
          initial={ownTitle === null ? valuesOf(item) : { ...valuesOf(item), title: ownTitle }}
          kinds={[valuesOf(item).kind]}
          memberAreas={memberAreas}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={(values) => {
            const result = store.getState().updateNavItem(name, item.id, entryOf(values));
            if (result.ok) {
              setEditing(false);
              announce(`${values.title.trim()} saved.`);
            }
            return result;
          }}
        />
      ) : null}
      {item.kind === 'folder' ? (
        <ul className="nav-entries nav-folder-entries" aria-label={`${title} entries`}>
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
          {item.items.length === 0 ? (
            <li className="nav-empty">Empty: choose this folder under an entry's “In folder”.</li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
