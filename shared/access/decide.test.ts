import { describe, expect, it } from 'vitest';
import { page, section, site } from '../document/fixtures';
import type { Page, PageAccess, Site } from '../document/schema';
import {
  accessFor,
  NOTHING_UNLOCKED,
  screenPageType,
  siteForVisitor,
  type Unlocked,
} from './decide';

function withAccess(
  access:
    | Readonly<PageAccess>
    | { readonly kind: PageAccess['kind']; readonly memberAreaIds?: readonly string[] }
    | undefined,
  id = 'p',
): Page {
  const copy = access && {
    ...access,
    memberAreaIds: access.memberAreaIds && [...access.memberAreaIds],
  };
  return { ...page(id, [section(`${id}-s`)]), access: copy };
}

function locked(doc: Site): Site {
  return { ...doc, settings: { ...doc.settings, lockScreen: { enabled: true, message: '' } } };
}

const unlockedPage = (id: string): Unlocked => ({ site: false, pageIds: new Set([id]) });
const member = (...memberAreaIds: string[]) => ({ memberAreaIds });

describe('accessFor', () => {
  const open = site([withAccess(undefined)]);
  it.each([
    ['no access field', undefined, null, NOTHING_UNLOCKED, 'allowed'],
    ['public', { kind: 'public' }, null, NOTHING_UNLOCKED, 'allowed'],
    ['password, not given', { kind: 'password' }, null, NOTHING_UNLOCKED, 'page-password'],
    ['password, given', { kind: 'password' }, null, unlockedPage('p'), 'allowed'],
    [
      'password, another page given',
      { kind: 'password' },
      null,
      unlockedPage('q'),
      'page-password',
    ],
    [
      'password, signed-in member',
      { kind: 'password' },
      member(),
      NOTHING_UNLOCKED,
      'page-password',
    ],
    ['members, visitor', { kind: 'members' }, null, NOTHING_UNLOCKED, 'members-only'],
    ['members, any member', { kind: 'members' }, member(), NOTHING_UNLOCKED, 'allowed'],
    [
      'members, empty area list',
      { kind: 'members', memberAreaIds: [] },
      member(),
      NOTHING_UNLOCKED,
      'allowed',
    ],
    [
      'members of a, user in a',
      { kind: 'members', memberAreaIds: ['a'] },
      member('b', 'a'),
      NOTHING_UNLOCKED,
      'allowed',
    ],
    [
      'members of a, user in b',
      { kind: 'members', memberAreaIds: ['a'] },
      member('b'),
      NOTHING_UNLOCKED,
      'members-only',
    ],
    [
      'members of a, user in none',
      { kind: 'members', memberAreaIds: ['a'] },
      member(),
      NOTHING_UNLOCKED,
      'members-only',
    ],
    ['members, page unlocked cookie', { kind: 'members' }, null, unlockedPage('p'), 'members-only'],
  ] as const)('%s', (_name, access, siteUser, unlocked, expected) => {
    expect(accessFor({ site: open, page: withAccess(access), siteUser, unlocked })).toBe(expected);
  });

  it('shows the lock screen on every page until the site is unlocked, then the page rules', () => {
    const doc = locked(open);
    const protectedPage = withAccess({ kind: 'password' });
    for (const target of [withAccess(undefined), protectedPage]) {
      const question = { site: doc, page: target, siteUser: member() };
      expect(accessFor({ ...question, unlocked: unlockedPage('p') })).toBe('lock-screen');
    }
    const siteOnly = { site: true, pageIds: new Set<string>() };
    const question = { site: doc, siteUser: null, unlocked: siteOnly };
    expect(accessFor({ ...question, page: withAccess(undefined) })).toBe('allowed');
    expect(accessFor({ ...question, page: protectedPage })).toBe('page-password');
  });

  it('names the spec page type of each screen', () => {
    expect(
      ['allowed', 'lock-screen', 'page-password', 'members-only'].map((d) =>
        screenPageType(d as never),
      ),
    ).toEqual([null, 103, 105, 106]);
  });
});

describe('siteForVisitor', () => {
  it('removes the sections of every refused page and keeps its title and address', () => {
    const doc = site([withAccess(undefined, 'home'), withAccess({ kind: 'password' }, 'secret')]);
    const { site: copy, access } = siteForVisitor(doc, (p) =>
      accessFor({ site: doc, page: p, siteUser: null, unlocked: NOTHING_UNLOCKED }),
    );
    expect(access).toEqual({ home: 'allowed', secret: 'page-password' });
    expect(copy.pages[0]).toBe(doc.pages[0]);
    expect(copy.pages[1]).toEqual({ ...doc.pages[1], sections: [] });
    expect(doc.pages[1]!.sections).toHaveLength(1);
  });
});
