// The Content dialog's list of the chosen collection's items (ContentDialog.tsx): loaded a page
// of 50 at a time ("More items", announced), again for another collection; a saved item put in
// place (or first when new), a deleted one dropped.
import { useEffect, useState } from 'react';
import type { Item } from '../../../shared/content/collections';
import type { ContentClient } from '../../content/client';

/** The chosen collection's items, a page at a time; null while none is chosen. */
export function useItems(
  client: ContentClient,
  collectionId: string | null,
  announce: (text: string) => void,
) {
  const [list, setList] = useState<readonly Item[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(cursor: string | null) {
    if (collectionId === null) return;
    const answer = await client.items(collectionId, cursor);
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setList((was) =>
      cursor === null ? answer.value.items : [...(was ?? []), ...answer.value.items],
    );
    setNext(answer.value.nextCursor);
    if (cursor !== null) announce(`${answer.value.items.length} more items shown.`);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for another collection
  useEffect(() => {
    setList(null);
    void load(null);
  }, [collectionId]);

  return {
    list,
    next,
    error,
    load,
    put: (item: Item) =>
      setList((was) => {
        const items = was ?? [];
        return items.some((i) => i.id === item.id)
          ? items.map((i) => (i.id === item.id ? item : i))
          : [item, ...items];
      }),
    drop: (id: string) => setList((was) => (was ?? []).filter((i) => i.id !== id)),
  };
}
