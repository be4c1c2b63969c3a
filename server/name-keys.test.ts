// Names that are also Object.prototype's (`__proto__`, `constructor`, `toString`, ...) used as
// form field ids, likert questions, product option names, additional-field answers, locales and
// block settings keys, through the real routes: each is stored, checked and answered like any
// other name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../shared/api/forms';
import type { SiteResponse } from '../shared/api/sites';
import { LIKERT_DEFAULT_LABELS } from '../shared/forms/likert';
import { FormMessage } from '../shared/forms/messages';
import { type RunningServer, startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('name-keys');
let server: RunningServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path));
  client = await new TestClient(server.url).startAsOwner();
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

const json = async <T>(response: Response) => ({
  status: response.status,
  body: (await response.json()) as T,
});

const FIELDS = [
  { id: '__proto__', type: 'text', title: 'Proto', required: true },
  { id: 'constructor', type: 'text', title: 'Constructor', required: true },
  { id: 'toString', type: 'textarea', title: 'To string' },
  {
    id: 'hasOwnProperty',
    type: 'likert',
    title: 'Survey',
    options: ['constructor', '__proto__'],
    required: true,
  },
  { id: 'prototype', type: 'checkbox', title: 'Choices', options: ['valueOf', 'toString'] },
];

/** A complete answer: JSON text, so `__proto__` is an own key as a browser would send it. */
const ANSWERS =
  '{"__proto__":"proto answer","constructor":"constructor answer","toString":"text",' +
  `"hasOwnProperty":{"constructor":["${LIKERT_DEFAULT_LABELS[3]}"],"__proto__":["${LIKERT_DEFAULT_LABELS[0]}"]},` +
  '"prototype":["valueOf"]}';

let form: FormDefinition;

