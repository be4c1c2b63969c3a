// Which permissions a site save needs. The store settings live in the site document
// (settings.store, and settings.currency, which the store's currency sets: see
// editor/store/actions/update-store-settings.ts), so a store manager or billing contributor saves
// the document too: a save that changes only them needs 'store-settings:write'; any other change
// needs 'site:edit'.
import type { Site } from '../document/schema';
import type { OwnerAction } from './roles';

function storeSettingsOf(site: Site): unknown {
  return { store: site.settings.store, currency: site.settings.currency };
}

function withoutStoreSettings(site: Site): unknown {
  const { store: _store, currency: _currency, ...settings } = site.settings;
  return { ...site, settings };
}

/** The actions a save from `before` to `after` needs (none when nothing changed). */
export function siteChangeActions(before: Site, after: Site): OwnerAction[] {
  const actions: OwnerAction[] = [];
  if (
    JSON.stringify(withoutStoreSettings(before)) !== JSON.stringify(withoutStoreSettings(after))
  ) {
    actions.push('site:edit');
  }
  if (JSON.stringify(storeSettingsOf(before)) !== JSON.stringify(storeSettingsOf(after))) {
    actions.push('store-settings:write');
  }
  return actions;
}
