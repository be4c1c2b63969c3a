import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '../../shared/document/store-settings';
import { ENGLISH_STOREFRONT_STRINGS } from '../../shared/i18n/storefront-english';
import { storefrontStrings } from '../../shared/i18n/storefront-strings';
import { parseIslandData, scriptJson } from './data';

const storefront = {
  store: DEFAULT_STORE_SETTINGS,
  useCLDRMoneyFormat: false,
  productsPath: '/shop',
  language: 'fr-FR',
  strings: storefrontStrings('fr-FR'),
};

describe('islands data', () => {
  it('never lets a value end the script element or open markup', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const text = scriptJson({ storefront, islands: { a: { kind: 'block', props: hostile } } });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(parseIslandData(text)?.islands.a?.props).toBe(hostile);
  });

  it('reads nothing from text that is not the server’s', () => {
    expect(parseIslandData(null)).toBeNull();
    expect(parseIslandData('{')).toBeNull();
    expect(parseIslandData('[]')).toBeNull();
    expect(parseIslandData('{"islands":{}}')).toBeNull();
    expect(parseIslandData(scriptJson({ storefront, islands: {} }))).toEqual({
      storefront,
      islands: {},
    });
  });

  it('reads a page cached before pages said their language as English', () => {
    const { language: _, strings: __, ...older } = storefront;
    expect(parseIslandData(scriptJson({ storefront: older, islands: {} }))?.storefront).toEqual({
      ...older,
      language: 'en-US',
      strings: ENGLISH_STOREFRONT_STRINGS,
    });
  });
});
