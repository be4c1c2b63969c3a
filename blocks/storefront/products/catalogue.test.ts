import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  catalogueVersion,
  forgetProducts,
  loadCatalogue,
  onCatalogueRefresh,
  refreshCatalogue,
  setCatalogueLanguage,
} from './catalogue';

let answers: string[][];
let requests: number;
let asked: string[];

beforeEach(() => {
  forgetProducts();
  requests = 0;
  asked = [];
  answers = [['Mug'], ['Mug', 'Cap']];
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    const names = answers[Math.min(requests, answers.length - 1)]!;
    requests += 1;
    const products = names.map((name) => ({ id: name.toLowerCase(), name }));
    return new Response(JSON.stringify({ products }), { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const names = async () => (await loadCatalogue()).map((product) => product.name);

describe('the frame catalogue', () => {
  it('is loaded once per page view', async () => {
    expect(await names()).toEqual(['Mug']);
    expect(await names()).toEqual(['Mug']);
    expect(requests).toBe(1);
  });

  it('is loaded again after a refresh, which bumps the version and tells the listeners', async () => {
    expect(await names()).toEqual(['Mug']);
    const before = catalogueVersion();
    const heard = vi.fn();
    const stop = onCatalogueRefresh(heard);
    refreshCatalogue();
    expect(heard).toHaveBeenCalledOnce();
    expect(catalogueVersion()).not.toBe(before);
    expect(await names()).toEqual(['Mug', 'Cap']);
    expect(requests).toBe(2);
    stop();
    refreshCatalogue();
    expect(heard).toHaveBeenCalledOnce();
  });
});

describe('the live page’s catalogue', () => {
  it('is read in the page’s language, and again when the language changes', async () => {
    setCatalogueLanguage('fr-FR');
    await names();
    await names();
    setCatalogueLanguage('de-DE');
    await names();
    expect(asked).toEqual([
      '/api/commerce/products?language=fr-FR',
      '/api/commerce/products?language=de-DE',
    ]);
  });
});
