import { describe, expect, it } from 'vitest';
import { plainTextOf, richTextFromPlain, textNode } from './plain';

describe('richTextFromPlain', () => {
  it('builds the state Lexical serializes for one paragraph', () => {
    expect(richTextFromPlain('Hello')).toEqual({
      root: {
        children: [
          {
            children: [
              {
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                text: 'Hello',
                type: 'text',
                version: 1,
              },
            ],
            direction: null,
            format: '',
            indent: 0,
            textFormat: 0,
            textStyle: '',
            type: 'paragraph',
            version: 1,
          },
        ],
        direction: null,
        format: '',
        indent: 0,
        type: 'root',
        version: 1,
      },
    });
  });

  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    const state = richTextFromPlain('a\r\nb\n \nc');
    expect(state.root.children.map((p) => p.children?.map((n) => n.text ?? n.type))).toEqual([
      ['a', 'linebreak', 'b'],
      ['c'],
    ]);
  });

  it('makes one heading of the level given, aligned', () => {
    const [heading] = richTextFromPlain('Title\n\nmore', { style: 'h2', align: 'right' }).root
      .children;
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2', format: 'right' });
    expect(heading?.children?.map((n) => n.text ?? n.type)).toEqual([
      'Title',
      'linebreak',
      'linebreak',
      'more',
    ]);
  });

  it('gives an empty paragraph for empty text', () => {
    expect(richTextFromPlain('').root.children).toMatchObject([
      { type: 'paragraph', children: [] },
    ]);
  });
});

describe('plainTextOf', () => {
  it('reads text, line breaks and blocks back', () => {
    expect(plainTextOf(richTextFromPlain('a\nb\n\nc'))).toBe('a\nb\nc');
  });

  it('reads nested lists, links and tabs', () => {
    const state = {
      root: {
        type: 'root' as const,
        children: [
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [textNode('one')] },
              {
                type: 'listitem',
                children: [
                  { type: 'link', url: 'https://x.test', children: [textNode('two')] },
                  { type: 'tab' },
                  textNode('end', 1),
                ],
              },
            ],
          },
        ],
      },
    };
    expect(plainTextOf(state)).toBe('one\ntwo\tend');
  });
});
