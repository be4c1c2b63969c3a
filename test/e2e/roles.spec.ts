// People and roles, at a laptop's 1024 px and a phone's 428 px: the admin invites a store manager
// in "Contributors" and copies the link; the invited person accepts it in a browser of their own
// and edits a product's price but meets no page editing; a viewer has nothing to save and the API
// refuses their edit; the admin makes an API key in the key creation modal, copies it, and a
// script lists the orders with it.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { CommercePath, type ProductItem } from '../../shared/api/commerce';
import { INVITATIONS_PATH } from '../../shared/api/people';
import { CRUMB_HEADER } from '../../shared/api/sites';
import type { ContributorRole } from '../../shared/codes/contributor-roles';
import {
  buttonBlock,
  clientOfContext,
  getSite,
  productNamed,
  readCrumb,
  resetFirstPage,
  SITE_PATH,
} from '../fixtures/api';
import { FRAME_SELECTOR } from '../fixtures/editor';
import { OWNER_EMAIL, OWNER_PASSWORD } from '../fixtures/owner';

/** The admin playwright.config.ts starts the server with (OWNER_EMAIL, OWNER_PASSWORD). */
const ADMIN = { email: OWNER_EMAIL, password: OWNER_PASSWORD };
const PASSWORD = 'chosen-by-them';

/** Signs the context in through the API, as the sign-in screen would. */
async function signIn(context: BrowserContext, who: { email: string; password: string }) {
  const crumb = await readCrumb(clientOfContext(context));
  const answer = await context.request.post('/api/auth/session', {
    data: who,
    headers: { [CRUMB_HEADER]: crumb },
  });
  expect(answer.status(), `sign in as ${who.email}`).toBe(200);
}

/** Accepts an invitation link with a password, in the context that opened it. */
async function accept(context: BrowserContext, link: string) {
  const token = new URL(link).searchParams.get('invitation')!;
  const crumb = await readCrumb(clientOfContext(context));
  const answer = await context.request.post(`/api/auth/invitations/${token}/accept`, {
    data: { password: PASSWORD },
    headers: { [CRUMB_HEADER]: crumb },
  });
  expect(answer.status()).toBe(200);
}

/** The editor, loaded: the pages panel is there once the site is. */
async function openEditor(page: Page) {
  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
}

