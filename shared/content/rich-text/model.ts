// Formatted text as stored in the document: Lexical's serialized editor state (the JSON of
// `editorState.toJSON()`), checked here without Lexical. The schema checks the shape every
// reader relies on (a root with children, nodes with a type, text as strings) and the limits
// (length, nesting, node count); it keeps the fields Lexical adds (`version`, `direction`, ...),
// so an editor state survives a round trip. What may reach a page is decided by the renderer
// (blocks/rich-text), which whitelists node types, tags and addresses whatever the JSON says.
import { z } from 'zod';

/** Characters of text one rich-text value may hold (all its text nodes together). */
export const MAX_RICH_TEXT_LENGTH = 20_000;
/** Nodes one value may hold, and how deep they may nest (lists in lists, links in paragraphs). */
export const MAX_RICH_TEXT_NODES = 5_000;
export const MAX_RICH_TEXT_DEPTH = 16;

/** Lexical's text format bits (TextNode `format`). */
export const TextFormat = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
} as const;
export type TextFormatName = keyof typeof TextFormat;

/** Element alignments Lexical stores in an element's `format`. */
export const ELEMENT_ALIGNMENTS = ['left', 'center', 'right', 'justify', 'start', 'end'] as const;
export type ElementAlignment = (typeof ELEMENT_ALIGNMENTS)[number];

export interface SerializedNode {
  readonly type: string;
  readonly children?: readonly SerializedNode[];
  readonly text?: string;
  readonly [field: string]: unknown;
}

export interface RichTextState {
  readonly root: SerializedNode & { readonly type: 'root'; readonly children: SerializedNode[] };
}

const READ_ERROR = 'The text could not be read.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Tally {
  length: number;
  nodes: number;
  depth: number;
}

/** Walks the nodes once (this runs on every keystroke, in the editor and in the frame). */
function walk(nodes: unknown, depth: number, into: Tally): boolean {
  if (!Array.isArray(nodes)) return false;
  into.depth = Math.max(into.depth, depth);
  for (const node of nodes) {
    if (!isRecord(node) || typeof node.type !== 'string') return false;
    if (node.type === '' || node.type.length > 40) return false;
    into.nodes += 1;
    if (node.text !== undefined) {
      if (typeof node.text !== 'string') return false;
      into.length += node.text.length;
    }
    if (node.children !== undefined && !walk(node.children, depth + 1, into)) return false;
  }
  return true;
}

/** Why a value is not a rich-text value (its shape, then the limits), or null when it is one. */
export function richTextError(value: unknown): string | null {
  if (!isRecord(value) || !isRecord(value.root) || value.root.type !== 'root') return READ_ERROR;
  const counted: Tally = { length: 0, nodes: 0, depth: 0 };
  if (!walk(value.root.children, 1, counted)) return READ_ERROR;
  if (counted.length > MAX_RICH_TEXT_LENGTH) {
    return `Text can be at most ${MAX_RICH_TEXT_LENGTH.toLocaleString('en-US')} characters.`;
  }
  if (counted.nodes > MAX_RICH_TEXT_NODES) return 'The text has too many parts.';
  if (counted.depth > MAX_RICH_TEXT_DEPTH) return 'The text is nested too deeply.';
  return null;
}

/**
 * A rich-text value: Lexical's serialized editor state, within the limits. A hand-written walk
 * rather than recursive zod objects: zod took about 1 ms for 120 nodes, this takes microseconds,
 * and the value passes through unchanged (no copy).
 */
export const richTextSchema = z.custom<RichTextState>((value) => richTextError(value) === null, {
  error: (issue) => richTextError(issue.input) ?? READ_ERROR,
});
