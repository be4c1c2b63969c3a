// "Content" (docs/collections.md): the site's blogs, events and albums; for the chosen one, its
// items (title, status, date; a page of 50 at a time, "More items"), a new item or an edit in the
// same dialog (ItemForm.tsx; a saved item's Translations below it when the site has several
// languages), a delete after a question, the tag and category manager
// (TermsManager.tsx) for roles that write items, and the comments to moderate or answer
// (CommentsModeration.tsx) for roles that may. A new collection needs the right to publish.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Collection, CollectionType, Item } from '../../../shared/content/collections';
import { siteTimeZone } from '../../../shared/content/dates';
import { can, type OwnerAction } from '../../../shared/permissions/roles';
import { useRole } from '../../auth/owner';
import { type ContentClient, contentClient } from '../../content/client';
import { type ModerationClient, moderationClient } from '../../content/comments-client';
import { draftFromItem, emptyDraft, type ItemDraft } from '../../content/item-draft';
import { itemRows } from '../../translations/translation-rows';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadError, useLoaded } from '../commerce/loading';
import { useEditorState, useEditorStore } from '../context';
import { Dialog } from '../Dialog';
import { Translations } from '../translations/TranslationsPart';
import { CommentSettings } from './CommentSettings';
import { CommentsModeration } from './CommentsModeration';
import { ItemForm, itemNoun } from './ItemForm';
import { ItemTable } from './ItemTable';
import { NewCollectionForm } from './NewCollectionForm';
import { TermsManager } from './TermsManager';
import { useItems } from './use-items';
import { ViewSwitch } from './ViewSwitch';
import './content.css';

export const CONTENT_DIALOG_TITLE = 'Content';

interface Editing {
  readonly itemId: string | null;
  readonly draft: ItemDraft;
}

