// Between plain text and rich text: building a serialized editor state from plain text (the
// block's default, the migration of plain-text blocks) in exactly the shape Lexical's `toJSON()`
// gives, and reading the plain text back (the outline's summary of a text block).
import type { ElementAlignment, RichTextState, SerializedNode } from './model';

export type PlainBlockStyle = 'paragraph' | 'h1' | 'h2' | 'h3' | 'h4';

export interface PlainTextOptions {
  readonly style?: PlainBlockStyle;
  readonly align?: ElementAlignment | '';
}

export function textNode(text: string, format = 0): SerializedNode {
  return { detail: 0, format, mode: 'normal', style: '', text, type: 'text', version: 1 };
}

const lineBreak = (): SerializedNode => ({ type: 'linebreak', version: 1 });

/** The text and line breaks of one line group: "a\nb" is a, line break, b. */
function inline(text: string): SerializedNode[] {
  const nodes: SerializedNode[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (index > 0) nodes.push(lineBreak());
    if (line !== '') nodes.push(textNode(line));
  }
  return nodes;
}

function element(style: PlainBlockStyle, align: string, children: SerializedNode[]) {
  const common = { children, direction: null, format: align, indent: 0, version: 1 };
  if (style === 'paragraph') {
    return { ...common, textFormat: 0, textStyle: '', type: 'paragraph' };
  }
  return { ...common, tag: style, type: 'heading' };
}

/**
 * Plain text as rich text. A paragraph style splits the text into paragraphs at blank lines; a
 * heading keeps it as one heading. Single line breaks stay line breaks; \r\n counts as \n.
 */
export function richTextFromPlain(text: string, options: PlainTextOptions = {}): RichTextState {
  const style = options.style ?? 'paragraph';
  const align = options.align ?? '';
  const normal = text.replace(/\r\n?/g, '\n');
  const groups = style === 'paragraph' ? normal.split(/\n[ \t]*\n+/) : [normal];
  return {
    root: {
      children: groups.map((group) => element(style, align, inline(group))),
      direction: null,
      format: '',
      indent: 0,
      type: 'root',
      version: 1,
    },
  };
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'listitem', 'code']);

function collect(nodes: readonly SerializedNode[] | undefined, out: string[]): void {
  for (const node of nodes ?? []) {
    if (node.type === 'linebreak') out.push('\n');
    else if (node.type === 'tab') out.push('\t');
    else if (typeof node.text === 'string') out.push(node.text);
    collect(node.children, out);
    if (BLOCK_TYPES.has(node.type)) out.push('\n');
  }
}

/** The text of a value without its formatting; blocks end in a line break, trimmed at the end. */
export function plainTextOf(state: RichTextState): string {
  const out: string[] = [];
  collect(state.root.children, out);
  return out.join('').replace(/\s+$/, '');
}
