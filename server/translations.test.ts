// The translations of products, forms and collection items (docs/languages.md "Products, forms and
// items in other languages"): the owner API with its refusals (a language that is not one of the
// site's others, unknown words, another site's record, a key without the scope), words dropped
// with their record, and the live site and visitor calls showing them with a fallback per word.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS_PATH, itemsPath } from '../shared/api/collections';
import { CommercePath, type ProductItem } from '../shared/api/commerce';
import { FORMS_API_PATH, formPath } from '../shared/api/forms';
import { MultilingualMessage, MultilingualPath } from '../shared/api/multilingual';
import { API_KEYS_PATH } from '../shared/api/people';
import { TranslationMessage, TranslationPath } from '../shared/api/translations';
import { scopeRefusal } from '../shared/permissions/roles';
import { call, newCollection } from './collection-test-helpers';
import { collectionPage } from './live/collection-test-site';
import { setLanguages } from './live/live-test-helpers';
import { buildDemoSite } from './seed/demo-site';
import { type RunningServer, startServer } from './server';
import { openStores } from './storage/stores';
import { serverOptions, storeOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('translations');
let server: RunningServer;
let other: RunningServer;
let owner: TestClient;
let table: ProductItem;

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path));
  const stores = await openStores(storeOptions(join(dir.path, 'data')));
  try {
    await stores.sites.create({ ...buildDemoSite(), id: 'site-b' });
  } finally {
    await stores.close();
  }
  other = await startServer(serverOptions(dir.path, { siteId: 'site-b' }));
  owner = await new TestClient(server.url).startAsOwner();
  await setLanguages(owner, 'en-US', 'fr-FR');
  const list = await call(owner, 'GET', CommercePath.products);
  table = list.body.products.find((p: ProductItem) => p.name === 'Oak Side Table');
});
afterAll(async () => {
  await other?.close();
  await server?.close();
  dir.remove();
});

async function journalId(): Promise<string> {
  const list = await call(owner, 'GET', COLLECTIONS_PATH);
  return list.body.collections.find((c: { slug: string }) => c.slug === 'journal').id;
}

const french = (kind: 'product' | 'form' | 'item', id: string, fields: unknown) =>
  call(owner, 'PUT', TranslationPath.language(kind, id, 'fr-FR'), { fields });

