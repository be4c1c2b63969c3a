import { describe, expect, it } from 'vitest';
import { productsPagePath } from '../../../shared/seo/addresses';
import { page, sampleSite, site } from '../test-site';
import { addPage } from './add-page';
import { runEdit } from './testing';

describe('addPage', () => {
  it.each([
    ['About Us', [], 'about-us'],
    ['About Us', ['about-us'], 'about-us-2'],
    ['About us', ['about-us', 'about-us-2'], 'about-us-3'],
    ['  Contact  ', [], 'contact'],
    ['???', [], 'page'],
  ])('adds %j with the URL %s taken as %j', (title, taken, slug) => {
    const start = site([page('home'), ...taken.map((s) => page(`p-${s}`, [], { slug: s }))]);
    const run = runEdit(start, (draft, ctx) => addPage(draft, ctx, title));
    expect(run.outcome).toEqual({ ok: true, pageId: 'new-1', selectedBlockId: null });
    expect(run.after.pages.at(-1)).toEqual({
      id: 'new-1',
      title: title.trim(),
      slug,
      pageType: 2,
      sections: [],
    });
  });

  it('puts the new page at the end of the main navigation, and never takes a folder URL', () => {
    const start = site([page('home')]);
    start.navigation.footer = [
      { kind: 'folder', id: 'f', title: 'More', slug: 'more', behavior: 'none', items: [] },
    ];
    const run = runEdit(start, (draft, ctx) => addPage(draft, ctx, 'More'));
    expect(run.after.pages.at(-1)?.slug).toBe('more-2');
    expect(run.after.navigation.main.at(-1)).toEqual({
      kind: 'page',
      id: 'new-2',
      pageId: 'new-1',
    });
    expect(run.after.navigation.footer).toEqual(start.navigation.footer);
  });

  it('adds a page holding a collection as a collection page', () => {
    const run = runEdit(site([page('home')]), (draft, ctx) =>
      addPage(draft, ctx, 'Our Journal', { holds: { id: 'c1', view: 'list' }, slug: 'journal' }),
    );
    expect(run.after.pages.at(-1)).toEqual({
      id: 'new-1',
      title: 'Our Journal',
      slug: 'journal',
      pageType: 1,
      sections: [],
      collection: { id: 'c1', view: 'list' },
    });
  });

  it("adds a store's products page at its URL id, the page the shop's addresses hang from", () => {
    const run = runEdit(site([page('home')]), (draft, ctx) =>
      addPage(draft, ctx, 'Market', { holds: 'products', slug: 'market' }),
    );
    const added = run.after.pages.at(-1);
    expect(added).toEqual({
      id: 'new-1',
      title: 'Market',
      slug: 'market',
      pageType: 1,
      sections: [],
    });
    expect(productsPagePath(run.after)).toBe('/market');
  });

  it.each([
    ['', 'Enter a page title.'],
    ['   ', 'Enter a page title.'],
    ['x'.repeat(201), 'A page title can be at most 200 characters.'],
  ])('refuses the title %j and leaves the document untouched', (title, message) => {
    const run = runEdit(sampleSite(), (draft, ctx) => addPage(draft, ctx, title));
    expect(run.outcome).toEqual({ ok: false, message, field: 'title' });
    expect(run.after).toBe(run.before);
  });
});
