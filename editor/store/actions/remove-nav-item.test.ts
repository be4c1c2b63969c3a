import { describe, expect, it } from 'vitest';
import { navIds, navSite } from './nav-testing';
import { removeNavItem } from './remove-nav-item';
import { runEdit } from './testing';

describe('removeNavItem', () => {
  it.each([
    ['a link', 'n-blog', ['n-home', ['n-more', ['n-about']]]],
    ['a folder: its entries take its place', 'n-more', ['n-home', 'n-about', 'n-blog']],
    ['an entry of a folder', 'n-about', ['n-home', ['n-more', []], 'n-blog']],
  ])('removes %s', (_name, itemId, order) => {
    const run = runEdit(navSite(), (d, ctx) => removeNavItem(d, ctx, 'main', itemId));
    expect(navIds(run.after.navigation.main)).toEqual(order);
  });

  it('refuses an entry that is gone', () => {
    const run = runEdit(navSite(), (d, ctx) => removeNavItem(d, ctx, 'main', 'nope'));
    expect(run.outcome.ok).toBe(false);
  });
});
