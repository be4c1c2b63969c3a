// axe-core over the editor with each of its panels open in turn, and over every live page a
// visitor reaches at 1024 and 428 px: no serious or critical violation (test/fixtures/axe.ts).
// Each group reuses one page and scans it after each step, soft-failing so one run lists every
// place to fix. The live group adds a password page for its lock screen and removes it after.
import {
  type APIRequest,
  type APIRequestContext,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import { pagePasswordPath } from '../../shared/api/page-access';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { buttonBlock, clientOfRequest, publishSite, readCrumb, saveSite } from '../fixtures/api';
import { expectAccessible, expectFrameAccessible } from '../fixtures/axe';
import {
  addCushionFromShop,
  expectOrderNumber,
  fillShopper,
  placeOrder,
} from '../fixtures/checkout';
import { FRAME_SELECTOR, frameBlock, frameOf, palette, previewFrame } from '../fixtures/editor';
import { OWNER_STATE_PATH, SIGNED_OUT } from '../fixtures/owner';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

/** The scan of one panel: only one dialog is open at a time. */
const DIALOG = { include: '[role="dialog"]' };
const SETTINGS = { include: '.editor-right' };

async function openDialog(page: Page, button: string, name = button) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openMenuItem(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: item, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeWithEscape(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the editor has no serious or critical violation with each panel open', async ({ page }) => {
  await page.goto('/config/');
  await expect(frameBlock(page, 'home-feature-image')).toBeVisible();
  await expect(palette(page)).toBeVisible();
  // The frame is scanned on its own (below): inside the editor axe's 1 s to start in a frame is
  // too short on a busy machine, and it would skip the frame silently.
  await expectAccessible(page, 'the editor with Pages, the palette and the outline', {
    exclude: FRAME_SELECTOR,
  });

  await frameBlock(page, 'home-feature-image').click();
  const chooser = page.getByRole('button', { name: 'Replace image' });
  await expect(chooser).toBeVisible();
  await expectFrameAccessible(await previewFrame(page), 'the frame with a block selected');
  await frameBlock(page, 'home-feature-image').locator('figcaption').click();
  await expect(frameOf(page).getByRole('textbox', { name: /, edited on the page$/ })).toBeFocused();
  await expectFrameAccessible(await previewFrame(page), 'the frame with a caption edited in place');
  await page.keyboard.press('Escape');
  await expectAccessible(page, "an Image block's settings", SETTINGS);
  await chooser.click();
  const files = page.getByRole('dialog', { name: 'Files' });
  await expect(files.getByRole('button', { name: /^Choose / }).first()).toBeVisible();
  await expectAccessible(page, 'Files', DIALOG);
  await closeWithEscape(page, files);

  const styles = await openDialog(page, 'Site styles');
  for (const tab of ['Colours', 'Fonts', 'Buttons', 'Animations']) {
    await styles.getByRole('tab', { name: tab }).click();
    await expect(styles.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expectAccessible(page, `Site styles, ${tab}`, DIALOG);
  }
  await closeWithEscape(page, styles);

  await page.getByRole('button', { name: 'Site navigation' }).click();
  await expect(page.getByRole('region', { name: 'Main navigation' })).toBeVisible();
  await expectAccessible(page, 'Site navigation', { include: '.panel.navigation' });
  await page.getByRole('button', { name: 'Site navigation' }).click();

  const history = await openDialog(page, 'History');
  await expectAccessible(page, 'History', DIALOG);
  await closeWithEscape(page, history);

  for (const [menu, item] of [
    ['Store', 'Products'],
    ['Store', 'Orders'],
    ['People', 'Contributors'],
    ['People', 'API keys'],
  ] as const) {
    const dialog = await openMenuItem(page, menu, item);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `${menu}, ${item}`, DIALOG);
    await closeWithEscape(page, dialog);
  }

  const access = await openDialog(page, 'Access');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'Access (page access)', DIALOG);
  await closeWithEscape(page, access);

  await page
    .getByRole('region', { name: 'Pages' })
    .getByRole('button', { name: 'Contact', exact: true })
    .click();
  await frameBlock(page, 'contact-form-form').click();
  for (const tab of ['Build', 'Storage']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `a Form block's settings, ${tab} (its submissions)`, SETTINGS);
  }
});

