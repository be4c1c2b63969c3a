// Which key presses mean editor undo/redo. Decision: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and
// Ctrl+Y redo — except while focus is in a plain text input or textarea (the page title, the
// block search...), where the browser's own text undo applies. Settings fields are different:
// they show the store's value, so there the editor's undo runs (the field then shows the undone
// value). Such fields sit inside an element marked `data-history="editor"`.

export type HistoryCommand = 'undo' | 'redo';

export interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** Where the focus is: a native text control, a store-backed settings field, or elsewhere. */
export type FocusKind = 'native-text' | 'store-field' | 'other';

export function historyCommand(event: KeyLike, focus: FocusKind): HistoryCommand | null {
  if (focus === 'native-text') return null;
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Classifies the focused element for historyCommand. */
export function focusKind(element: Element | null): FocusKind {
  if (!element) return 'other';
  const tag = element.tagName;
  const isText =
    tag === 'TEXTAREA' ||
    (tag === 'INPUT' &&
      !NON_TEXT_INPUTS.has((element.getAttribute('type') ?? 'text').toLowerCase())) ||
    (element instanceof HTMLElement && element.isContentEditable);
  if (!isText) return 'other';
  return element.closest('[data-history="editor"]') ? 'store-field' : 'native-text';
}
