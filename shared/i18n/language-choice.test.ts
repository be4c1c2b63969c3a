import { describe, expect, it } from 'vitest';
import { SITE_USER_LOCALE_PATH } from '../api/multilingual';
import { LOCALE_PATH, languageChoiceCookie, rememberedHome } from './language-choice';

const site = { tags: ['en-US', 'fr-FR'], defaultLanguage: 'en-US' };

describe('the visitor’s language choice', () => {
  it('sends a visit to / to the remembered language’s home page', () => {
    expect(rememberedHome('fr-FR', site)).toBe('/fr/');
    expect(rememberedHome('fr-fr', site)).toBe('/fr/');
  });

  it('stays for none, the default language, or one the site does not speak', () => {
    expect(rememberedHome(null, site)).toBeNull();
    expect(rememberedHome('en-US', site)).toBeNull();
    expect(rememberedHome('de-DE', site)).toBeNull();
  });

  it('keeps the choice a year for the whole site, and calls the site users’ locale path', () => {
    expect(languageChoiceCookie('fr-FR')).toBe(
      'sb_language=fr-FR; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(LOCALE_PATH).toBe(SITE_USER_LOCALE_PATH);
  });
});
