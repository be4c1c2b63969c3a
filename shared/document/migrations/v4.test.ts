import { describe, expect, it } from 'vitest';
import { page, site } from '../fixtures';
import { parseSite } from '../parse';
import { SCHEMA_VERSION } from '../schema';
import { v3ToV4 } from './v4';

/** A version 3 document: the sample site without what version 4 added. */
function v3Site(pageIds: readonly string[]) {
  const { navigation: _n, header: _h, footer: _f, ...rest } = site(pageIds.map((id) => page(id)));
  return { ...rest, schemaVersion: 3 };
}

describe('v3ToV4', () => {
  it('gives a migrated site a main navigation of all its pages, in order', () => {
    const migrated = parseSite(v3Site(['home', 'shop', 'about']));
    if (!migrated.ok) throw new Error(JSON.stringify(migrated.issues));
    expect(migrated.site.schemaVersion).toBe(SCHEMA_VERSION);
    expect(
      migrated.site.navigation.main.map((item) => item.kind === 'page' && item.pageId),
    ).toEqual(['home', 'shop', 'about']);
    expect(migrated.site.navigation.footer).toEqual([]);
  });

  it('shows the title, account and cart links in the header, and an empty footer', () => {
    const migrated = v3ToV4(v3Site(['home']));
    expect(migrated.header).toEqual({
      brand: 'title',
      logoUrl: null,
      showAccountLink: true,
      showCartLink: true,
    });
    expect(migrated.footer).toEqual({ sections: [], showNavigation: true, socialLinks: [] });
  });

  it('keeps navigation, header and footer a document already has, and skips unreadable pages', () => {
    const navigation = { main: [], footer: [] };
    const header = { brand: 'logo' };
    const footer = { sections: [] };
    expect(v3ToV4({ pages: ['junk', { id: 'a' }], navigation, header, footer })).toMatchObject({
      navigation,
      header,
      footer,
    });
    expect(v3ToV4({ pages: ['junk', { id: 'a' }] }).navigation).toEqual({
      main: [{ kind: 'page', id: 'main-1', pageId: 'a' }],
      footer: [],
    });
    expect(v3ToV4({}).navigation).toEqual({ main: [], footer: [] });
  });
});
