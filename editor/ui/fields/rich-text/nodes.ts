// The Lexical nodes the text editor knows (exactly what the frame's renderer draws), the classes
// it gives them, and the clean-up that keeps pasted and typed content to that: no inline styles,
// no link the page would refuse. Stored JSON with other node types (a hand-edited document) is
// trimmed to these before Lexical reads it.
import { CodeHighlightNode, CodeNode } from '@lexical/code';
import { $isLinkNode, AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import { type EditorThemeClasses, type LexicalEditor, TextNode } from 'lexical';
import { safeLinkHref } from '../../../../blocks/url';

export const RICH_TEXT_NODES = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
  CodeNode,
  CodeHighlightNode,
];

/** Node types Lexical may read from a stored value: the nodes above and the core ones. */
const KNOWN_TYPES = new Set([
  'root',
  'paragraph',
  'text',
  'linebreak',
  'tab',
  'heading',
  'quote',
  'list',
  'listitem',
  'link',
  'autolink',
  'code',
  'code-highlight',
]);

export const THEME: EditorThemeClasses = {
  paragraph: 'rt-p',
  quote: 'rt-quote',
  heading: { h1: 'rt-h1', h2: 'rt-h2', h3: 'rt-h3', h4: 'rt-h4', h5: 'rt-h5', h6: 'rt-h6' },
  list: {
    ul: 'rt-ul',
    ol: 'rt-ol',
    listitem: 'rt-li',
    nested: { listitem: 'rt-li-nested' },
  },
  link: 'rt-link',
  code: 'rt-code-block',
  text: {
    bold: 'rt-bold',
    italic: 'rt-italic',
    underline: 'rt-underline',
    strikethrough: 'rt-strike',
    underlineStrikethrough: 'rt-underline-strike',
    subscript: 'rt-sub',
    superscript: 'rt-sup',
    code: 'rt-code',
  },
};

type NodeJson = { readonly type?: unknown; readonly children?: unknown; [key: string]: unknown };

function keepKnown(nodes: unknown): NodeJson[] {
  if (!Array.isArray(nodes)) return [];
  return nodes
    .filter((node): node is NodeJson => typeof node === 'object' && node !== null)
    .filter((node) => typeof node.type === 'string' && KNOWN_TYPES.has(node.type))
    .map((node) =>
      Array.isArray(node.children) ? { ...node, children: keepKnown(node.children) } : node,
    );
}

/** The stored value with only the node types the editor knows (a paragraph when none is left). */
export function editableJson(value: unknown): string {
  const root = (value as { root?: NodeJson } | null)?.root;
  const children = keepKnown(root?.children);
  const blocks = children.length > 0 ? children : [{ type: 'paragraph', children: [], version: 1 }];
  return JSON.stringify({ root: { ...root, type: 'root', children: blocks } });
}

/**
 * Pasted text keeps its marks (bold, italic...) but not its inline styles (colours, fonts, sizes
 * from the other site), and a link whose address the page would refuse becomes plain text.
 */
export function registerCleanup(editor: LexicalEditor): () => void {
  const unwrapUnsafe = (node: LinkNode) => {
    if (!$isLinkNode(node) || safeLinkHref(node.getURL()) !== null) return;
    for (const child of node.getChildren()) node.insertBefore(child);
    node.remove();
  };
  return mergeRegister(
    editor.registerNodeTransform(TextNode, (node) => {
      if (node.getStyle() !== '') node.setStyle('');
    }),
    editor.registerNodeTransform(LinkNode, unwrapUnsafe),
    editor.registerNodeTransform(AutoLinkNode, unwrapUnsafe),
  );
}