/** Runs `work` with an API context signed in as the admin (the saved owner state). */
async function withOwner(
  playwright: { request: { newContext: APIRequest['newContext'] } },
  baseURL: string | undefined,
  work: (request: APIRequestContext) => Promise<void>,
): Promise<void> {
  const request = await playwright.request.newContext({ baseURL, storageState: OWNER_STATE_PATH });
  try {
    await work(request);
  } finally {
    await request.dispose();
  }
}

async function addPasswordPage(request: APIRequestContext): Promise<void> {
  const owner = clientOfRequest(request);
  await saveSite(owner, (site) => ({
    ...site,
    pages: [
      ...site.pages.filter((page) => page.id !== 'e2e-a11y-locked'),
      {
        id: 'e2e-a11y-locked',
        title: 'Locked',
        slug: 'e2e-a11y-locked',
        pageType: 2,
        sections: [
          {
            id: 'e2e-a11y-locked-s',
            style: { padding: 'medium', cornerRadius: 0, divider: 'none', theme: null },
            blocks: [buttonBlock('Behind the lock')],
          },
        ],
        access: { kind: 'password' },
      },
    ],
  }));
  const set = await request.put(pagePasswordPath('e2e-a11y-locked'), {
    data: { password: 'open sesame' },
    headers: { [CRUMB_HEADER]: await readCrumb(owner) },
  });
  expect(set.ok()).toBe(true);
  await publishSite(owner);
}

async function removePasswordPage(request: APIRequestContext): Promise<void> {
  const owner = clientOfRequest(request);
  await saveSite(owner, (site) => ({
    ...site,
    pages: site.pages.filter((page) => page.id !== 'e2e-a11y-locked'),
  }));
  await publishSite(owner);
}

/** Visits `address` and scans it once `ready` shows. */
async function scan(page: Page, address: string, ready: string, width: number) {
  await page.goto(address);
  await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, `${address} at ${width} px`);
}

const LOCKED = '/e2e-a11y-locked';

test.describe('live pages', () => {
  // The owner's API (the `request` fixture is per test, so a fresh context here).
  test.beforeAll(async ({ playwright, baseURL }) => {
    await withOwner(playwright, baseURL, addPasswordPage);
  });
  test.afterAll(async ({ playwright, baseURL }) => {
    await withOwner(playwright, baseURL, removePasswordPage);
  });

  for (const width of [1024, 428]) {
    test(`every live page a visitor reaches has no serious or critical violation at ${width} px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        storageState: SIGNED_OUT,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await scan(page, '/', 'Handmade for the everyday table', width);
      await scan(page, '/about', 'Our story', width);
      await scan(page, '/contact', 'Say hello', width);
      await scan(page, '/shop', 'Shop', width);
      await scan(page, '/shop/gift-card', 'Gift Card', width);
      await scan(page, '/shop/beeswax-polish-subscription', 'Beeswax Polish Subscription', width);
      await scan(page, '/shop/oak-side-table', 'Oak Side Table', width);
      await addCushionFromShop(page);
      await scan(page, '/cart', 'Cart', width);
      await scan(page, '/checkout', 'Checkout', width);
      await fillShopper(page);
      await page.getByLabel('State').selectOption('NY');
      await placeOrder(page);
      await expectOrderNumber(page);
      await expectAccessible(page, `order confirmed at ${width} px`);
      await scan(page, '/account', 'Sign in', width);
      await scan(page, '/search?q=oak', 'Search', width);
      await scan(page, '/no-such-page', 'Page not found', width);
      await scan(page, LOCKED, 'This page is password protected', width);
      await context.close();
    });
  }
});
