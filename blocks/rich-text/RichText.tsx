// Formatted text (Lexical's serialized editor state) as React elements, without Lexical: the
// frame never loads the editor. Only the node types below are drawn; text is always a React text
// child (escaped), and no attribute is copied from the JSON: tags, classes, list numbers and link
// addresses come from render-rules.ts, so no script, event handler or `javascript:`/`data:`
// address can reach the page whatever the stored JSON says.

import { createElement, Fragment, type ReactNode } from 'react';
import { MAX_RICH_TEXT_DEPTH } from '../../shared/content/rich-text/model';
import { SiteAnchor } from '../SiteAnchor';
import { alignClass, elementTag, indentLevel, listStart, markTags, safeLink } from './render-rules';

type NodeJson = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is NodeJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function renderChildren(node: NodeJson, depth: number): ReactNode[] {
  if (depth > MAX_RICH_TEXT_DEPTH || !Array.isArray(node.children)) return [];
  return node.children.map((child, index) => renderNode(child, index, depth + 1));
}

function renderText(node: NodeJson, key: number): ReactNode {
  if (typeof node.text !== 'string') return null;
  let out: ReactNode = node.text;
  for (const tag of markTags(node.format).reverse()) out = createElement(tag, null, out);
  return createElement(Fragment, { key }, out);
}

function renderElement(node: NodeJson, key: number, depth: number): ReactNode {
  const tag = elementTag(node);
  if (tag === null) return null;
  const indent = indentLevel(node.indent);
  const props: Record<string, unknown> = { key };
  // Lexical nests a list in a list item of its own; that item shows no marker.
  const nested =
    tag === 'li' &&
    Array.isArray(node.children) &&
    node.children.length > 0 &&
    node.children.every((child) => isNode(child) && child.type === 'list');
  const className = [alignClass(node.format), nested ? 'sb-rt-nested' : undefined]
    .filter(Boolean)
    .join(' ');
  if (className) props.className = className;
  if (indent > 0 && tag !== 'li') props.style = { paddingInlineStart: `${indent * 2}em` };
  const start = listStart(node);
  if (start !== undefined) props.start = start;
  let children = renderChildren(node, depth);
  // An empty paragraph keeps its line's height, as in the editor.
  if (children.length === 0 && (tag === 'p' || tag.startsWith('h'))) children = [<br key="br" />];
  return createElement(tag, props, ...children);
}

function renderNode(value: unknown, key: number, depth: number): ReactNode {
  if (!isNode(value)) return null;
  switch (value.type) {
    case 'text':
    case 'code-highlight':
      return renderText(value, key);
    case 'tab':
      return '\t';
    case 'linebreak':
      return <br key={key} />;
    case 'link':
    case 'autolink': {
      const link = safeLink(value);
      const children = renderChildren(value, depth);
      if (!link) return <span key={key}>{children}</span>;
      return link.newWindow ? (
        <a key={key} href={link.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <SiteAnchor key={key} href={link.href}>
          {children}
        </SiteAnchor>
      );
    }
    case 'code':
      return (
        <pre key={key} className={alignClass(value.format)}>
          <code>{renderChildren(value, depth)}</code>
        </pre>
      );
    default:
      return renderElement(value, key, depth);
  }
}

/** The stored value as elements; anything that is not a root with children draws nothing. */
export function RichText({ value }: { readonly value: unknown }) {
  if (!isNode(value) || !isNode(value.root) || value.root.type !== 'root') return null;
  return <>{renderChildren(value.root, 0)}</>;
}
