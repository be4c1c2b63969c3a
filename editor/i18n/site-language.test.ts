import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultilingualPath } from '../../shared/api/multilingual';
import { forgetSiteLanguage, siteLanguage } from './site-language';

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
  Response.json({ enabled: true, defaultLanguage, languages: [] });

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
  });

  it('is en-US while the settings cannot be read, and asks again the next time', async () => {
    const paths = server([Response.json({ error: 'No.' }, { status: 403 }), settings('de-DE')]);
    expect(await siteLanguage()).toBe('en-US');
    expect(await siteLanguage()).toBe('de-DE');
    expect(paths).toHaveLength(2);
  });
});
