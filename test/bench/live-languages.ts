// The live site's translated page beside the default language's (docs/languages.md, issue 23:
// "the ratio must stay under 1.1"): French is added, the bench's plain page and the home page
// get French words in the document and are published; then the same figures for both languages,
// alternated so both meet the same load: the plain page opened cold on the phone profile (largest
// paint), a cache miss rendered by the built render entry (translateSite included), and the home
// page's requests per second with 50 clients. The site speaks English alone again afterwards.
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { builtRenderer } from '../../server/live/renderer';
import { MultilingualPath } from '../../shared/api/multilingual';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { BlockType } from '../../shared/codes/block-types';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import type { Site } from '../../shared/document/schema';
import { setBlockTranslation, setPageTranslation } from '../../shared/document/translate';
import { clientOfContext, getSite, publishSite, putSite, readCrumb } from '../fixtures/api';
import { signInOwner } from '../fixtures/owner';
import { COLD_LOADS, type ColdLoad, coldLoad, median } from './live-site';
import { loadLoop } from './load-loop';
import { summarize } from './stats';
import type { Row } from './table';

const ROOT = resolve(import.meta.dirname, '../..');
export const RATIO_TARGET = 1.1;
const RENDERS = 200;
const LOAD_CLIENTS = 50;
const LOAD_SECONDS = 5;
const FRENCH = 'fr-FR';

/** Every page's title and text blocks in French. */
function inFrench(site: Site): Site {
  let translated = site;
  for (const page of site.pages) {
    translated = setPageTranslation(translated, FRENCH, page.id, { title: `${page.title} (FR)` });
    for (const block of page.sections.flatMap((section) => section.blocks)) {
      if (block.type !== BlockType.html) continue;
      const words = richTextFromPlain(`Texte en français du bloc ${block.id}.`);
      translated = setBlockTranslation(translated, FRENCH, block.id, 'content', words);
    }
  }
  return translated;
}

async function setLanguages(
  browser: Browser,
  baseUrl: string,
  languages: readonly string[],
): Promise<Site> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await signInOwner(context.request);
    const client = clientOfContext(context);
    const answer = await context.request.put(MultilingualPath.languages, {
      data: { languages: languages.map((code, index) => ({ code, isDefault: index === 0 })) },
      headers: { [CRUMB_HEADER]: await readCrumb(client) },
    });
    if (!answer.ok()) throw new Error(`bench: setting the languages answered ${answer.status()}`);
    const { site, revision } = await getSite(client);
    const translated = languages.includes(FRENCH) ? inFrench(site) : site;
    const saved = await putSite(client, { baseRevision: revision, site: translated });
    if (!saved.ok()) throw new Error(`bench: saving the French words answered ${saved.status()}`);
    await publishSite(client);
    return translated;
  } finally {
    await context.close();
  }
}

/** A cache miss rendered by the built entry, median ms over RENDERS, the languages alternated. */
async function renderMisses(site: Site, path: string): Promise<{ en: number; fr: number }> {
  const { module, assets } = await builtRenderer(join(ROOT, 'dist'));
  const languages = { tags: ['en-US', FRENCH], defaultLanguage: 'en-US' };
  const times = { en: [] as number[], fr: [] as number[] };
  for (let i = 0; i < RENDERS; i++) {
    for (const language of ['en-US', FRENCH] as const) {
      // A fresh copy each time, as the server reads the published document per request.
      const copy = structuredClone(site);
      const start = performance.now();
      module.renderPage({ site: copy, address: path, assets, language, languages });
      times[language === FRENCH ? 'fr' : 'en'].push(performance.now() - start);
    }
  }
  return { en: summarize(times.en).median, fr: summarize(times.fr).median };
}

/** French's cost over English's (`ratio`: above 1 when French is slower). */
function ratioRow(
  figure: string,
  english: number,
  french: number,
  unit: string,
  ratio: number,
): Row {
  return {
    figure,
    value: ratio,
    unit: 'x',
    target: `< ${RATIO_TARGET}`,
    meets: (value) => value < RATIO_TARGET,
    reference: `English ${english.toFixed(1)} ${unit}, French ${french.toFixed(1)} ${unit}`,
  };
}

export async function translatedPageRows(
  browser: Browser,
  baseUrl: string,
  plainSlug: string,
): Promise<Row[]> {
  console.log('bench: the live site in French beside English…');
  const site = await setLanguages(browser, baseUrl, ['en-US', FRENCH]);
  try {
    const english = `/${plainSlug}`;
    const french = `/fr/${plainSlug}`;
    await coldLoad(browser, baseUrl + english);
    await coldLoad(browser, baseUrl + french);
    const loads = { en: [] as ColdLoad[], fr: [] as ColdLoad[] };
    for (let i = 0; i < COLD_LOADS; i++) {
      loads.en.push(await coldLoad(browser, baseUrl + english));
      loads.fr.push(await coldLoad(browser, baseUrl + french));
    }
    const lcp = (language: 'en' | 'fr') => median(loads[language], (load) => load.lcp);
    const misses = await renderMisses(site, english);
    console.log(
      `bench: ${LOAD_CLIENTS} clients requesting / and /fr/, twice ${LOAD_SECONDS} s each…`,
    );
    const rates = { en: [] as number[], fr: [] as number[] };
    for (let round = 0; round < 2; round++) {
      rates.en.push((await loadLoop(`${baseUrl}/`, LOAD_CLIENTS, LOAD_SECONDS * 1000)).perSecond);
      rates.fr.push(
        (await loadLoop(`${baseUrl}/fr/`, LOAD_CLIENTS, LOAD_SECONDS * 1000)).perSecond,
      );
    }
    const rate = (language: 'en' | 'fr') =>
      rates[language].reduce((sum, value) => sum + value, 0) / 2;
    const cold = `Live plain page, phone 4x CPU, cold, median of ${COLD_LOADS}`;
    return [
      ratioRow(
        `${cold}: largest contentful paint, French / English`,
        lcp('en'),
        lcp('fr'),
        'ms',
        lcp('fr') / lcp('en'),
      ),
      ratioRow(
        `Live plain page rendered (cache miss), median of ${RENDERS}: French / English`,
        misses.en,
        misses.fr,
        'ms',
        misses.fr / misses.en,
      ),
      // Fewer requests a second is slower: the ratio is English's rate over French's.
      ratioRow(
        `Live home page, ${LOAD_CLIENTS} concurrent clients: requests/s, English / French`,
        rate('en'),
        rate('fr'),
        '/s',
        rate('en') / rate('fr'),
      ),
    ];
  } finally {
    await setLanguages(browser, baseUrl, ['en-US']);
  }
}
