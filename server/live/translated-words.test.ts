// The last of a site's words in another language (docs/languages.md, issue 23): the site's title
// and description on its French pages, a collection item's body and image alt text, a form's
// option labels and submit button (the answers staying the default language's options), and the
// search in French: French words found, French titles and excerpts, French addresses.
import { beforeAll, describe, expect, it } from 'vitest';
import { itemsPath } from '../../shared/api/collections';
import { CommercePath, type ProductItem } from '../../shared/api/commerce';
import {
  FORM_SUBMISSION_KEY_PATH,
  formPath,
  SAVE_FORM_SUBMISSION_PATH,
} from '../../shared/api/forms';
import { MultilingualMessage } from '../../shared/api/multilingual';
import { TranslationPath } from '../../shared/api/translations';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import type { Site } from '../../shared/document/schema';
import { setPageTranslation, setSiteTranslation } from '../../shared/document/translate';
import { call } from '../collection-test-helpers';
import { NO_LIMITS } from '../owner-test-helpers';
import { DEMO_CONTACT_FORM_ID } from '../seed/demo-forms';
import { TestClient } from '../test-helpers';
import { serverForTests } from '../test-server';
import { collectionPage } from './collection-test-site';
import { livePage, setLanguages } from './live-test-helpers';

const live = serverForTests('translated-words', { limits: NO_LIMITS });
let table: ProductItem;

const page = (path: string) => livePage(live.server.url, path);

const french = (
  owner: TestClient,
  kind: 'product' | 'form' | 'item',
  id: string,
  fields: unknown,
) => call(owner, 'PUT', TranslationPath.language(kind, id, 'fr-FR'), { fields });

beforeAll(async () => {
  const owner = await new TestClient(live.server.url).startAsOwner();
  await setLanguages(owner, 'en-US', 'fr-FR');
  const collection = await collectionPage(owner, 'blog', 'notes');
  const image = { fileId: 'f1', alt: 'A kiln at night' };
  const made = await call(owner, 'POST', itemsPath(collection), {
    title: 'Kiln day',
    status: 'Published',
    publishOn: Date.now() - 60_000,
    body: richTextFromPlain('We fired the kiln all night.'),
    mainImage: image,
  });
  expect(made.status).toBe(201);
  const body = richTextFromPlain('Nous avons chauffé le four toute la nuit.');
  const item = { title: 'Jour de cuisson', body, imageAlt: 'Un four la nuit' };
  expect((await french(owner, 'item', made.body.id, item)).status).toBe(200);

  const list = await call(owner, 'GET', CommercePath.products);
  table = list.body.products.find((p: ProductItem) => p.name === 'Oak Side Table');
  expect((await french(owner, 'product', table.id, { name: 'Guéridon en chêne' })).status).toBe(
    200,
  );
  const form = {
    fields: {
      topic: { title: 'Sujet', prompt: 'Choisissez', options: { 'An order': 'Une commande' } },
    },
    submitText: 'Envoyer',
  };
  expect((await french(owner, 'form', DEMO_CONTACT_FORM_ID, form)).status).toBe(200);

  const draft = (await (await owner.request('/api/sites/demo')).json()) as {
    site: Site;
    revision: number;
  };
  const about = draft.site.pages.find((candidate) => candidate.slug === 'about')!;
  let site = setSiteTranslation(draft.site, 'fr-FR', {
    title: 'Genièvre et Chêne',
    description: 'Des meubles en chêne faits main.',
  });
  site = setPageTranslation(site, 'fr-FR', about.id, { title: 'À propos de l’atelier' });
  expect((await owner.saveSite('demo', draft.revision, site)).status).toBe(200);
  expect((await owner.send('POST', '/api/sites/demo/publish')).status).toBe(200);
});

describe('the site’s own words in French', () => {
  it('title the French pages, describe them and name the header with the French title', async () => {
    const html = await page('/fr/about');
    expect(html).toContain('<title>À propos de l’atelier · Genièvre et Chêne</title>');
    expect(html).toContain('<meta name="description" content="Des meubles en chêne faits main.">');
    expect(html).toContain('<meta property="og:site_name" content="Genièvre et Chêne">');
    expect(html).toMatch(/<a class="sb-site-title" href="\/fr\/">[^<]*Genièvre et Chêne/);
    const english = await page('/about');
    expect(english).toContain('Juniper &amp; Oak</title>');
    expect(english).not.toContain('Genièvre');
  });
});

