// The site's default language on the live site (docs/languages.md): every page says it in `lang`,
// the storefront's words come from that language's table and money is written its way; a change
// of the languages renders the cached pages again.
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../test-server';
import { livePage, setLanguages } from './live-test-helpers';

const live = serverForTests('live-language');

const shop = () => livePage(live.server.url, '/shop');

describe('the live site in the site’s default language', () => {
  it('speaks English by default, French once French is the default, and English again after', async () => {
    const english = await shop();
    expect(english).toMatch(/^<!doctype html><html lang="en-US"/);
    expect(english).toContain('>Quick View<');
    expect(english).toMatch(/\$\d+\.\d\d/);

    await setLanguages(live.client, 'fr-FR', 'en-US');
    const french = await shop();
    expect(french).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(french).toContain('>Aperçu rapide<');
    expect(french).not.toContain('>Quick View<');
    // French money: a comma before the cents and the currency after the amount ("38,00 $US").
    expect(french).toMatch(/\d+,\d\d\s\$US/);
    expect(french).toContain('"language":"fr-FR"');

    await setLanguages(live.client, 'en-US');
    expect(await shop()).toContain('>Quick View<');
  });
});
