// Two sites in one database (docs/storage.md "Sites in one database"): a server for site A (the
// demo site) and one for site B over the same database. What A's routes made, B's routes do not
// find: every call of B with one of A's ids is refused as not found, and B's lists are empty
// (store, forms, files, site users, member areas, collections, templates, store setup, languages).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS_PATH, collectionPath, itemsPath } from '../shared/api/collections';
import {
  CART_COOKIE,
  CommerceMessage,
  CommercePath,
  type Order,
  type ProductItem,
  type ShoppingCart,
} from '../shared/api/commerce';
import type { FileRecord } from '../shared/api/files';
import {
  FORMS_API_PATH,
  type FormDefinition,
  formPath,
  MAILING_LISTS_API_PATH,
  type MailingList,
} from '../shared/api/forms';
import { MultilingualPath } from '../shared/api/multilingual';
import {
  MEMBER_AREAS_PATH,
  type MemberArea,
  memberAreaMembersPath,
  memberAreaPath,
} from '../shared/api/page-access';
import { CONTRIBUTORS_PATH } from '../shared/api/people';
import { SITE_USER_ACCOUNT_PATH, SITE_USER_SESSION_PATH } from '../shared/api/site-users';
import { preferencesPath, storeCollectionsPath } from '../shared/api/store-setup';
import { newCollection } from './collection-test-helpers';
import { SHIPPING_ADDRESS, Shopper, stockedProduct } from './commerce-test-helpers';
import { png } from './files/test-images';
import { contributor } from './owner-test-helpers';
import { buildDemoSite, DEMO_SITE_ID } from './seed/demo-site';
import { type RunningServer, startServer } from './server';
import { openStores } from './storage/stores';
import { serverOptions, storeOptions, TEST_OWNER, type TestClient, tempDir } from './test-helpers';

const SITE_B = 'site-b';
const dir = tempDir('site-isolation');
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  a = await startServer(serverOptions(dir.path));
  const stores = await openStores(storeOptions(join(dir.path, 'data')));
  try {
    expect(await stores.sites.create({ ...buildDemoSite(), id: SITE_B })).toMatchObject({
      kind: 'created',
    });
  } finally {
    await stores.close();
  }
  b = await startServer(serverOptions(dir.path, { siteId: SITE_B }));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  dir.remove();
});

const ownerOf = (server: RunningServer) => new Shopper(server.url).startAsOwner();

/** The status of each call, by its name (a failing call shows which one). */
async function statuses(calls: Record<string, () => Promise<Response>>) {
  const answers: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) answers[name] = (await call()).status;
  return answers;
}

const allNotFound = (calls: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(calls).map((name) => [name, 404]));

