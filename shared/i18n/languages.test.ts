import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_TAG_PATTERN } from './language-codes';
import {
  defaultLanguageOf,
  LanguageMessage,
  siteLanguageOf,
  siteLanguagesSchema,
} from './languages';

const messages = (value: unknown) => {
  const parsed = siteLanguagesSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("a site's languages", () => {
  it('takes 1 to 10 known languages, each once, exactly one the default', () => {
    expect(
      messages([
        { code: 'en-US', isDefault: true },
        { code: 'fr-FR', isDefault: false },
      ]),
    ).toEqual([]);
    expect(messages([])).toContain(LanguageMessage.empty);
    expect(messages([{ code: 'xx-XX', isDefault: true }])).toEqual([LanguageMessage.unknown]);
    expect(
      messages([
        { code: 'fr-FR', isDefault: true },
        { code: 'fr-FR', isDefault: false },
      ]),
    ).toEqual([LanguageMessage.repeated]);
    expect(
      messages([
        { code: 'fr-FR', isDefault: false },
        { code: 'de-DE', isDefault: false },
      ]),
    ).toEqual([LanguageMessage.oneDefault]);
    expect(
      messages([
        { code: 'fr-FR', isDefault: true },
        { code: 'de-DE', isDefault: true },
      ]),
    ).toEqual([LanguageMessage.oneDefault]);
    const eleven = [
      'en-US',
      'en-GB',
      'en-CA',
      'en-AU',
      'en-NZ',
      'fr-FR',
      'fr-CA',
      'de-DE',
      'es-ES',
      'es-MX',
      'it-IT',
    ];
    expect(messages(eleven.map((code, index) => ({ code, isDefault: index === 0 })))).toEqual([
      LanguageMessage.tooMany,
    ]);
  });

  it('reads the default as marked, else the first, else en-US (the spec’s default)', () => {
    expect(
      defaultLanguageOf([
        { code: 'fr-FR', isDefault: false },
        { code: 'de-DE', isDefault: true },
      ]),
    ).toBe('de-DE');
    expect(defaultLanguageOf([{ code: 'fr-FR', isDefault: false }])).toBe('fr-FR');
    expect(defaultLanguageOf([])).toBe(DEFAULT_LANGUAGE);
    expect(DEFAULT_LANGUAGE).toBe('en-US');
  });

  it("finds a tag among the site's languages whatever its case or separator", () => {
    const site = [
      { code: 'en-US', isDefault: true },
      { code: 'fr-CA', isDefault: false },
    ] as const;
    expect(siteLanguageOf(site, 'fr-ca')).toBe('fr-CA');
    expect(siteLanguageOf(site, 'FR_CA')).toBe('fr-CA');
    expect(siteLanguageOf(site, 'fr-FR')).toBeNull();
    expect(siteLanguageOf(site, '')).toBeNull();
  });
});

describe('LANGUAGE_TAG_PATTERN', () => {
  it('fits every language a site may add, and nothing else', () => {
    for (const code of LANGUAGE_CODES) expect(LANGUAGE_TAG_PATTERN.test(code), code).toBe(true);
    for (const text of ['fr', 'fr-fr', 'FR-FR', 'French', 'fr_FR', 'fr-FR-x']) {
      expect(LANGUAGE_TAG_PATTERN.test(text), text).toBe(false);
    }
  });
});
