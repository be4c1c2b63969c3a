import { describe, expect, it } from 'vitest';
import { layout, sampleSite } from '../test-site';
import { moveBlock } from './move-block';
import { runEdit } from './testing';

describe('moveBlock', () => {
  it.each([
    ['down within a section', 'a', 's1', 1, [['b', 'a'], ['c']], false],
    ['to the top of a section', 'b', 's1', 0, [['b', 'a'], ['c']], false],
    ['into another section', 'a', 's2', 1, [['b'], ['c', 'a']], true],
    ['to the front of another section', 'c', 's1', 0, [['c', 'a', 'b'], []], true],
    ['past the end (clamped)', 'a', 's2', 50, [['b'], ['c', 'a']], true],
    ['to a negative index (clamped to 0)', 'b', 's1', -3, [['b', 'a'], ['c']], false],
  ] as const)('moves a block %s', (_name, blockId, sectionId, index, expected, reindexed) => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      moveBlock(draft, ctx, blockId, { sectionId, index }),
    );
    expect(layout(run.after, 'home')).toEqual(expected);
    expect(run.outcome).toEqual(
      reindexed
        ? { ok: true, index: { set: [[blockId, { pageId: 'home', sectionId }]] } }
        : { ok: true },
    );
  });

  it('changes nothing when the block stays where it is', () => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      moveBlock(draft, ctx, 'b', { sectionId: 's1', index: 1 }),
    );
    expect(run.outcome).toEqual({ ok: true });
    expect(run.after).toBe(run.before);
  });

  it.each([
    ['a missing block', 'zz', 's1', 'That block no longer exists.'],
    ['a missing section', 'a', 'gone', 'That section no longer exists.'],
    ['a section of another page', 'a', 's3', 'A block can only move within its own page.'],
  ])('refuses %s and leaves the document untouched', (_name, blockId, sectionId, message) => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      moveBlock(draft, ctx, blockId, { sectionId, index: 0 }),
    );
    expect(run.outcome).toEqual({ ok: false, message });
    expect(run.after).toBe(run.before);
  });
});
