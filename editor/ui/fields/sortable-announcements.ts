// What a sortable list says while an item is moved with the keyboard or the pointer (dnd-kit's
// live region): picked up, over a position, moved or dropped where it was, cancelled.
import type { Announcements } from '@dnd-kit/core';

export interface SortableWords {
  /** How the item is named when picked up, before "of {count}": "image 2", "Email, field 2". */
  readonly pickedUp: (id: string) => string;
  /** How the item is named in the other messages: "image 2", "Email". */
  readonly name: (id: string) => string;
}

export function sortableAnnouncements(ids: readonly string[], words: SortableWords): Announcements {
  const count = ids.length;
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  const name = (id: unknown) => words.name(String(id));
  return {
    onDragStart: ({ active }) => `Picked up ${words.pickedUp(String(active.id))} of ${count}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over position ${position(over.id)} of ${count}.`
        : `${name(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} moved to position ${position(over.id)} of ${count}.`
        : `${name(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
}
