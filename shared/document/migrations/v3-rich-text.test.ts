import { describe, expect, it } from 'vitest';
import { plainTextOf } from '../../content/rich-text/plain';
import type { Json } from './util';
import { v3RichText } from './v3-rich-text';

const docWith = (...blocks: unknown[]): Json => ({
  schemaVersion: 2,
  pages: [{ id: 'p', sections: [{ id: 's', blocks }] }],
});

const blocksOf = (doc: Json) =>
  (doc.pages as Array<{ sections: Array<{ blocks: Array<{ settings: Json }> }> }>)[0]!.sections[0]!
    .blocks;

describe('v3RichText', () => {
  it('turns plain text into paragraphs and drops the old keys', () => {
    const [block] = blocksOf(
      v3RichText(
        docWith({
          id: 't',
          type: 2,
          settings: { text: 'One\ntwo\n\nThree', style: 'paragraph', align: 'center' },
        }),
      ),
    );
    expect(Object.keys(block!.settings)).toEqual(['content']);
    const content = block!.settings.content as Parameters<typeof plainTextOf>[0];
    expect(content.root.children.map((node) => [node.type, node.format])).toEqual([
      ['paragraph', 'center'],
      ['paragraph', 'center'],
    ]);
    expect(plainTextOf(content)).toBe('One\ntwo\nThree');
  });

  it.each([
    ['heading1', 'h1'],
    ['heading2', 'h2'],
    ['heading3', 'h3'],
  ])('turns style %s into one %s heading', (style, tag) => {
    const [block] = blocksOf(
      v3RichText(docWith({ id: 't', type: 2, settings: { text: 'Hi', style } })),
    );
    expect(block!.settings.content).toMatchObject({
      root: { children: [{ type: 'heading', tag, format: '' }] },
    });
  });

  it('uses the old default text and plain styles where the stored values are odd', () => {
    const [block] = blocksOf(
      v3RichText(
        docWith({ id: 't', type: 2, settings: { text: 5, style: 'title', align: 'middle' } }),
      ),
    );
    const content = block!.settings.content as Parameters<typeof plainTextOf>[0];
    expect(content.root.children[0]).toMatchObject({ type: 'paragraph', format: '' });
    expect(plainTextOf(content)).toBe('Write your text here.');
  });

  it('leaves other blocks, empty settings and migrated blocks as they are', () => {
    const blocks = [
      { id: 'b', type: 53, settings: { text: 'not a text block' } },
      { id: 'e', type: 2, settings: {} },
      {
        id: 'm',
        type: 2,
        settings: { content: { root: { type: 'root', children: [] } }, text: 'x' },
      },
      { id: 'n', type: 2 },
      'not a block',
    ];
    const doc = docWith(...blocks);
    expect(v3RichText(doc)).toEqual(doc);
  });

  it('changes nothing when run twice', () => {
    const once = v3RichText(docWith({ id: 't', type: 2, settings: { text: 'Hi' } }));
    expect(v3RichText(once)).toEqual(once);
  });
});
