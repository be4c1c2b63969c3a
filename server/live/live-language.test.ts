// The site's default language on the live site (docs/languages.md): every page says it in `lang`,
// the storefront's words come from that language's table and money is written its way; a change
// of the languages renders the cached pages again.
import { describe, expect, it } from 'vitest';
import { MultilingualPath } from '../../shared/api/multilingual';
import { serverForTests } from '../test-server';

const live = serverForTests('live-language');

async function shop(): Promise<string> {
  const response = await fetch(new URL('/shop', live.server.url));
  expect(response.status).toBe(200);
  return response.text();
}

async function setLanguages(languages: { code: string; isDefault: boolean }[]) {
  const response = await live.client.send('PUT', MultilingualPath.languages, { languages });
  expect(response.status).toBe(200);
}

describe('the live site in the site’s default language', () => {
  it('speaks English by default, French once French is the default, and English again after', async () => {
    const english = await shop();
    expect(english).toMatch(/^<!doctype html><html lang="en-US"/);
    expect(english).toContain('>Quick View<');
    expect(english).toMatch(/\$\d+\.\d\d/);

    await setLanguages([
      { code: 'fr-FR', isDefault: true },
      { code: 'en-US', isDefault: false },
    ]);
    const french = await shop();
    expect(french).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(french).toContain('>Aperçu rapide<');
    expect(french).not.toContain('>Quick View<');
    // French money: a comma before the cents and the currency after the amount ("38,00 $US").
    expect(french).toMatch(/\d+,\d\d\s\$US/);
    expect(french).toContain('"language":"fr-FR"');

    await setLanguages([{ code: 'en-US', isDefault: true }]);
    expect(await shop()).toContain('>Quick View<');
  });
});
