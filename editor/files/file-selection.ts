// Choosing several files at once in "Files": the chosen ids in the order they were chosen, and
// what the add button and the status line say about them.

/** The selection with `id` added at the end, or taken out when it was in. */
export function toggleSelected(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((each) => each !== id) : [...selected, id];
}

/** The chosen files that are still listed, in the order they were chosen. */
export function selectedFiles<T extends { readonly id: string }>(
  files: readonly T[],
  selected: readonly string[],
): T[] {
  const byId = new Map(files.map((file) => [file.id, file]));
  return selected.flatMap((id) => byId.get(id) ?? []);
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "Add 3 images"; with none chosen, "Add images". */
export function addSelectedLabel(count: number, noun: string): string {
  return count === 0 ? `Add ${noun}s` : `Add ${counted(count, noun)}`;
}

/** What the status line says: "2 images selected." ("" with none). */
export function selectionText(count: number, noun: string): string {
  return count === 0 ? '' : `${counted(count, noun)} selected.`;
}