async function openPeople(page: Page, item: string) {
  await page.getByRole('button', { name: 'People' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** What the page's clipboard holds (the context was granted clipboard access). */
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** A contributor of `role` made through the API by the signed-in admin; answers the link. */
async function inviteByApi(admin: BrowserContext, email: string, role: ContributorRole) {
  const crumb = await readCrumb(clientOfContext(admin));
  const answer = await admin.request.post(INVITATIONS_PATH, {
    data: { email, role },
    headers: { [CRUMB_HEADER]: crumb },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { link: string }).link;
}

/** The admin's cookies, from one sign-in for the whole file (sign-ins per account are limited). */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await signIn(context, ADMIN);
  adminState = await context.storageState();
  await context.close();
});

/** A browser `width` px wide that may use the clipboard; the admin's when `asAdmin`. */
async function newContext(browser: Browser, width: number, asAdmin = false) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(asAdmin ? { storageState: adminState } : {}),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context;
}

function oakTable(api: APIRequestContext): Promise<ProductItem> {
  return productNamed(api, 'Oak Side Table');
}

async function oakTablePrice(api: APIRequestContext): Promise<string> {
  return (await oakTable(api)).structuredContent.variants[0]!.priceMoney.value;
}

/** Puts the product back as it was, so the storefront specs after this one meet the seeded prices. */
async function restoreProduct(admin: BrowserContext, product: ProductItem) {
  const crumb = await readCrumb(clientOfContext(admin));
  const answer = await admin.request.put(CommercePath.product(product.id), {
    data: product,
    headers: { [CRUMB_HEADER]: crumb },
  });
  expect(answer.status(), 'the product is restored').toBe(200);
}

/** The admin invites a store manager, who accepts and reprices the small natural oak table. */
async function managerEditsPrice(browser: Browser, admin: BrowserContext, width: number) {
  const adminPage = await admin.newPage();
  await openEditor(adminPage);

  // The admin invites in "Contributors" and copies the link.
  const people = await openPeople(adminPage, 'Contributors');
  const email = `store-${width}@people.test`;
  await people.getByLabel('Email', { exact: true }).fill(email);
  const role = people.getByLabel('Role', { exact: true });
  await role.selectOption('store manager');
  await expect(role).toHaveAccessibleDescription(
    /^May upload, rename or delete files; edit products/,
  );
  await people.getByRole('button', { name: 'Invite' }).click();
  await expect(
    people.getByText('No email is sent: copy this link to the person.', { exact: false }),
  ).toBeVisible();
  const link = await people.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\?invitation=[A-Za-z0-9_-]{43}$/);
  await people.getByRole('button', { name: 'Copy' }).click();
  await expect(people.getByText('Copied.')).toBeVisible();
  expect(await clipboard(adminPage)).toBe(link);
  await expect(people.getByRole('table', { name: 'Invitations' })).toContainText(email);

  // A browser of their own opens the link and accepts it with a password.
  const manager = await newContext(browser, width);
  const page = await manager.newPage();
  await page.goto(link);
  await accept(manager, link);
  await openEditor(page);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'View only: your role (store manager) cannot edit pages.' }),
  ).toBeAttached();
  await expect(page.getByRole('region', { name: 'Add block' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add page' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Site styles' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  // Selecting a block shows no settings to change.
  await page
    .getByRole('region', { name: 'Outline' })
    .getByRole('button', { name: /^Button: / })
    .first()
    .click();
  await expect(page.getByText('Your role cannot change the settings of blocks.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Duplicate' })).toHaveCount(0);

  // Products, from the Store menu: a new price for the small natural oak table.
  const price = width === 1024 ? '181.00' : '182.00';
  await page.getByRole('button', { name: 'Store', exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Products',
    'Back in stock',
    'Orders',
    'Store settings',
  ]);
  await page.getByRole('menuitem', { name: 'Products' }).click();
  const products = page.getByRole('dialog', { name: 'Products' });
  await products.getByRole('button', { name: 'Edit Oak Side Table' }).click();
  await products.getByLabel('Price of Small / Natural', { exact: true }).fill(price);
  await products.getByRole('button', { name: 'Save product' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved Oak Side Table.' }),
  ).toBeAttached();
  expect(await oakTablePrice(manager.request)).toBe(price);

  await manager.close();
}

for (const width of [1024, 428]) {
  test.describe(`at ${width} px`, () => {
    test('an invited store manager edits a product’s price but no page', async ({ browser }) => {
      const admin = await newContext(browser, width, true);
      // A first page with a Button block, whatever the specs before this one left there.
      await resetFirstPage(clientOfContext(admin), [buttonBlock('Shop now')]);
      const seeded = await oakTable(admin.request);
      try {
        await managerEditsPrice(browser, admin, width);
      } finally {
        await restoreProduct(admin, seeded);
        await admin.close();
      }
    });

    test('a viewer has nothing to save, and the API refuses their edit', async ({ browser }) => {
      const admin = await newContext(browser, width, true);
      const link = await inviteByApi(admin, `viewer-${width}@people.test`, 'viewer');
      const viewer = await newContext(browser, width);
      const page = await viewer.newPage();
      await page.goto(link);
      await accept(viewer, link);
      await openEditor(page);

      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'View only: your role (viewer) cannot edit pages.' }),
      ).toBeAttached();
      for (const name of [
        'Undo',
        'Redo',
        'Publish',
        'Site styles',
        'Store',
        'People',
        'Add page',
      ]) {
        await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      }
      await expect(page.getByRole('region', { name: 'Add block' })).toHaveCount(0);
      await expect(page.getByText('All changes saved')).toHaveCount(0);

      const client = clientOfContext(viewer);
      const { site, revision } = await getSite(client);
      const refused = await viewer.request.put(SITE_PATH, {
        data: { baseRevision: revision, site: { ...site, title: 'Viewer was here' } },
        headers: { [CRUMB_HEADER]: await readCrumb(client) },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({
        message: 'The viewer role cannot edit pages, blocks and design.',
      });
      expect((await getSite(client)).revision).toBe(revision);

      await admin.close();
      await viewer.close();
    });

    test('the admin makes an API key, copies it, and a script lists the orders', async ({
      browser,
    }) => {
      const admin = await newContext(browser, width, true);
      const page = await admin.newPage();
      await openEditor(page);
      const panel = await openPeople(page, 'API keys');
      await panel.getByText('Learn more').click();
      await expect(panel.getByText('Authorization: Bearer <key>')).toBeVisible();

      await panel.getByRole('button', { name: 'Create key' }).click();
      const modal = page.getByRole('dialog', { name: 'Create an API key' });
      const name = `Orders script ${width}`;
      await modal.getByLabel('Name', { exact: true }).fill(name);
      await modal.getByLabel(/^See orders/).check();
      await modal.getByRole('button', { name: 'Next' }).click();
      const shown = page.getByRole('dialog', { name: 'Your new API key' });
      await expect(shown.getByText('it is shown only this once')).toBeVisible();
      const key = await shown.getByLabel(`API key “${name}”`).inputValue();
      expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: 'Copy' }).click();
      await expect(shown.getByText('Copied.')).toBeVisible();
      expect(await clipboard(page)).toBe(key);
      await shown.getByRole('button', { name: 'Complete' }).click();

      const row = panel.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('See orders');
      await expect(row).toContainText(key.slice(0, 8));
      await expect(panel).not.toContainText(key);

      // A script: no cookies, no crumb, only the key.
      const script = await playwrightRequest.newContext({ baseURL: page.url() });
      const orders = await script.get(CommercePath.orders, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(orders.status()).toBe(200);
      expect(Array.isArray((await orders.json()).orders)).toBe(true);
      const outOfScope = await script.get('/api/contributors', {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(outOfScope.status()).toBe(403);
      await script.dispose();
      await admin.close();
    });
  });
}
