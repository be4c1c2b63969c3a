import { describe, expect, it } from 'vitest';
import { NavEditMessage } from '../../../shared/document/navigation-edit';
import { moveNavItem } from './move-nav-item';
import { navIds, navSite } from './nav-testing';
import { runEdit } from './testing';

describe('moveNavItem', () => {
  it.each([
    ['down one place', 'n-home', null, 1, [['n-more', ['n-about']], 'n-home', 'n-blog']],
    ['to the top', 'n-blog', null, 0, ['n-blog', 'n-home', ['n-more', ['n-about']]]],
    ['into a folder', 'n-blog', 'n-more', 1, ['n-home', ['n-more', ['n-about', 'n-blog']]]],
    ['out of a folder', 'n-about', null, 3, ['n-home', ['n-more', []], 'n-blog', 'n-about']],
    [
      'past the end (kept at the end)',
      'n-home',
      null,
      99,
      [['n-more', ['n-about']], 'n-blog', 'n-home'],
    ],
  ] as const)('moves an entry %s', (_name, itemId, folderId, index, order) => {
    const run = runEdit(navSite(), (d, ctx) =>
      moveNavItem(d, ctx, 'main', itemId, folderId, index),
    );
    expect(run.outcome).toEqual({ ok: true });
    expect(navIds(run.after.navigation.main)).toEqual(order);
  });

  it('leaves the document as it was when the entry stays in place', () => {
    const run = runEdit(navSite(), (d, ctx) => moveNavItem(d, ctx, 'main', 'n-home', null, 0));
    expect(run.after).toBe(run.before);
  });

  it.each([
    ['a folder into a folder', 'n-more', 'n-more', NavEditMessage.folderInFolder],
    ['an entry that is gone', 'nope', null, NavEditMessage.itemGone],
    ['into a folder that is gone', 'n-home', 'n-blog', NavEditMessage.folderGone],
  ] as const)('refuses %s', (_name, itemId, folderId, message) => {
    const run = runEdit(navSite(), (d, ctx) => moveNavItem(d, ctx, 'main', itemId, folderId, 0));
    expect(run.outcome).toEqual({ ok: false, message });
    expect(run.after).toBe(run.before);
  });
});