describe('form field ids and likert questions named like prototype properties', () => {
  beforeAll(async () => {
    const created = await json<FormDefinition>(
      await client.send('POST', '/api/forms', { name: 'Names', fields: FIELDS }),
    );
    expect(created.status).toBe(201);
    form = created.body;
  });

  it('keeps every field id in the stored definition', async () => {
    const stored = await json<FormDefinition>(await client.request(`/api/forms/${form.id}`));
    expect(stored.body.fields.map((field) => field.id)).toEqual(FIELDS.map((field) => field.id));
  });

  async function submit(formText: string) {
    const key = await json<{ key: string }>(
      await client.send('POST', '/api/form/FormSubmissionKey'),
    );
    return client.request('/api/form/SaveFormSubmission', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': client.crumb ?? '' },
      body: `{"key":"${key.body.key}","formId":"${form.id}","form":${formText}}`,
    });
  }

  it('stores every answer under its own name, and lists and exports it', async () => {
    const saved = await submit(ANSWERS);
    expect(saved.status).toBe(200);
    const page = await json<{ submissions: { values: Record<string, unknown> }[] }>(
      await client.request(`/api/forms/${form.id}/submissions`),
    );
    expect(page.body.submissions[0]?.values).toEqual(JSON.parse(ANSWERS));
    expect(Object.keys(page.body.submissions[0]?.values ?? {}).sort()).toEqual(
      FIELDS.map((field) => field.id).sort(),
    );
    const csv = await (await client.request(`/api/forms/${form.id}/submissions.csv`)).text();
    expect(csv).toContain('proto answer');
    expect(csv).toContain('constructor answer');
  });

  it('refuses missing required answers, naming each field', async () => {
    const refused = await json<{ errors: Record<string, string> }>(
      await submit('{"toString":"x"}'),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(
      ['__proto__', 'constructor', 'hasOwnProperty'].sort(),
    );
  });

  it('refuses a likert answer missing for a question named constructor', async () => {
    const partial = ANSWERS.replace(`"constructor":["${LIKERT_DEFAULT_LABELS[3]}"],`, '');
    const refused = await json<{ errors: Record<string, string> }>(await submit(partial));
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([400, ['hasOwnProperty']]);
  });

  it('validates with the same rules (the validate call)', async () => {
    const response = await client.request(`/api/rest/forms/validate/${form.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': client.crumb ?? '' },
      body: '{"constructor":"only this"}',
    });
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(response.status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(['__proto__', 'hasOwnProperty'].sort());
  });

  it('refuses a value of the wrong shape for a field named toString', async () => {
    const wrong = ANSWERS.replace('"toString":"text"', '"toString":{"a":1}');
    const refused = await json<{ error: string }>(await submit(wrong));
    expect(refused).toEqual({ status: 400, body: { error: FormMessage.unparsableFields } });
  });
});

describe('product options and cart answers named like prototype properties', () => {
  const product = (formId: string | null) => ({
    name: 'Named options',
    structuredContent: {
      productType: 1,
      variantOptionOrdering: ['__proto__', 'constructor'],
      additionalFieldsFormId: formId,
      variants: [
        {
          sku: 'NAMES-1',
          attributes: JSON.parse('{"__proto__":"Large","constructor":"Oak"}'),
          priceMoney: { value: '10.00', currency: 'USD' },
          qtyInStock: 5,
        },
        {
          sku: 'NAMES-2',
          attributes: JSON.parse('{"__proto__":"Small","constructor":"Oak"}'),
          priceMoney: { value: '12.00', currency: 'USD' },
          qtyInStock: 5,
        },
      ],
    },
  });

  it('stores option values under those names and refuses a variant missing one', async () => {
    const created = await json<{
      product: {
        id: string;
        structuredContent: { variants: { attributes: Record<string, string> }[] };
      };
    }>(await client.send('POST', '/api/commerce/products', product(form.id)));
    expect(created.status).toBe(201);
    expect(created.body.product.structuredContent.variants.map((v) => v.attributes)).toEqual([
      JSON.parse('{"__proto__":"Large","constructor":"Oak"}'),
      JSON.parse('{"__proto__":"Small","constructor":"Oak"}'),
    ]);
    const missing = product(null);
    missing.structuredContent.variants[1]!.attributes = JSON.parse('{"__proto__":"Small"}');
    missing.structuredContent.variants[1]!.sku = 'NAMES-3';
    const refused = await json<{ field: string }>(
      await client.send('POST', '/api/commerce/products', missing),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('structuredContent.variants.1.attributes.constructor');
  });

  it('checks additional-field answers keyed by those names against the product form', async () => {
    const { products } = (await (await client.request('/api/commerce/products')).json()) as {
      products: { id: string; name: string }[];
    };
    const itemId = products.find((p) => p.name === 'Named options')?.id;
    const add = (additionalFields: string) =>
      client.send('POST', '/api/commerce/shopping-cart/entries', {
        itemId,
        sku: 'NAMES-1',
        quantity: 1,
        additionalFields,
      });
    expect((await add(ANSWERS)).status).toBe(200);
    expect((await add('{"toString":"x"}')).status).toBe(400);
  });
});

describe('locales and settings keys named like prototype properties', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'the installment popup for locale %s is the default one',
    async (locale) => {
      const response = await client.request(`/api/commerce/installments/modal?locale=${locale}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Afterpay');
    },
  );

  it('keeps block settings keys named __proto__ and constructor through a save', async () => {
    const before = (await (await client.request('/api/sites/demo')).json()) as SiteResponse;
    const text = JSON.stringify({ baseRevision: before.revision, site: before.site });
    const firstSettings = JSON.stringify(before.site.pages[0]!.sections[0]!.blocks[0]!.settings);
    const named = `${firstSettings.slice(0, -1)},"__proto__":"kept","constructor":"also kept"}`;
    const response = await client.put('/api/sites/demo', text.replace(firstSettings, named));
    expect(response.status).toBe(200);
    const raw = await (await client.request('/api/sites/demo')).text();
    expect(raw).toContain('"__proto__":"kept"');
    expect(raw).toContain('"constructor":"also kept"');
  });
});
