// The item an item template is shown with in the frame: the collections a visitor would see
// (the draft's, GET /api/collection-view), one item chosen (`collectionId/slug`, the newest first),
// and that item with its body once loaded.
import { useEffect, useState } from 'react';
import type { CollectionShown, ItemDetail } from '../../../shared/content/collection-view';
import { templatesClient } from '../../templates/client';
import { richTextHtml } from '../../templates/rich-text-html';

export interface ItemSubject {
  readonly collection: CollectionShown;
  readonly item: ItemDetail;
  /** The body as the site draws it. */
  readonly bodyHtml: string;
}

export interface ItemChoice {
  readonly value: string;
  readonly label: string;
}

const choiceOf = (collection: CollectionShown, slug: string) => `${collection.id}/${slug}`;

/** Every item of every collection, labelled "Collection: Title". */
export function itemChoices(collections: readonly CollectionShown[]): ItemChoice[] {
  return collections.flatMap((collection) =>
    collection.items.map((item) => ({
      value: choiceOf(collection, item.slug),
      label: `${collection.title}: ${item.title}`,
    })),
  );
}

/** Loads the collections once `wanted`, and the chosen item; null until both are there. */
export function useItemSubject(wanted: boolean, choice: string) {
  const [collections, setCollections] = useState<readonly CollectionShown[]>([]);
  const [subject, setSubject] = useState<ItemSubject | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void templatesClient.collectionView('/').then((answer) => {
      if (live && answer.ok) setCollections(answer.value.collections);
    });
    return () => {
      live = false;
    };
  }, [wanted]);

  const chosen = choice || itemChoices(collections)[0]?.value || '';
  useEffect(() => {
    const collection = collections.find((shown) => chosen.startsWith(`${shown.id}/`));
    if (!wanted || !collection) return;
    const slug = chosen.slice(collection.id.length + 1);
    let live = true;
    void templatesClient
      .collectionView(`${collection.path}/${encodeURIComponent(slug)}`)
      .then((answer) => {
        const item = answer.ok ? answer.value.item : null;
        if (!live || !item) return;
        setSubject({ collection, item, bodyHtml: richTextHtml(item.body) });
      });
    return () => {
      live = false;
    };
  }, [wanted, collections, chosen]);

  return { choices: itemChoices(collections), chosen, subject };
}