describe('an item in French', () => {
  it('shows its French title, body and image alt text, the English ones at its English address', async () => {
    const html = await page('/fr/notes/kiln-day');
    expect(html).toContain('Jour de cuisson');
    expect(html).toContain('Nous avons chauffé le four toute la nuit.');
    expect(html).not.toContain('We fired the kiln');
    const english = await page('/notes/kiln-day');
    expect(english).toContain('We fired the kiln all night.');
  });
});

describe('a form in French', () => {
  it('labels the options and the button in French and keeps storing the English options', async () => {
    const visitor = new TestClient(live.server.url);
    const shown = await (
      await visitor.request(`${formPath(DEMO_CONTACT_FORM_ID)}?language=fr-FR`)
    ).json();
    const topic = shown.fields.find((field: { id: string }) => field.id === 'topic');
    expect(topic).toMatchObject({
      title: 'Sujet',
      options: ['A question', 'An order', 'A workshop visit'],
      optionLabels: ['A question', 'Une commande', 'A workshop visit'],
      prompt: 'Choisissez',
    });
    expect(shown.submitText).toBe('Envoyer');
    const key = (
      (await (await visitor.send('POST', FORM_SUBMISSION_KEY_PATH)).json()) as {
        key: string;
      }
    ).key;
    const saved = await visitor.send('POST', SAVE_FORM_SUBMISSION_PATH, {
      key,
      formId: DEMO_CONTACT_FORM_ID,
      form: {
        name: ['Ada', 'Lovelace'],
        email: 'ada@example.com',
        topic: 'An order',
        message: 'Bonjour',
      },
    });
    expect(saved.status).toBe(200);
    const answers = await (
      await live.client.request(`/api/forms/${DEMO_CONTACT_FORM_ID}/submissions`)
    ).json();
    expect(JSON.stringify(answers)).toContain('An order');
    expect(JSON.stringify(answers)).not.toContain('Une commande');
  });
});

describe('search in French', () => {
  it('finds French words and shows French titles at French addresses', async () => {
    const found = await page(`/fr/search?q=${encodeURIComponent('guéridon')}`);
    expect(found).toMatch(/href="\/fr\/shop\/[^"]+">Guéridon en chêne</);
    expect(found).toContain('1 résultat pour « guéridon ».');
    expect(found).toContain('<label for="');
    expect(found).toContain('Rechercher sur ce site</label>');
    expect(found).toContain('<span class="sb-search-kind">Produit</span>');
    const about = await page(`/fr/search?q=${encodeURIComponent('atelier')}`);
    expect(about).toMatch(/href="\/fr\/about">À propos de l’atelier</);
    const item = await page(`/fr/search?q=${encodeURIComponent('cuisson')}`);
    expect(item).toMatch(/href="\/fr\/notes\/kiln-day">Jour de cuisson</);
    expect(await page(`/search?q=${encodeURIComponent('guéridon')}`)).toContain(
      'No results for “guéridon”.',
    );
    expect(await page('/search?q=oak+side')).toMatch(/href="\/shop\/[^"]+">Oak Side Table</);
  });

  it('answers the search call in French with French addresses, and refuses a language the site lacks', async () => {
    const ask = async (query: string) => {
      const response = await fetch(new URL(`/api/search?${query}`, live.server.url));
      return { status: response.status, body: await response.json() };
    };
    const french = await ask('q=cuisson&language=fr-fr');
    expect(french.body.results).toMatchObject([
      { title: 'Jour de cuisson', address: '/fr/notes/kiln-day' },
    ]);
    expect((await ask('q=cuisson')).body.results).toEqual([]);
    expect((await ask('q=kiln&language=en-US')).body.results).toMatchObject([
      { title: 'Kiln day', address: '/notes/kiln-day' },
    ]);
    expect(await ask('q=kiln&language=de-DE')).toEqual({
      status: 400,
      body: { message: MultilingualMessage.badLocale },
    });
  });

  it('titles a French feed with the French site title', async () => {
    expect(await page('/fr/notes/rss.xml')).toContain('Genièvre et Chêne');
  });

  it('finds a French word as soon as it is saved', async () => {
    expect(await page('/fr/search?q=console')).toContain('Aucun résultat pour « console ».');
    const fields = { name: 'Console en chêne' };
    expect((await french(live.client, 'product', table.id, fields)).status).toBe(200);
    expect(await page('/fr/search?q=console')).toMatch(/>Console en chêne</);
  });
});
