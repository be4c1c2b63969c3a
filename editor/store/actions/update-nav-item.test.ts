import { describe, expect, it } from 'vitest';
import { navSite } from './nav-testing';
import { runEdit } from './testing';
import { updateNavItem } from './update-nav-item';

describe('updateNavItem', () => {
  it("changes a link's title and address, ignoring what a link does not have", () => {
    const run = runEdit(navSite(), (d, ctx) =>
      updateNavItem(d, ctx, 'main', 'n-blog', { title: 'Notes', url: '/notes', behavior: 'none' }),
    );
    expect(run.outcome).toEqual({ ok: true, mergeKey: 'nav:n-blog:title,url' });
    expect(run.after.navigation.main[2]).toEqual({
      kind: 'link',
      id: 'n-blog',
      title: 'Notes',
      url: '/notes',
      newWindow: true,
    });
  });

  it("changes a folder's behaviour", () => {
    const run = runEdit(navSite(), (d, ctx) =>
      updateNavItem(d, ctx, 'main', 'n-more', { behavior: 'redirect' }),
    );
    expect(run.after.navigation.main[1]).toMatchObject({
      behavior: 'redirect',
      items: [{ id: 'n-about' }],
    });
  });

  it('refuses an unsafe address, and leaves a page entry and an unchanged one alone', () => {
    const bad = runEdit(navSite(), (d, ctx) =>
      updateNavItem(d, ctx, 'main', 'n-blog', { url: 'javascript:alert(1)' }),
    );
    expect(bad.outcome).toMatchObject({ ok: false, field: 'url' });
    for (const [itemId, change] of [
      ['n-home', { title: 'X' }],
      ['n-blog', { title: 'Blog' }],
    ] as const) {
      const run = runEdit(navSite(), (d, ctx) => updateNavItem(d, ctx, 'main', itemId, change));
      expect(run.after).toBe(run.before);
    }
    const gone = runEdit(navSite(), (d, ctx) => updateNavItem(d, ctx, 'main', 'nope', {}));
    expect(gone.outcome.ok).toBe(false);
  });
});
