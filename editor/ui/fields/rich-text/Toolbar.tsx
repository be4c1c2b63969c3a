// The "Text formatting" toolbar: marks (with aria-pressed), lists, indent, alignment, link and
// the paragraph style. One tab stop; arrow keys, Home and End move between its controls (the
// WAI-ARIA toolbar pattern). Buttons keep the text's selection (they do not take focus on click).
import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import {
  ALIGNS,
  type Align,
  BLOCK_STYLE_LABELS,
  BLOCK_STYLES,
  type BlockStyle,
  type Mark,
  type RichTextAction,
} from './actions';
import type { ToolbarState } from './commands';
import { keyshortcutsFor } from './shortcuts';

const MARK_BUTTONS: readonly (readonly [Mark, string])[] = [
  ['bold', 'Bold'],
  ['italic', 'Italic'],
  ['underline', 'Underline'],
  ['strikethrough', 'Strikethrough'],
  ['superscript', 'Superscript'],
  ['subscript', 'Subscript'],
];
const ALIGN_LABELS: Readonly<Record<Align, string>> = {
  left: 'Align left',
  center: 'Align center',
  right: 'Align right',
  justify: 'Justify',
};
const ICONS: Readonly<Record<string, string>> = {
  Bold: 'B',
  Italic: 'I',
  Underline: 'U',
  Strikethrough: 'S',
  Superscript: 'x²',
  Subscript: 'x₂',
  'Bulleted list': '•',
  'Numbered list': '1.',
  Indent: '→',
  Outdent: '←',
  'Align left': '⇤',
  'Align center': '↔',
  'Align right': '⇥',
  Justify: '☰',
  Link: 'Link',
  Code: '</>',
};

const keepSelection = (event: MouseEvent) => event.preventDefault();

export function Toolbar(props: {
  state: ToolbarState;
  apple: boolean;
  onAction: (action: RichTextAction) => void;
  /** Escape on a control (the floating toolbar goes back to the text). */
  onEscape?: () => void;
}) {
  const { state, apple, onAction, onEscape } = props;
  const ref = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    const controls = [...(ref.current?.querySelectorAll<HTMLElement>('button, select') ?? [])];
    const index = controls.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? controls.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = controls[(next + controls.length) % controls.length]!;
    for (const control of controls) control.tabIndex = control === target ? 0 : -1;
    target.focus();
  }

  const button = (label: string, action: RichTextAction, pressed?: boolean, first = false) => (
    <button
      key={label}
      type="button"
      className="rt-tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-keyshortcuts={keyshortcutsFor(action, apple)}
      tabIndex={first ? 0 : -1}
      onMouseDown={keepSelection}
      onClick={() => onAction(action)}
    >
      <span aria-hidden="true">{ICONS[label]}</span>
    </button>
  );

  const style = BLOCK_STYLES.includes(state.block as BlockStyle) ? state.block : '';
  return (
    <div
      role="toolbar"
      aria-label="Text formatting"
      className="rt-toolbar"
      ref={ref}
      onKeyDown={onKeyDown}
    >
      <select
        className="rt-style"
        aria-label="Paragraph style"
        tabIndex={-1}
        value={style}
        onChange={(event) => onAction({ kind: 'block', style: event.target.value as BlockStyle })}
      >
        {style === '' ? <option value="">Mixed</option> : null}
        {BLOCK_STYLES.map((value) => (
          <option key={value} value={value}>
            {BLOCK_STYLE_LABELS[value]}
          </option>
        ))}
      </select>
      {MARK_BUTTONS.map(([mark, label], index) =>
        button(label, { kind: 'mark', mark }, state.marks.has(mark), index === 0),
      )}
      {button('Bulleted list', { kind: 'list', list: 'bullet' }, state.block === 'bullet')}
      {button('Numbered list', { kind: 'list', list: 'number' }, state.block === 'number')}
      {button('Indent', { kind: 'indent' })}
      {button('Outdent', { kind: 'outdent' })}
      {ALIGNS.map((align) =>
        button(ALIGN_LABELS[align], { kind: 'align', align }, state.align === align),
      )}
      {button('Link', { kind: 'link' }, state.link !== null)}
      {button('Code', { kind: 'mark', mark: 'code' }, state.marks.has('code'))}
    </div>
  );
}
