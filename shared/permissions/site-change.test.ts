import { describe, expect, it } from 'vitest';
import { sampleSite } from '../document/fixtures';
import type { Site } from '../document/schema';
import { siteChangeActions } from './site-change';

const before = sampleSite();

function withStore(site: Site, currency: string): Site {
  return { ...site, settings: { ...site.settings, store: { ...site.settings.store, currency } } };
}

describe('siteChangeActions', () => {
  it('asks nothing of a save that changes nothing', () => {
    expect(siteChangeActions(before, structuredClone(before))).toEqual([]);
  });

  it('asks for store settings when only they change', () => {
    expect(siteChangeActions(before, withStore(before, 'EUR'))).toEqual(['store-settings:write']);
  });

  it('asks for page editing when anything else changes', () => {
    expect(siteChangeActions(before, { ...before, title: 'Other' })).toEqual(['site:edit']);
  });

  it('asks for both when both change', () => {
    expect(siteChangeActions(before, withStore({ ...before, title: 'Other' }, 'EUR'))).toEqual([
      'site:edit',
      'store-settings:write',
    ]);
  });

  it('counts the site currency, which the store currency sets, as a store setting', () => {
    const changed = withStore(before, 'EUR');
    const both = { ...changed, settings: { ...changed.settings, currency: 'EUR' } };
    expect(siteChangeActions(before, both)).toEqual(['store-settings:write']);
    const alone = { ...before, settings: { ...before.settings, currency: 'EUR' } };
    expect(siteChangeActions(before, alone)).toEqual(['store-settings:write']);
  });
});
