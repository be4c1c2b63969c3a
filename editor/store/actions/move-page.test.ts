import { describe, expect, it } from 'vitest';
import { sampleSite } from '../test-site';
import { movePage } from './move-page';
import { runEdit } from './testing';

describe('movePage', () => {
  it.each([
    ['home', 2, ['about', 'empty', 'home']],
    ['empty', 0, ['empty', 'home', 'about']],
    ['about', 99, ['home', 'empty', 'about']],
    ['about', -1, ['about', 'home', 'empty']],
  ])('moves %s to %i', (pageId, toIndex, order) => {
    const run = runEdit(sampleSite(), (draft, ctx) => movePage(draft, ctx, pageId, toIndex));
    expect(run.outcome).toEqual({ ok: true });
    expect(run.after.pages.map((p) => p.id)).toEqual(order);
  });

  it('changes nothing for a move to the same place', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => movePage(draft, ctx, 'about', 1));
    expect(run.after).toBe(run.before);
  });

  it('refuses a missing page', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => movePage(draft, ctx, 'nope', 0));
    expect(run.outcome).toEqual({ ok: false, message: 'That page no longer exists.' });
    expect(run.after).toBe(run.before);
  });
});
