// What the rich-text renderer may make of a stored node, decided without React: only these node
// types, these tags and these attribute values ever reach the page. Everything is read from the
// stored JSON defensively (it may have been edited by hand): an unknown type is dropped with its
// content, a number out of range is clamped, an address must pass safeLinkHref.
import {
  ELEMENT_ALIGNMENTS,
  type ElementAlignment,
  TextFormat,
  type TextFormatName,
} from '../../shared/content/rich-text/model';
import { safeLinkHref } from '../url';

export type BlockTag =
  | 'p'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'blockquote'
  | 'ul'
  | 'ol'
  | 'li';

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The tag of an element node (paragraph, heading, quote, list, list item), else null. */
export function elementTag(node: Readonly<Record<string, unknown>>): BlockTag | null {
  switch (node.type) {
    case 'paragraph':
      return 'p';
    case 'heading':
      return typeof node.tag === 'string' && HEADINGS.has(node.tag) ? (node.tag as BlockTag) : 'h2';
    case 'quote':
      return 'blockquote';
    case 'list':
      return node.listType === 'number' ? 'ol' : 'ul';
    case 'listitem':
      return 'li';
    default:
      return null;
  }
}

const ALIGNMENTS = new Set<string>(ELEMENT_ALIGNMENTS);

/** The alignment class of an element (`sb-rt-align-center`), or undefined when it has none. */
export function alignClass(format: unknown): string | undefined {
  return typeof format === 'string' && ALIGNMENTS.has(format)
    ? `sb-rt-align-${format as ElementAlignment}`
    : undefined;
}

export const MAX_INDENT = 10;

/** An element's indent level, 0 to MAX_INDENT. */
export function indentLevel(indent: unknown): number {
  if (typeof indent !== 'number' || !Number.isFinite(indent)) return 0;
  return Math.min(MAX_INDENT, Math.max(0, Math.floor(indent)));
}

/** A numbered list's first number, when it is a positive whole number other than 1. */
export function listStart(node: Readonly<Record<string, unknown>>): number | undefined {
  const { start } = node;
  if (node.listType !== 'number' || typeof start !== 'number') return undefined;
  if (!Number.isInteger(start) || start <= 1 || start > 1_000_000) return undefined;
  return start;
}

export type MarkTag = 'code' | 'strong' | 'em' | 'u' | 's' | 'sub' | 'sup' | 'mark';

/** The marks in nesting order, outermost first. */
const MARKS: readonly (readonly [TextFormatName, MarkTag])[] = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strikethrough', 's'],
  ['subscript', 'sub'],
  ['superscript', 'sup'],
  ['highlight', 'mark'],
  ['code', 'code'],
];

/** The mark tags a text node's format asks for, outermost first. */
export function markTags(format: unknown): MarkTag[] {
  if (typeof format !== 'number' || !Number.isInteger(format) || format <= 0) return [];
  return MARKS.filter(([name]) => (format & TextFormat[name]) !== 0).map(([, tag]) => tag);
}

export interface SafeLink {
  readonly href: string;
  readonly newWindow: boolean;
}

/** A link node's address and window, or null when it must not become a link. */
export function safeLink(node: Readonly<Record<string, unknown>>): SafeLink | null {
  const href = safeLinkHref(node.url);
  return href === null ? null : { href, newWindow: node.target === '_blank' };
}