describe('the store', () => {
  let product: ProductItem;
  let order: Order;
  let cart: { id: string; entryId: string };

  beforeAll(async () => {
    const owner = await ownerOf(a);
    product = await stockedProduct(owner, 'only-in-a', 5);
    const shopper = await new Shopper(a.url).start();
    const added = await shopper.json('POST', CommercePath.cartEntries, {
      itemId: product.id,
      sku: product.structuredContent.variants[0]!.sku,
      quantity: 2,
    });
    expect(added.status).toBe(200);
    // A second cart stays open in A, its entry still there.
    const other = await new Shopper(a.url).start();
    await other.json('POST', CommercePath.cartEntries, {
      itemId: product.id,
      sku: product.structuredContent.variants[0]!.sku,
      quantity: 1,
    });
    const placed = await shopper.json<{ order: Order }>('POST', CommercePath.orders, {
      email: 'ada@example.com',
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect(placed.status).toBe(201);
    order = placed.body.order;
    const open = await other.json<ShoppingCart>('GET', CommercePath.cart);
    cart = { id: other.cookies.get(CART_COOKIE)!, entryId: open.body.entries[0]!.id };
  });

  it("refuses A's products and orders to B's owner as not found", async () => {
    const owner = await ownerOf(b);
    const draft = {
      name: 'Taken over',
      structuredContent: {
        productType: 1,
        variants: [{ sku: 'X', priceMoney: { value: '1.00', currency: 'USD' }, qtyInStock: 1 }],
      },
    };
    const calls = {
      getProduct: () => owner.request(`${CommercePath.products}/${product.id}`),
      putProduct: () => owner.send('PUT', `${CommercePath.products}/${product.id}`, draft),
      deleteProduct: () => owner.send('DELETE', `${CommercePath.products}/${product.id}`),
      stock: () => owner.request(`${CommercePath.stock}?itemId=${product.id}`),
      getOrder: () => owner.request(`${CommercePath.orders}/${order.id}`),
    };
    expect(await statuses(calls)).toEqual(allNotFound(calls));
    expect((await owner.json('GET', CommercePath.products)).body).toEqual({ products: [] });
    expect((await owner.json<{ orders: Order[] }>('GET', CommercePath.orders)).body.orders).toEqual(
      [],
    );
    // A restock sign-up for A's product is refused as the spec words it (no such product).
    const variantId = product.structuredContent.variants[0]!.id;
    const signUp = await new Shopper(b.url).start();
    const refused = await signUp.json<{ message: string }>('POST', CommercePath.restock, {
      productId: product.id,
      variantId,
      siteVisitorEmail: 'ada@example.com',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CommerceMessage.productNotFound);
    // A still has them, unchanged.
    const ownerA = await ownerOf(a);
    expect((await ownerA.json('GET', `${CommercePath.products}/${product.id}`)).status).toBe(200);
    expect((await ownerA.json('GET', `${CommercePath.orders}/${order.id}`)).status).toBe(200);
  });

  it("gives a visitor carrying A's cart B's empty cart, and refuses A's entries", async () => {
    const visitor = await new Shopper(b.url).start();
    visitor.cookies.set(CART_COOKIE, cart.id);
    const seen = await visitor.json<ShoppingCart>('GET', CommercePath.cart);
    expect(seen.status).toBe(200);
    expect(seen.body.entries).toEqual([]);
    expect(seen.body.id).not.toBe(cart.id);
    const calls = {
      changeEntry: () => visitor.send('PUT', CommercePath.cartEntry(cart.entryId), { quantity: 3 }),
      removeEntry: () => visitor.send('DELETE', CommercePath.cartEntry(cart.entryId)),
    };
    expect(await statuses(calls)).toEqual(allNotFound(calls));
    const adding = await visitor.json('POST', CommercePath.cartEntries, {
      itemId: product.id,
      sku: product.structuredContent.variants[0]!.sku,
      quantity: 1,
    });
    expect(adding.status).toBeGreaterThanOrEqual(400);
    expect(adding.status).toBeLessThan(500);
    const ordering = await visitor.json('POST', CommercePath.orders, {
      email: 'ada@example.com',
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect(ordering.status).toBe(404);
    // A's cart still holds its entry.
    const shopperA = await new Shopper(a.url).start();
    shopperA.cookies.set(CART_COOKIE, cart.id);
    const kept = await shopperA.json<ShoppingCart>('GET', CommercePath.cart);
    expect(kept.body.entries.map((entry) => entry.quantity)).toEqual([1]);
  });
});

describe('forms and mailing lists', () => {
  let form: FormDefinition;
  let list: MailingList;

  beforeAll(async () => {
    const owner = await ownerOf(a);
    const created = await owner.json<FormDefinition>('POST', FORMS_API_PATH, {
      name: 'Only in A',
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    });
    expect(created.status).toBe(201);
    form = created.body;
    list = (await owner.json<MailingList>('POST', MAILING_LISTS_API_PATH, { name: 'A letters' }))
      .body;
    expect((await owner.send('PUT', `${formPath(form.id)}/mailing-list`, { listId: list.id })).ok);
    const visitor = await new Shopper(a.url).start();
    expect((await visitor.submitForm(form.id, { email: 'ada@example.com' })).status).toBe(200);
  });

  it("refuses A's forms, submissions and lists to B's owner as not found", async () => {
    const owner = await ownerOf(b);
    const calls = {
      getForm: () => owner.request(formPath(form.id)),
      putForm: () => owner.send('PUT', formPath(form.id), { ...form, name: 'Taken over' }),
      deleteForm: () => owner.send('DELETE', formPath(form.id)),
      submissions: () => owner.request(`${formPath(form.id)}/submissions`),
      csv: () => owner.request(`${formPath(form.id)}/submissions.csv`),
      getList: () => owner.request(`${formPath(form.id)}/mailing-list`),
      putList: () => owner.send('PUT', `${formPath(form.id)}/mailing-list`, { listId: list.id }),
      deleteList: () => owner.send('DELETE', `${formPath(form.id)}/mailing-list`),
      members: () => owner.request(`${MAILING_LISTS_API_PATH}/${list.id}/members`),
    };
    expect(await statuses(calls)).toEqual(allNotFound(calls));
    expect((await owner.json('GET', FORMS_API_PATH)).body).toEqual({ forms: [] });
    expect((await owner.json('GET', MAILING_LISTS_API_PATH)).body).toEqual({ mailingLists: [] });
    const visitor = await new Shopper(b.url).start();
    expect((await visitor.submitForm(form.id, { email: 'eve@example.com' })).status).toBe(404);
    // A's form is as it was, with its one submission.
    const ownerA = await ownerOf(a);
    const forms = await ownerA.json<{ forms: { id: string; submissionCount: number }[] }>(
      'GET',
      FORMS_API_PATH,
    );
    expect(forms.body.forms.find((f) => f.id === form.id)?.submissionCount).toBe(1);
  });

  it('lets B have a form with the id of one of A', async () => {
    const owner = await ownerOf(b);
    const created = await owner.json<FormDefinition>('POST', FORMS_API_PATH, {
      ...form,
      name: 'B own',
    });
    expect(created.status).toBe(201);
    expect((await owner.send('DELETE', formPath(form.id))).status).toBe(204);
    expect((await (await ownerOf(a)).json('GET', formPath(form.id))).status).toBe(200);
  });
});

describe('files', () => {
  let file: FileRecord;

  beforeAll(async () => {
    const owner = await ownerOf(a);
    const response = await owner.upload('Only in A.png', await png(40, 30), 'image/png');
    expect(response.status).toBe(201);
    file = (await response.json()) as FileRecord;
  });

  it("refuses A's files to B, to its owner and at their address", async () => {
    const owner = await ownerOf(b);
    const calls = {
      get: () => owner.request(`/api/files/${file.id}`),
      patch: () => owner.send('PATCH', `/api/files/${file.id}`, { name: 'Taken.png' }),
      delete: () => owner.send('DELETE', `/api/files/${file.id}`),
      address: () => owner.request(file.url),
    };
    expect(await statuses(calls)).toEqual(allNotFound(calls));
    expect((await owner.json('GET', '/api/files')).body).toEqual({ files: [] });
    const ownerA = await ownerOf(a);
    expect((await ownerA.request(file.url)).status).toBe(200);
    expect((await ownerA.json<FileRecord>('GET', `/api/files/${file.id}`)).body.name).toBe(
      'Only in A.png',
    );
  });
});

describe('site users and member areas', () => {
  const credentials = { email: 'ada@example.com', password: 'site-user-pass' };
  let visitorA: Shopper;
  let area: MemberArea;
  let siteUserId: string;

  beforeAll(async () => {
    visitorA = await new Shopper(a.url).start();
    const created = await visitorA.json<{ siteUserId: string }>(
      'POST',
      SITE_USER_ACCOUNT_PATH,
      credentials,
    );
    expect(created.status).toBe(201);
    siteUserId = created.body.siteUserId;
    expect((await visitorA.send('POST', SITE_USER_SESSION_PATH, credentials)).ok).toBe(true);
    const owner = await ownerOf(a);
    area = (await owner.json<MemberArea>('POST', MEMBER_AREAS_PATH, { name: 'Gold' })).body;
    const added = await owner.send('POST', memberAreaMembersPath(area.id), credentials);
    expect(added.status).toBe(201);
  });

  it("does not know A's site users: their session, their password, their email", async () => {
    const visitor = await new Shopper(b.url).start();
    for (const [name, value] of visitorA.cookies) visitor.cookies.set(name, value);
    expect((await visitor.request(SITE_USER_ACCOUNT_PATH)).status).toBe(401);
    const stranger = await new Shopper(b.url).start();
    expect((await stranger.send('POST', SITE_USER_SESSION_PATH, credentials)).ok).toBe(false);
    // The same email is free in B.
    expect((await stranger.send('POST', SITE_USER_ACCOUNT_PATH, credentials)).status).toBe(201);
    expect((await visitorA.request(SITE_USER_ACCOUNT_PATH)).status).toBe(200);
  });

  it("refuses A's member areas to B's owner as not found", async () => {
    const owner = await ownerOf(b);
    const calls = {
      putArea: () => owner.send('PUT', memberAreaPath(area.id), { name: 'Taken' }),
      deleteArea: () => owner.send('DELETE', memberAreaPath(area.id)),
      addMember: () => owner.send('POST', memberAreaMembersPath(area.id), credentials),
      removeMember: () => owner.send('DELETE', `${memberAreaMembersPath(area.id)}/${siteUserId}`),
    };
    expect(await statuses(calls)).toEqual(allNotFound(calls));
    expect((await owner.json('GET', MEMBER_AREAS_PATH)).body).toEqual({ areas: [] });
  });
});

describe('collections, templates, store setup and languages', () => {
  let collectionId: string;

  beforeAll(async () => {
    const owner = await ownerOf(a);
    collectionId = await newCollection(owner);
    const card = { name: 'card', kind: 'partial', scope: { type: 'site' }, source: '<p>A</p>' };
    expect((await owner.send('PUT', '/api/templates/card', card)).status).toBe(200);
    const preferences = { phone: { required: true } };
    expect((await owner.send('PUT', preferencesPath('checkout'), preferences)).status).toBe(200);
    const languages = [
      { code: 'fr-FR', isDefault: true },
      { code: 'en-US', isDefault: false },
    ];
    expect((await owner.send('PUT', MultilingualPath.languages, { languages })).status).toBe(200);
  });

  it("refuses A's collections, templates and store to B's owner, and shows B its own settings", async () => {
    const owner = await ownerOf(b);
    const calls = {
      getCollection: () => owner.request(collectionPath(collectionId)),
      putCollection: () =>
        owner.send('PUT', collectionPath(collectionId), {
          type: 'blog',
          title: 'Taken',
          slug: 'taken',
        }),
      deleteCollection: () => owner.send('DELETE', collectionPath(collectionId)),
      items: () => owner.request(itemsPath(collectionId)),
      getTemplate: () => owner.request('/api/templates/card'),
      deleteTemplate: () => owner.send('DELETE', '/api/templates/card'),
      storeOfA: () => owner.request(storeCollectionsPath(DEMO_SITE_ID)),
    };
    expect(await statuses(calls)).toEqual(allNotFound(calls));
    expect((await owner.json('GET', COLLECTIONS_PATH)).body).toEqual({ collections: [] });
    expect((await owner.json('GET', '/api/templates')).body).toEqual({ templates: [] });
    expect((await owner.json('GET', preferencesPath('checkout'))).body).toEqual({});
    expect((await owner.json('GET', MultilingualPath.languages)).body).toEqual({
      languages: [{ code: 'en-US', isDefault: true }],
    });
    expect((await (await ownerOf(a)).json('GET', collectionPath(collectionId))).status).toBe(200);
  });
});

describe('owners and roles', () => {
  it("gives A's contributor no role on B, and lists only B's people there", async () => {
    const admin = await ownerOf(a);
    const editor = await contributor(admin, 'editor@example.com', 'editor');
    expect((await editor.request(FORMS_API_PATH)).status).toBe(200);
    const onB = new Shopper(b.url);
    for (const [name, value] of editor.cookies) onB.cookies.set(name, value);
    expect((await onB.request(FORMS_API_PATH)).status).toBe(403);
    expect((await onB.request(`/api/sites/${SITE_B}`)).status).toBe(404);
    // The sites list shows each person the sites they have a role on.
    const ids = async (client: TestClient) =>
      ((await (await client.request('/api/sites')).json()) as { id: string }[]).map(
        (site) => site.id,
      );
    expect(await ids(editor)).toEqual([DEMO_SITE_ID]);
    expect(await ids(await ownerOf(b))).toEqual([DEMO_SITE_ID, SITE_B]);
    const people = await (await ownerOf(b)).json<{ contributors: { email: string }[] }>(
      'GET',
      CONTRIBUTORS_PATH,
    );
    expect(people.body.contributors.map((person) => person.email)).toEqual([TEST_OWNER.email]);
  });
});
