// Which blocks' text the owner edits where it stands, in the editor's frame: the element of the
// rendered block that holds the text, and the setting it is stored in. The frame finds the text
// clicked with `selector`; the editor edits `path` with its text editor. Neither the renderers
// nor the live site read this table, so it costs the visitor's pages nothing.
import { BlockType } from '../shared/codes/block-types';
import type { SettingsPath } from './types';

export interface InPlaceTarget {
  /** The element inside the block (`[data-block-id]`) that shows the text. */
  readonly selector: string;
  readonly path: SettingsPath;
}

const TARGETS: ReadonlyMap<number, InPlaceTarget> = new Map([
  [BlockType.html, { selector: '.sb-rich-text', path: ['content'] }],
]);

/** The in-place target of a block type, or null when its text is edited in the panel only. */
export function inPlaceTarget(type: number): InPlaceTarget | null {
  return TARGETS.get(type) ?? null;
}

/** Structural view of a DOM element, so this module needs no DOM types. */
export interface ElementLike {
  closest(selector: string): ElementLike | null;
  getAttribute(name: string): string | null;
}

/**
 * The block whose editable text holds `element` (a click's target in the frame), or null when
 * the element is not inside such text.
 */
export function inPlaceBlockAt(element: ElementLike): string | null {
  const block = element.closest('[data-block-id]');
  const id = block?.getAttribute('data-block-id');
  const type = Number(block?.getAttribute('data-block-type'));
  const target = inPlaceTarget(type);
  if (!block || !id || !target) return null;
  const text = element.closest(target.selector);
  return text !== null && text.closest('[data-block-id]') === block ? id : null;
}
