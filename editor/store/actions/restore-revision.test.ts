import { describe, expect, it } from 'vitest';
import { BUTTON, block, layout, page, sampleSite, section, site } from '../test-site';
import { blocksLeftOut, RestoreMessage, restoreRevision } from './restore-revision';
import { runEdit } from './testing';

const standIn = (id: string) => ({ ...block(id, 15), unreadable: { reason: 'stored so' } });

describe('restoreRevision', () => {
  it('puts the revision in place, replacing only what differs', () => {
    const revision = { ...sampleSite(), title: 'Older title' };
    revision.pages[0] = page('home', [section('s1', [block('a'), block('old', BUTTON)])]);
    const run = runEdit(sampleSite(), (draft, ctx) => restoreRevision(draft, ctx, revision));
    expect(run.after).toEqual(revision);
    expect(run.after.pages[1]).toBe(run.before.pages[1]);
    expect(run.after.design).toBe(run.before.design);
    expect(run.outcome).toMatchObject({
      ok: true,
      pageId: 'home',
      selectedBlockId: null,
      index: { remove: ['b', 'c'] },
    });
  });

  it.each([
    ['a selection whose block the revision holds stays', 'home', 'a', 'home', 'a'],
    ['a selection whose block is gone is cleared', 'home', 'b', 'home', null],
    ['a page the revision lacks gives way to the start page', 'about', 'd', 'home', null],
  ])('%s', (_name, pageId, selectedBlockId, expectedPage, expectedSelection) => {
    const revision = site([page('home', [section('s1', [block('a')])])], { id: 'test-site' });
    const run = runEdit(sampleSite(), (draft, ctx) => restoreRevision(draft, ctx, revision), {
      pageId,
      selectedBlockId,
    });
    expect(layout(run.after, 'home')).toEqual([['a']]);
    expect(run.after.pages).toHaveLength(1);
    expect(run.outcome).toMatchObject({
      ok: true,
      pageId: expectedPage,
      selectedBlockId: expectedSelection,
      index: { remove: ['b', 'c', 'd'], set: [['a', { pageId: 'home', sectionId: 's1' }]] },
    });
  });

  it('changes nothing for a revision equal to the document', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => restoreRevision(draft, ctx, sampleSite()));
    expect(run.outcome.ok).toBe(true);
    expect(run.after).toBe(run.before);
  });

  it('refuses a revision of another site and leaves the document untouched', () => {
    const other = { ...sampleSite(), id: 'other' };
    const run = runEdit(sampleSite(), (draft, ctx) => restoreRevision(draft, ctx, other));
    expect(run.outcome).toEqual({ ok: false, message: RestoreMessage.otherSite });
    expect(run.after).toBe(run.before);
  });

  it('leaves out the stand-ins the document being edited does not hold', () => {
    const current = site([page('home', [section('s1', [block('a'), standIn('x')])])]);
    const revision = site([
      page('home', [section('s1', [standIn('x'), standIn('y'), block('a')])]),
    ]);
    const run = runEdit(current, (draft, ctx) => restoreRevision(draft, ctx, revision));
    expect(layout(run.after, 'home')).toEqual([['x', 'a']]);
    expect(blocksLeftOut(current, revision)).toBe(1);
    expect(blocksLeftOut(revision, current)).toBe(0);
  });
});
