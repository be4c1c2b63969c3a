import { describe, expect, it } from 'vitest';
import {
  MAX_RICH_TEXT_DEPTH,
  MAX_RICH_TEXT_LENGTH,
  MAX_RICH_TEXT_NODES,
  type RichTextState,
  richTextSchema,
  type SerializedNode,
} from './model';
import { richTextFromPlain, textNode } from './plain';

const rootOf = (children: unknown[]) => ({
  root: { children, direction: null, format: '', indent: 0, type: 'root', version: 1 },
});

const paragraph = (...children: SerializedNode[]): SerializedNode => ({
  children,
  type: 'paragraph',
  version: 1,
});

function nested(depth: number): SerializedNode {
  let node: SerializedNode = textNode('deep');
  for (let i = 0; i < depth; i++) node = { type: 'list', children: [node] };
  return node;
}

const messageOf = (value: unknown) => {
  const result = richTextSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('richTextSchema', () => {
  it('accepts what Lexical serializes and keeps every field it added', () => {
    const state = richTextFromPlain('One\ntwo\n\nThree', { style: 'paragraph', align: 'center' });
    const extra = { ...state, root: { ...state.root, custom: { kept: true } } };
    expect(richTextSchema.parse(extra)).toEqual(extra);
  });

  it.each([
    ['not an object', 'plain text'],
    ['no root', {}],
    ['a root of another type', { root: { type: 'paragraph', children: [] } }],
    ['children that are not a list', rootOf('x' as unknown as unknown[])],
    ['a node without a type', rootOf([{ text: 'x' }])],
    ['a type that is not text', rootOf([{ type: 5 }])],
    ['an empty type', rootOf([{ type: '' }])],
    ['a type too long to be one', rootOf([{ type: 'x'.repeat(41) }])],
    ['children of a node that are not a list', rootOf([{ type: 'paragraph', children: {} }])],
    ['text that is not text', rootOf([paragraph({ type: 'text', text: 5 } as never)])],
  ])('refuses %s with one message', (_, value) => {
    expect(messageOf(value)).toBe('The text could not be read.');
  });

  it('holds at most the maximum number of characters', () => {
    const full = rootOf([paragraph(textNode('x'.repeat(MAX_RICH_TEXT_LENGTH)))]);
    expect(messageOf(full)).toBeNull();
    const over = rootOf([paragraph(textNode('x'.repeat(MAX_RICH_TEXT_LENGTH)), textNode('y'))]);
    expect(messageOf(over)).toBe('Text can be at most 20,000 characters.');
  });

  it('holds at most the maximum number of nodes and depth', () => {
    const many = rootOf(Array.from({ length: MAX_RICH_TEXT_NODES + 1 }, () => paragraph()));
    expect(messageOf(many)).toBe('The text has too many parts.');
    expect(messageOf(rootOf([nested(MAX_RICH_TEXT_DEPTH - 1)]))).toBeNull();
    expect(messageOf(rootOf([nested(MAX_RICH_TEXT_DEPTH)]))).toBe('The text is nested too deeply.');
  });

  it('types the parsed value as a state', () => {
    const state: RichTextState = richTextSchema.parse(richTextFromPlain('Hi'));
    expect(state.root.children).toHaveLength(1);
  });
});