export function ContentDialog(props: {
  readonly onClose: () => void;
  readonly client?: ContentClient;
  readonly moderation?: ModerationClient;
}) {
  const client = props.client ?? contentClient;
  const role = useRole();
  const may = (action: OwnerAction) => role !== null && can(role, action);
  const mayPublish = may('content:publish');
  const mayWrite = may('content:write');
  const mayModerate = may('comments:moderate');
  const mayComment = mayModerate || may('comments:reply');
  const mayEditSite = may('site:edit');
  const maySetComments = mayPublish || mayEditSite;
  const store = useEditorStore();
  const timeZone = siteTimeZone(useEditorState((state) => state.site.settings));
  const collections = useLoaded(() => client.collections());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [view, setView] = useState<'items' | 'terms' | 'comments' | 'new-collection'>(
    mayWrite ? 'items' : 'comments',
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pickerId = useId();
  const picker = useRef<HTMLSelectElement>(null);
  const list = collections.value ?? [];
  const chosen = list.find((c) => c.id === chosenId) ?? list[0] ?? null;
  const items = useItems(client, chosen?.id ?? null, setAnnouncement);

  // Back from the form, focus returns to the collection picker inside the dialog.
  useLayoutEffect(() => {
    if (editing === null) picker.current?.focus();
  }, [editing]);

  function saved(item: Item) {
    items.put(item);
    setEditing(null);
    setAnnouncement(`Saved ${item.title}.`);
  }

  async function confirmDelete() {
    const item = deleting;
    setDeleting(null);
    if (!item || !chosen) return;
    const answer = await client.removeItem(chosen.id, item.id);
    if (!answer.ok && answer.status !== 404) return setAnnouncement(answer.message);
    items.drop(item.id);
    setAnnouncement(`Deleted ${item.title}.`);
  }

  /** A collection whose settings were saved, in place. */
  function changed(collection: Collection) {
    collections.setValue((was) =>
      (was ?? []).map((c) => (c.id === collection.id ? collection : c)),
    );
  }

  /** A new collection, and (for roles that edit pages) the page that lists it, shown. */
  function created(collection: Collection) {
    collections.setValue((was) => [...(was ?? []), collection]);
    setChosenId(collection.id);
    setView('items');
    const page = may('site:edit')
      ? store.getState().addPage(collection.title, {
          holds: { id: collection.id, view: 'list' },
          slug: collection.slug,
        })
      : { ok: false };
    setAnnouncement(
      page.ok
        ? `Added ${collection.title} and its page; publish to show it to visitors.`
        : `Added ${collection.title}.`,
    );
  }

  const newDraft = (type: CollectionType) => emptyDraft(type, Date.now(), timeZone);
  return (
    <>
      <Dialog
        title={CONTENT_DIALOG_TITLE}
        message={<p>Your blogs, events and albums: their items, tags and categories.</p>}
        onEscape={editing ? () => setEditing(null) : props.onClose}
        className="commerce-dialog content-dialog"
      >
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        {collections.error ? (
          <LoadError error={collections.error} onRetry={() => void collections.reload()} />
        ) : null}
        {editing && chosen ? (
          <>
            <ItemForm
              collection={chosen}
              itemId={editing.itemId}
              initial={editing.draft}
              timeZone={timeZone}
              mayPublish={mayPublish}
              client={client}
              onSaved={saved}
              onCancel={() => setEditing(null)}
              announce={setAnnouncement}
            />
            {editing.itemId === null ? null : (
              <Translations kind="item" id={editing.itemId} rows={itemRows(editing.draft)} />
            )}
          </>
        ) : (
          <div className="commerce-body">
            <div className="commerce-toolbar">
              {list.length > 0 ? (
                <div>
                  <label htmlFor={pickerId} className="field-label">
                    Collection
                  </label>
                  <select
                    id={pickerId}
                    ref={picker}
                    className="input"
                    data-autofocus
                    value={chosen?.id ?? ''}
                    onChange={(changed) => {
                      setChosenId(changed.target.value);
                      setView(mayWrite ? 'items' : 'comments');
                    }}
                  >
                    {list.map((collection) => (
                      <option key={collection.id} value={collection.id}>
                        {collection.title} ({collection.type})
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <ViewSwitch
                legend="Show"
                value={view}
                choices={[
                  ...(chosen && mayWrite
                    ? [
                        { value: 'items' as const, label: 'Items' },
                        { value: 'terms' as const, label: 'Tags and categories' },
                      ]
                    : []),
                  ...(chosen && (mayComment || maySetComments)
                    ? [{ value: 'comments' as const, label: 'Comments' }]
                    : []),
                  ...(mayPublish
                    ? [{ value: 'new-collection' as const, label: 'New collection' }]
                    : []),
                ]}
                onChange={setView}
              />
            </div>
            {collections.value !== null && list.length === 0 && view !== 'new-collection' ? (
              <p className="empty-hint">
                No collections yet.
                {mayPublish
                  ? ' Add a blog, an events calendar or an album with "New collection".'
                  : ''}
              </p>
            ) : null}
            {view === 'new-collection' ? (
              <NewCollectionForm
                client={client}
                onCreated={created}
                onCancel={() => setView('items')}
              />
            ) : null}
            {chosen && view === 'items' ? (
              <>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => setEditing({ itemId: null, draft: newDraft(chosen.type) })}
                >
                  New {itemNoun(chosen)}
                </button>
                {items.error ? (
                  <LoadError error={items.error} onRetry={() => void items.load(null)} />
                ) : null}
                <ItemTable
                  items={items.list}
                  timeZone={timeZone}
                  onEdit={(item) =>
                    setEditing({ itemId: item.id, draft: draftFromItem(item, timeZone) })
                  }
                  onDelete={setDeleting}
                />
                {items.next ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() => void items.load(items.next)}
                  >
                    More items
                  </button>
                ) : null}
              </>
            ) : null}
            {chosen && view === 'comments' ? (
              <>
                <CommentSettings
                  collection={chosen}
                  client={client}
                  mayChangeCollection={mayPublish}
                  mayEditSite={mayEditSite}
                  onSaved={changed}
                  onAnnounce={setAnnouncement}
                />
                {mayComment ? (
                  <CommentsModeration
                    collectionId={chosen.id}
                    items={items.list ?? []}
                    client={props.moderation ?? moderationClient}
                    mayModerate={mayModerate}
                    onAnnounce={setAnnouncement}
                  />
                ) : null}
              </>
            ) : null}
            {chosen && view === 'terms' ? (
              <div className="content-terms-pair">
                <TermsManager
                  collectionId={chosen.id}
                  kind="tag"
                  client={client}
                  onAnnounce={setAnnouncement}
                />
                <TermsManager
                  collectionId={chosen.id}
                  kind="category"
                  client={client}
                  onAnnounce={setAnnouncement}
                />
              </div>
            ) : null}
          </div>
        )}
      </Dialog>
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.title}?`}
          message="It is removed from the site and cannot be brought back."
          confirmLabel="Delete"
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
