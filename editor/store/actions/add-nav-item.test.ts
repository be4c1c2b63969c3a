import { describe, expect, it } from 'vitest';
import { addNavItem } from './add-nav-item';
import { navSite } from './nav-testing';
import { runEdit } from './testing';

describe('addNavItem', () => {
  it('adds an external link at the end', () => {
    const entry = {
      kind: 'link',
      title: ' Journal ',
      url: 'https://example.com',
      newWindow: false,
    } as const;
    const run = runEdit(navSite(), (d, ctx) => addNavItem(d, ctx, 'footer', entry));
    expect(run.after.navigation.footer).toEqual([{ ...entry, title: 'Journal', id: 'new-1' }]);
  });

  it('adds a folder with a URL no page or folder uses', () => {
    const run = runEdit(navSite(), (d, ctx) =>
      addNavItem(d, ctx, 'main', { kind: 'folder', title: 'More', behavior: 'none' }),
    );
    expect(run.after.navigation.main.at(-1)).toEqual({
      kind: 'folder',
      id: 'new-1',
      title: 'More',
      slug: 'more-2',
      behavior: 'none',
      items: [],
    });
  });

  it('adds a member area', () => {
    const entry = { kind: 'memberArea', title: 'Members', memberAreaId: 'members' } as const;
    const run = runEdit(navSite(), (d, ctx) => addNavItem(d, ctx, 'main', entry));
    expect(run.after.navigation.main.at(-1)).toEqual({ ...entry, id: 'new-1' });
  });

  it.each([
    [{ kind: 'link', title: 'X', url: 'javascript:alert(1)', newWindow: false }, 'url'],
    [{ kind: 'link', title: '  ', url: 'https://example.com', newWindow: false }, 'title'],
    [{ kind: 'folder', title: 'x'.repeat(81), behavior: 'index' }, 'title'],
  ] as const)('refuses %j naming its field', (entry, field) => {
    const run = runEdit(navSite(), (d, ctx) => addNavItem(d, ctx, 'main', entry));
    expect(run.outcome).toMatchObject({ ok: false, field });
    expect(run.after).toBe(run.before);
  });
});
