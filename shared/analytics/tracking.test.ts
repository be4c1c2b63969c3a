import { describe, expect, it } from 'vitest';
import { isSearchPath, isTrackingEligible, shouldRecordPageView } from './tracking';

const visitor = { signedIn: false, websiteRoles: [], path: '/blog', censusDisabled: false };

describe('tracking eligibility', () => {
  it.each([
    ['a visitor', visitor, true],
    ['a visitor on a /config path', { ...visitor, path: '/config/pages' }, true],
    ['a visitor with census disabled', { ...visitor, censusDisabled: true }, false],
    ['a viewer', { ...visitor, signedIn: true, websiteRoles: ['viewer'] }, true],
    [
      'a viewer on /config',
      { ...visitor, signedIn: true, websiteRoles: ['viewer'], path: '/config' },
      false,
    ],
    [
      'a viewer on a path containing /config',
      { ...visitor, signedIn: true, websiteRoles: ['viewer'], path: '/x/config/y' },
      false,
    ],
    [
      'a viewer with census disabled',
      { ...visitor, signedIn: true, websiteRoles: ['viewer'], censusDisabled: true },
      false,
    ],
    ['an admin', { ...visitor, signedIn: true, websiteRoles: ['admin'] }, false],
    [
      'a viewer and editor',
      { ...visitor, signedIn: true, websiteRoles: ['viewer', 'editor'] },
      false,
    ],
    ['a signed-in user with no role', { ...visitor, signedIn: true }, false],
    [
      'a scheduling viewer',
      { ...visitor, signedIn: true, websiteRoles: ['scheduling viewer'] },
      false,
    ],
  ])('%s: %s', (_, context, expected) => {
    expect(isTrackingEligible(context)).toBe(expected);
  });
});

describe('page views', () => {
  it.each([
    [1, true],
    [2, true],
    [50, true],
    [101, true],
    [102, true],
    [100, false],
    [103, false],
    [106, false],
  ])('page type %i is recorded: %s', (pageType, expected) => {
    expect(shouldRecordPageView(visitor, pageType)).toBe(expected);
  });

  it.each([
    ['/search', true],
    ['/search/', true],
    ['/search?q=shoes', true],
    ['/search#top', true],
    ['/searching', false],
    ['/blog/search', false],
    ['/', false],
  ])('%s is the search page: %s', (path, expected) => {
    expect(isSearchPath(path)).toBe(expected);
    expect(shouldRecordPageView({ ...visitor, path }, 2)).toBe(!expected);
  });

  it('is not recorded for an ineligible visitor', () => {
    expect(shouldRecordPageView({ ...visitor, censusDisabled: true }, 2)).toBe(false);
  });
});
