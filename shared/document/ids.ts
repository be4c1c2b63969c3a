// The ids of a list of document nodes (pages, sections, blocks), for components that list them:
// the previous array is kept, and nothing allocated, while the ids stay the same and in order, so
// a keystroke inside one node does not re-render the lists around it.

/** The ids of `items`, or `previous` itself when it holds the same ids in the same order. */
export function idsOf(items: readonly { readonly id: string }[], previous: string[]): string[] {
  const same =
    previous.length === items.length && items.every((item, index) => item.id === previous[index]);
  return same ? previous : items.map((item) => item.id);
}
