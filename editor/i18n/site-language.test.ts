import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultilingualPath } from '../../shared/api/multilingual';
import {
  forgetSiteLanguage,
  setSiteLanguages,
  siteLanguage,
  useSiteLanguages,
} from './site-language';

function server(answers: Response[]) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      paths.push(String(input));
      return answers.shift() ?? Response.json({ error: 'gone' }, { status: 500 });
    }),
  );
  vi.stubGlobal('document', { cookie: '' });
  return paths;
}

const settings = (defaultLanguage: string) =>
  Response.json({
    enabled: true,
    defaultLanguage,
    languages: [
      { code: defaultLanguage, isDefault: true },
      { code: 'it-IT', isDefault: false },
    ],
  });

afterEach(() => {
  forgetSiteLanguage();
  vi.unstubAllGlobals();
});

describe('siteLanguage', () => {
  it('is the site’s default language, read once however often it is asked', async () => {
    const paths = server([settings('fr-FR')]);
    expect(await Promise.all([siteLanguage(), siteLanguage()])).toEqual(['fr-FR', 'fr-FR']);
    expect(await siteLanguage()).toBe('fr-FR');
    expect(paths).toEqual([MultilingualPath.settings]);
    expect(useSiteLanguages.getState().languages.map((language) => language.code)).toEqual([
      'fr-FR',
      'it-IT',
    ]);
  });

  it('takes the list the Languages dialog saved, without asking', async () => {
    const paths = server([]);
    setSiteLanguages([
      { code: 'en-US', isDefault: false },
      { code: 'de-DE', isDefault: true },
    ]);
    expect(await siteLanguage()).toBe('de-DE');
    expect(useSiteLanguages.getState().languages).toHaveLength(2);
    expect(paths).toEqual([]);
  });

  it('is en-US while the settings cannot be read, and asks again the next time', async () => {
    const paths = server([Response.json({ error: 'No.' }, { status: 403 }), settings('de-DE')]);
    expect(await siteLanguage()).toBe('en-US');
    expect(await siteLanguage()).toBe('de-DE');
    expect(paths).toHaveLength(2);
  });
});
