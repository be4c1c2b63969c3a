import { describe, expect, it } from 'vitest';
import { navIds, navSite } from './nav-testing';
import { setPageInNavigation } from './set-page-in-navigation';
import { runEdit } from './testing';

describe('setPageInNavigation', () => {
  it('puts a page at the end of a navigation', () => {
    const run = runEdit(navSite(), (d, ctx) => setPageInNavigation(d, ctx, 'footer', 'shop', true));
    expect(run.after.navigation.footer).toEqual([{ kind: 'page', id: 'new-1', pageId: 'shop' }]);
  });

  it('takes a page out, from inside a folder too', () => {
    const run = runEdit(navSite(), (d, ctx) => setPageInNavigation(d, ctx, 'main', 'about', false));
    expect(navIds(run.after.navigation.main)).toEqual(['n-home', ['n-more', []], 'n-blog']);
  });

  it('changes nothing when the page is already where asked', () => {
    const run = runEdit(navSite(), (d, ctx) => setPageInNavigation(d, ctx, 'main', 'home', true));
    expect(run.after).toBe(run.before);
  });

  it('refuses a page that is gone', () => {
    const run = runEdit(navSite(), (d, ctx) => setPageInNavigation(d, ctx, 'main', 'nope', true));
    expect(run.outcome.ok).toBe(false);
    expect(run.after).toBe(run.before);
  });
});
