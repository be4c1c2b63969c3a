// Which accordion panels are open, and where the arrow keys move focus (the WAI-ARIA accordion
// pattern): pure functions over panel ids, so the renderer only holds the list in state.

/** The panels open on load: the first one when the owner asked for it, else none. */
export function initialOpenIds(ids: readonly string[], firstOpen: boolean): string[] {
  return firstOpen && ids.length > 0 ? [ids[0]!] : [];
}

/** Opening or closing one panel; with one-at-a-time, opening it closes the others. */
export function toggleOpen(open: readonly string[], id: string, allowMultiple: boolean): string[] {
  if (open.includes(id)) return open.filter((openId) => openId !== id);
  return allowMultiple ? [...open, id] : [id];
}

/**
 * The open panels that still exist, in panel order; when several may no longer be open at once
 * (the owner turned the option off), only the first of them stays open.
 */
export function normalizeOpen(
  open: readonly string[],
  ids: readonly string[],
  allowMultiple: boolean,
): string[] {
  const present = ids.filter((id) => open.includes(id));
  return allowMultiple ? present : present.slice(0, 1);
}

/** The header index a key moves focus to (wrapping), or null for keys the pattern leaves alone. */
export function headerFocusTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
