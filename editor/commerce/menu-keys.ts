// Keyboard of the WAI-ARIA menu button pattern (the top bar's "Store" menu): on the button,
// Enter, Space and ArrowDown open the menu on its first item and ArrowUp on its last; in the menu,
// ArrowDown and ArrowUp move with wrap-around, Home and End jump, Escape closes and gives focus
// back to the button, Tab closes, and a printable character moves to the next item starting
// with it.

export type MenuKeyAction =
  | { readonly kind: 'open'; readonly index: number }
  | { readonly kind: 'focus'; readonly index: number }
  | { readonly kind: 'activate'; readonly index: number }
  | { readonly kind: 'close'; readonly restoreFocus: boolean }
  | { readonly kind: 'none' };

const NONE: MenuKeyAction = { kind: 'none' };

/** What a key on the closed menu's button does. */
export function buttonKey(key: string, count: number): MenuKeyAction {
  if (count === 0) return NONE;
  if (key === 'Enter' || key === ' ' || key === 'ArrowDown') return { kind: 'open', index: 0 };
  if (key === 'ArrowUp') return { kind: 'open', index: count - 1 };
  return NONE;
}

/** What a key inside the open menu does, with `current` the focused item's index. */
export function menuKey(key: string, current: number, labels: readonly string[]): MenuKeyAction {
  const count = labels.length;
  if (count === 0) return { kind: 'close', restoreFocus: true };
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: (current + 1) % count };
    case 'ArrowUp':
      return { kind: 'focus', index: (current - 1 + count) % count };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: count - 1 };
    case 'Escape':
      return { kind: 'close', restoreFocus: true };
    case 'Tab':
      return { kind: 'close', restoreFocus: false };
    case 'Enter':
    case ' ':
      return { kind: 'activate', index: current };
  }
  if (key.length !== 1 || key === ' ') return NONE;
  const letter = key.toLowerCase();
  for (let step = 1; step <= count; step++) {
    const index = (current + step) % count;
    if (labels[index]!.toLowerCase().startsWith(letter)) return { kind: 'focus', index };
  }
  return NONE;
}
