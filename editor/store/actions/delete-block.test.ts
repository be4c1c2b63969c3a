import { describe, expect, it } from 'vitest';
import { layout, sampleSite } from '../test-site';
import { deleteBlock } from './delete-block';
import { runEdit } from './testing';

describe('deleteBlock', () => {
  it.each([
    [
      'the selected block, clearing the selection',
      'b',
      'b',
      [['a'], ['c']],
      { selectedBlockId: null },
    ],
    ['another block, keeping the selection', 'a', 'b', [['b'], ['c']], {}],
    ['the only block of a section, keeping the section', 'c', null, [['a', 'b'], []], {}],
  ] as const)('deletes %s', (_name, blockId, selectedBlockId, expected, view) => {
    const run = runEdit(sampleSite(), (draft, ctx) => deleteBlock(draft, ctx, blockId), {
      selectedBlockId,
    });
    expect(layout(run.after, 'home')).toEqual(expected);
    expect(run.outcome).toEqual({ ok: true, ...view, index: { remove: [blockId] } });
  });

  it('refuses a missing block and leaves the document untouched', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => deleteBlock(draft, ctx, 'zz'));
    expect(run.outcome).toEqual({ ok: false, message: 'That block no longer exists.' });
    expect(run.after).toBe(run.before);
  });
});
