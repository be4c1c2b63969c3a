// The text editor's keyboard shortcuts beyond the ones Lexical itself handles (Ctrl/Cmd+B, I, U,
// Z, Shift+Z, Y). "Mod" is Cmd on Apple devices and Ctrl elsewhere. Digits are read from the
// physical key (`code`), so Shift+7 is 7 on every layout; letters and punctuation from `key`.
import type { RichTextAction } from './actions';

export interface ShortcutKey {
  readonly key: string;
  readonly code: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

interface Shortcut {
  /** As aria-keyshortcuts writes it, with Mod for Control or Meta. */
  readonly keys: string;
  readonly action: RichTextAction;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Mod+B', action: { kind: 'mark', mark: 'bold' } },
  { keys: 'Mod+I', action: { kind: 'mark', mark: 'italic' } },
  { keys: 'Mod+U', action: { kind: 'mark', mark: 'underline' } },
  { keys: 'Mod+Shift+X', action: { kind: 'mark', mark: 'strikethrough' } },
  { keys: 'Mod+.', action: { kind: 'mark', mark: 'superscript' } },
  { keys: 'Mod+,', action: { kind: 'mark', mark: 'subscript' } },
  { keys: 'Mod+E', action: { kind: 'mark', mark: 'code' } },
  { keys: 'Mod+Shift+8', action: { kind: 'list', list: 'bullet' } },
  { keys: 'Mod+Shift+7', action: { kind: 'list', list: 'number' } },
  { keys: 'Mod+]', action: { kind: 'indent' } },
  { keys: 'Mod+[', action: { kind: 'outdent' } },
  { keys: 'Mod+Shift+L', action: { kind: 'align', align: 'left' } },
  { keys: 'Mod+Shift+E', action: { kind: 'align', align: 'center' } },
  { keys: 'Mod+Shift+R', action: { kind: 'align', align: 'right' } },
  { keys: 'Mod+Shift+J', action: { kind: 'align', align: 'justify' } },
  { keys: 'Mod+K', action: { kind: 'link' } },
  { keys: 'Mod+Alt+0', action: { kind: 'block', style: 'paragraph' } },
  { keys: 'Mod+Alt+1', action: { kind: 'block', style: 'h1' } },
  { keys: 'Mod+Alt+2', action: { kind: 'block', style: 'h2' } },
  { keys: 'Mod+Alt+3', action: { kind: 'block', style: 'h3' } },
  { keys: 'Mod+Alt+4', action: { kind: 'block', style: 'h4' } },
];

/** Lexical handles these itself (and records them as steps through its commands). */
const LEXICAL_OWN = new Set(['Mod+B', 'Mod+I', 'Mod+U']);

/** The shortcut's name for a key press, as SHORTCUTS writes it, or null without Mod. */
export function shortcutName(event: ShortcutKey, apple: boolean): string | null {
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!mod) return null;
  const digit = /^Digit(\d)$/.exec(event.code)?.[1];
  const key = digit ?? (event.key.length === 1 ? event.key.toUpperCase() : event.key);
  return ['Mod', event.altKey ? 'Alt' : '', event.shiftKey ? 'Shift' : '', key]
    .filter(Boolean)
    .join('+');
}

/** The action a key press asks for, leaving Lexical's own shortcuts to Lexical. */
export function shortcutAction(event: ShortcutKey, apple: boolean): RichTextAction | null {
  const name = shortcutName(event, apple);
  if (name === null || LEXICAL_OWN.has(name)) return null;
  return SHORTCUTS.find((shortcut) => shortcut.keys === name)?.action ?? null;
}

/** aria-keyshortcuts for an action ("Control+B" or "Meta+B"), or undefined when it has none. */
export function keyshortcutsFor(action: RichTextAction, apple: boolean): string | undefined {
  const found = SHORTCUTS.find(
    (shortcut) => JSON.stringify(shortcut.action) === JSON.stringify(action),
  );
  return found?.keys.replace('Mod', apple ? 'Meta' : 'Control');
}