describe('the owner API', () => {
  it('stores a language’s words and answers every language’s', async () => {
    expect((await call(owner, 'GET', TranslationPath.record('product', table.id))).body).toEqual({
      kind: 'product',
      id: table.id,
      defaultLanguage: 'en-US',
      translations: {},
    });
    const put = await french('product', table.id, { name: 'Table d’appoint', description: '' });
    expect(put.status).toBe(200);
    expect(put.body.fields).toEqual({ name: 'Table d’appoint' });
    const got = await call(owner, 'GET', TranslationPath.record('product', table.id));
    expect(got.body.translations['fr-FR'].fields).toEqual({ name: 'Table d’appoint' });
  });

  it('refuses the default language, a language the site lacks and unknown words with 400', async () => {
    for (const language of ['en-US', 'de-DE', 'nonsense']) {
      const path = TranslationPath.language('product', table.id, language);
      const answer = await call(owner, 'PUT', path, { fields: { name: 'x' } });
      expect(answer).toEqual({
        status: 400,
        body: { error: TranslationMessage.notOtherLanguage, issues: [] },
      });
    }
    const unknown = await french('product', table.id, { price: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/^The words are not valid: body: Unrecognized key/);
    const long = await french('product', table.id, { name: 'x'.repeat(201) });
    expect(long.body.error).toBe('The words are not valid: name: must be at most 200 characters');
    for (const body of [null, { fields: 'text' }, []]) {
      const path = TranslationPath.language('product', table.id, 'fr-FR');
      expect((await call(owner, 'PUT', path, body)).status).toBe(400);
    }
  });

  it('answers 404 for a record the site does not have', async () => {
    const missing = await french('product', 'no-such-product', { name: 'x' });
    expect(missing).toEqual({
      status: 404,
      body: { error: TranslationMessage.notFound.product, issues: [] },
    });
    expect((await call(owner, 'GET', TranslationPath.record('form', 'nope'))).status).toBe(404);
    expect((await call(owner, 'GET', TranslationPath.record('item', 'nope'))).status).toBe(404);
  });

  it('never reaches another site’s record: 404 to the other site’s owner', async () => {
    const theirs = await new TestClient(other.url).startAsOwner();
    const languages = [
      { code: 'en-US', isDefault: true },
      { code: 'fr-FR', isDefault: false },
    ];
    await theirs.send('PUT', MultilingualPath.languages, { languages });
    const path = TranslationPath.language('product', table.id, 'fr-FR');
    expect((await call(theirs, 'PUT', path, { fields: { name: 'Pris' } })).status).toBe(404);
    expect((await call(theirs, 'DELETE', path)).status).toBe(404);
    expect((await call(theirs, 'GET', TranslationPath.record('product', table.id))).status).toBe(
      404,
    );
  });

  it('refuses a key without the scope with 403', async () => {
    const made = await call(owner, 'POST', API_KEYS_PATH, {
      name: 'reader',
      scopes: ['products:read'],
    });
    const script = new TestClient(server.url);
    const key = { Authorization: `Bearer ${made.body.key}` };
    const read = await script.request(TranslationPath.record('product', table.id), {
      headers: key,
    });
    expect(read.status).toBe(200);
    const write = await script.request(TranslationPath.language('product', table.id, 'fr-FR'), {
      method: 'PUT',
      headers: { ...key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { name: 'x' } }),
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ message: scopeRefusal('products:write') });
  });

  it('checks a form’s words against its fields, and shows them to visitors who ask', async () => {
    const form = {
      id: 'contact',
      name: 'Contact',
      fields: [{ id: 'email', type: 'email', title: 'Email' }],
    };
    expect((await call(owner, 'POST', FORMS_API_PATH, form)).status).toBe(201);
    const wrong = await french('form', 'contact', { fields: { nope: { title: 'x' } } });
    expect(wrong).toEqual({
      status: 400,
      body: { error: TranslationMessage.unknownField('nope'), issues: [] },
    });
    const words = { fields: { email: { title: 'Courriel' } }, parsedSubmissionMessage: 'Merci' };
    expect((await french('form', 'contact', words)).status).toBe(200);

    const visitor = new TestClient(server.url);
    const shown = await (await visitor.request(`${formPath('contact')}?language=fr-fr`)).json();
    expect(shown.fields[0]).toMatchObject({ id: 'email', title: 'Courriel' });
    expect(shown.parsedSubmissionMessage).toBe('Merci');
    expect((await (await visitor.request(formPath('contact'))).json()).fields[0].title).toBe(
      'Email',
    );
    const bad = await visitor.request(`${formPath('contact')}?language=de-DE`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: MultilingualMessage.badLocale });

    expect((await call(owner, 'DELETE', formPath('contact'))).status).toBe(204);
    expect((await call(owner, 'POST', FORMS_API_PATH, form)).status).toBe(201);
    const again = await call(owner, 'GET', TranslationPath.record('form', 'contact'));
    expect(again.body.translations).toEqual({});
  });

  it('translates an item, removes a language’s words, and drops them with the item', async () => {
    const collection = await newCollection(owner);
    const made = await call(owner, 'POST', `/api/collections/${collection}/items`, {
      title: 'Hello',
      status: 'Published',
    });
    const id = made.body.id as string;
    expect((await french('item', id, { title: 'Bonjour' })).status).toBe(200);
    const path = TranslationPath.language('item', id, 'fr-FR');
    expect((await call(owner, 'DELETE', path)).status).toBe(204);
    expect(
      (await call(owner, 'GET', TranslationPath.record('item', id))).body.translations,
    ).toEqual({});
    expect((await french('item', id, { title: 'Bonjour' })).status).toBe(200);
    expect((await call(owner, 'DELETE', `/api/collections/${collection}/items/${id}`)).status).toBe(
      204,
    );
    expect((await call(owner, 'GET', TranslationPath.record('item', id))).status).toBe(404);
  });
});

describe('visitors', () => {
  it('read the catalogue in a language, each word falling back to the default language', async () => {
    const visitor = new TestClient(server.url);
    const list = await (await visitor.request(`${CommercePath.products}?language=fr-FR`)).json();
    const shown = list.products.find((p: ProductItem) => p.id === table.id);
    expect(shown.name).toBe('Table d’appoint');
    expect(shown.description).toBe(table.description);
    const one = await (
      await visitor.request(`${CommercePath.product(table.id)}?language=fr-FR`)
    ).json();
    expect(one.product.name).toBe('Table d’appoint');
    const bad = await visitor.request(`${CommercePath.products}?language=xx`);
    expect(bad.status).toBe(400);
  });

  it('see a French page of a blog: the French title, the English excerpt, French dates', async () => {
    await collectionPage(owner, 'blog', 'journal');
    const made = await call(owner, 'POST', itemsPath(await journalId()), {
      title: 'Hello world',
      excerpt: '<p>The first post.</p>',
      status: 'Published',
      publishOn: Date.parse('2026-11-02T12:00:00Z'),
    });
    expect(made.status).toBe(201);
    expect((await french('item', made.body.id, { title: 'Bonjour le monde' })).status).toBe(200);
    await setLanguages(owner, 'fr-FR', 'en-US');
    const list = await (await fetch(new URL('/journal', server.url))).text();
    expect(list).toContain('Bonjour le monde');
    expect(list).not.toContain('Hello world');
    expect(list).toContain('The first post.');
    expect(list).toMatch(/novembre 2026/);
    const page = await (await fetch(new URL('/journal/hello-world', server.url))).text();
    expect(page).toContain('Bonjour le monde');
    await setLanguages(owner, 'en-US', 'fr-FR');
  });

  it('see a product page rendered in French with the French name and the English description', async () => {
    await setLanguages(owner, 'fr-FR', 'en-US');
    const page = await (await fetch(new URL(`/shop/${table.slug}`, server.url))).text();
    expect(page).toMatch(/^<!doctype html><html lang="fr-FR"/);
    expect(page).toContain('Table d’appoint');
    expect(page).not.toContain('>Oak Side Table<');
    expect(page).toContain(table.description.slice(0, 40));
  });
});
