// Which blocks' text the owner edits where it stands, in the editor's frame: the elements of the
// rendered block that hold text, the setting each is stored in, and how it is edited: `rich`
// with the panel's text editor (its toolbar and shortcuts), `line` as one line of plain text
// (Enter ends), `lines` as plain text with line breaks. The frame finds the text clicked with
// `selector`; the editor edits `path`. Neither the renderers nor the live site read this table,
// so it costs the visitor's pages nothing.
import { BlockType } from '../shared/codes/block-type-codes';
import type { SettingsPath } from './types';

export interface InPlaceTarget {
  /** The element inside the block (`[data-block-id]`) that shows the text. */
  readonly selector: string;
  readonly path: SettingsPath;
  readonly kind: 'rich' | 'line' | 'lines';
}

const TARGETS: ReadonlyMap<number, readonly InPlaceTarget[]> = new Map([
  [BlockType.html, [{ selector: '.sb-rich-text', path: ['content'], kind: 'rich' }]],
  [
    BlockType.quote,
    [
      { selector: '.sb-quote-text', path: ['text'], kind: 'lines' },
      { selector: '.sb-quote-source', path: ['source'], kind: 'line' },
    ],
  ],
  [BlockType.button, [{ selector: '.sb-button', path: ['label'], kind: 'line' }]],
  [
    BlockType.image,
    [
      { selector: 'figcaption', path: ['caption'], kind: 'line' },
      { selector: '.sb-image-title', path: ['title'], kind: 'line' },
      { selector: '.sb-image-description', path: ['description'], kind: 'lines' },
      { selector: '.sb-image-button', path: ['buttonLabel'], kind: 'line' },
    ],
  ],
]);

/** The in-place targets of a block type (none when its text is edited in the panel only). */
export function inPlaceTargets(type: number): readonly InPlaceTarget[] {
  return TARGETS.get(type) ?? [];
}

/** Target `field` of a block type, or null. */
export function inPlaceTarget(type: number, field = 0): InPlaceTarget | null {
  return inPlaceTargets(type)[field] ?? null;
}

/** Structural view of a DOM element, so this module needs no DOM types. */
export interface ElementLike {
  closest(selector: string): ElementLike | null;
  getAttribute(name: string): string | null;
}

export interface InPlaceText {
  readonly blockId: string;
  /** Which of the block type's targets (its index in `inPlaceTargets`). */
  readonly field: number;
}

/**
 * The block and field whose editable text holds `element` (a click's target in the frame), or
 * null when the element is not inside such text.
 */
export function inPlaceTextAt(element: ElementLike): InPlaceText | null {
  const block = element.closest('[data-block-id]');
  const blockId = block?.getAttribute('data-block-id');
  if (!block || !blockId) return null;
  const targets = inPlaceTargets(Number(block.getAttribute('data-block-type')));
  const field = targets.findIndex(({ selector }) => {
    const text = element.closest(selector);
    return text !== null && text.closest('[data-block-id]') === block;
  });
  return field === -1 ? null : { blockId, field };
}
