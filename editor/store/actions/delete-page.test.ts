import { describe, expect, it } from 'vitest';
import { page, sampleSite, site } from '../test-site';
import { deletePage } from './delete-page';
import { runEdit } from './testing';

describe('deletePage', () => {
  it('takes the page out of both navigations, folders included', () => {
    const start = sampleSite();
    start.navigation.footer = [
      { kind: 'page', id: 'f1', pageId: 'about' },
      {
        kind: 'folder',
        id: 'f2',
        title: 'More',
        slug: 'more',
        behavior: 'index',
        items: [
          { kind: 'page', id: 'f3', pageId: 'about' },
          { kind: 'page', id: 'f4', pageId: 'home' },
        ],
      },
    ];
    const run = runEdit(start, (draft, ctx) => deletePage(draft, ctx, 'about'));
    const pageIds = (items: readonly { kind: string; pageId?: string }[]) =>
      items.map((item) => item.pageId ?? item.kind);
    expect(pageIds(run.after.navigation.main)).toEqual(['home', 'empty']);
    expect(pageIds(run.after.navigation.footer)).toEqual(['folder']);
    const folder = run.after.navigation.footer[0];
    expect(folder?.kind === 'folder' && pageIds(folder.items)).toEqual(['home']);
  });

  it.each([
    [
      'the current page: shows the next one',
      'home',
      'home',
      'a',
      ['about', 'empty'],
      { pageId: 'about', selectedBlockId: null },
    ],
    [
      'the current last page: shows the previous one',
      'empty',
      'empty',
      null,
      ['home', 'about'],
      { pageId: 'about', selectedBlockId: null },
    ],
    ['another page: the view stays', 'about', 'home', 'a', ['home', 'empty'], {}],
    [
      'the page of the selected block (not shown)',
      'about',
      'home',
      'd',
      ['home', 'empty'],
      { selectedBlockId: null },
    ],
  ] as const)('deletes %s', (_name, pageId, onPage, selectedBlockId, order, view) => {
    const run = runEdit(sampleSite(), (draft, ctx) => deletePage(draft, ctx, pageId), {
      pageId: onPage,
      selectedBlockId,
    });
    expect(run.after.pages.map((p) => p.id)).toEqual(order);
    const removed = { home: ['a', 'b', 'c'], about: ['d'], empty: [] }[pageId];
    expect(run.outcome).toEqual({ ok: true, ...view, index: { remove: removed } });
  });

  it.each([
    [
      'the last page of the site',
      () => site([page('home')]),
      'home',
      'A site needs at least one page.',
    ],
    ['a missing page', sampleSite, 'nope', 'That page no longer exists.'],
  ])('refuses %s and leaves the document untouched', (_name, make, pageId, message) => {
    const run = runEdit(make(), (draft, ctx) => deletePage(draft, ctx, pageId));
    expect(run.outcome).toEqual({ ok: false, message });
    expect(run.after).toBe(run.before);
  });
});
