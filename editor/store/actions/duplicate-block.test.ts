import { describe, expect, it } from 'vitest';
import { MAX_BLOCKS_PER_LAYOUT } from '../../../shared/limits';
import { BUTTON, block, layout, page, sampleSite, section, site } from '../test-site';
import { duplicateBlock } from './duplicate-block';
import { runEdit } from './testing';

describe('duplicateBlock', () => {
  it.each([
    ['a block in the middle', 'a', [['a', 'new-1', 'b'], ['c']]],
    [
      'the last block of a section',
      'c',
      [
        ['a', 'b'],
        ['c', 'new-1'],
      ],
    ],
  ])('copies %s right after itself and selects the copy', (_name, blockId, expected) => {
    const run = runEdit(sampleSite(), (draft, ctx) => duplicateBlock(draft, ctx, blockId));
    expect(layout(run.after, 'home')).toEqual(expected);
    expect(run.outcome).toEqual({
      ok: true,
      selectedBlockId: 'new-1',
      index: { set: [['new-1', { pageId: 'home', sectionId: blockId === 'c' ? 's2' : 's1' }]] },
    });
  });

  it('copies type, variant and settings, not shared by reference', () => {
    const original = {
      ...block('v', BUTTON, { label: 'Go', extra: { nested: [1] } }),
      variant: 'big',
    };
    const run = runEdit(site([page('home', [section('s1', [original])])]), (draft, ctx) =>
      duplicateBlock(draft, ctx, 'v'),
    );
    const [first, copy] = run.after.pages[0]!.sections[0]!.blocks;
    expect(copy).toEqual({ ...original, id: 'new-1' });
    expect(copy!.settings.extra).not.toBe(first!.settings.extra);
  });

  it.each([
    ['a missing block', sampleSite, 'zz', 'That block no longer exists.'],
    [
      `a copy that would make ${MAX_BLOCKS_PER_LAYOUT + 1} blocks`,
      () =>
        site([
          page('home', [
            section(
              's1',
              Array.from({ length: MAX_BLOCKS_PER_LAYOUT }, (_, i) => block(`b${i}`)),
            ),
          ]),
        ]),
      'b0',
      `This page already has ${MAX_BLOCKS_PER_LAYOUT} blocks, the most a page can hold. Delete a block to add another.`,
    ],
  ] as const)('refuses %s and leaves the document untouched', (_name, make, blockId, message) => {
    const run = runEdit(make(), (draft, ctx) => duplicateBlock(draft, ctx, blockId));
    expect(run.outcome).toEqual({ ok: false, message });
    expect(run.after).toBe(run.before);
  });
});
