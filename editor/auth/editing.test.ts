import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLES } from '../../shared/codes/contributor-roles';
import { sampleSite } from '../../shared/document/fixtures';
import type { Site } from '../../shared/document/schema';
import { can } from '../../shared/permissions/roles';
import { maySaveSite, mayUseHistory, saveRefusal, viewOnlyText } from './editing';

const before = sampleSite();
const pageChange: Site = { ...before, title: 'Another title' };
const storeChange: Site = {
  ...before,
  settings: { ...before.settings, store: { ...before.settings.store, currency: 'EUR' } },
};

describe('saveRefusal', () => {
  it.each(CONTRIBUTOR_ROLES)('lets the %s role send what the server would accept', (role) => {
    expect(saveRefusal(role, before, pageChange) === null).toBe(can(role, 'site:edit'));
    expect(saveRefusal(role, before, storeChange) === null).toBe(can(role, 'store-settings:write'));
  });

  it('names what the role cannot do', () => {
    expect(saveRefusal('store manager', before, pageChange)).toBe(
      'The store manager role cannot edit pages, blocks and design.',
    );
    expect(saveRefusal('viewer', before, storeChange)).toBe(
      'The viewer role cannot change store settings.',
    );
  });

  it('refuses everything while nobody is signed in', () => {
    expect(saveRefusal(null, before, storeChange)).toBe('Sign in to continue.');
  });
});

describe('what the editor offers', () => {
  it.each([
    ['admin', true, true],
    ['draft editor', true, true],
    ['store manager', true, true],
    ['billing', true, true],
    ['campaigns editor', true, false],
    ['viewer', false, false],
    ['reporting', false, false],
    ['none', false, false],
  ] as const)('%s: history %s, saving the site %s', (role, history, save) => {
    expect([mayUseHistory(role), maySaveSite(role)]).toEqual([history, save]);
  });

  it('says why the page is read-only', () => {
    expect(viewOnlyText('viewer')).toBe('View only: your role (viewer) cannot edit pages.');
  });
});
