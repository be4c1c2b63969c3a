// The site header and footer in the editor's frame: at 1024 and 428 px the header's menu reaches
// the Shop page (through the Menu button at 428), a page taken out of the main navigation in the
// Navigation panel leaves the menu, and the footer shows its navigation. An entry moved by
// keyboard, and a block added to the footer, reach the live site once published.
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { Site } from '../../shared/document/schema';
import { clientOfContext, getSite, publishSite, putSite, saveSite } from '../fixtures/api';
import { expectStatus, FRAME_SELECTOR, frameOf, paletteItem, SAVED } from '../fixtures/editor';
import { SIGNED_OUT } from '../fixtures/owner';

/** The site's navigation, header and footer before each test, put back after it. */
let before: Pick<Site, 'navigation' | 'header' | 'footer'> | undefined;
/** Whether the test published, so that the live site gets the site as it was again. */
let published = false;

/** Every page in the main navigation, About in the footer's, and the footer navigation shown. */
test.beforeEach(async ({ context }) => {
  const client = clientOfContext(context);
  const { site, revision } = await getSite(client);
  before = { navigation: site.navigation, header: site.header, footer: site.footer };
  published = false;
  const next = {
    ...site,
    navigation: {
      main: site.pages.map((page, index) => ({
        kind: 'page',
        id: `e2e-main-${index}`,
        pageId: page.id,
      })),
      footer: [{ kind: 'page', id: 'e2e-footer-about', pageId: 'about' }],
    },
    header: { ...site.header, showCartLink: true, showAccountLink: true },
    footer: { ...site.footer, showNavigation: true, sections: [] },
  };
  const response = await putSite(client, { baseRevision: revision, site: next });
  expect(response.status()).toBe(200);
});

test.afterEach(async ({ context }) => {
  const client = clientOfContext(context);
  await saveSite(client, (site) => ({ ...site, ...before }));
  if (published) await publishSite(client);
});

const mainNav = (page: Page) => frameOf(page).getByRole('navigation', { name: 'Main' });

async function expectShopShown(page: Page) {
  await expect(frameOf(page).locator('main [data-section-id^="shop"]').first()).toBeVisible();
}

test('at 1024 px the header menu leads to the Shop page, and the footer shows its navigation', async ({
  page,
}) => {
  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Menu' })).toBeHidden();
  await mainNav(page).getByRole('link', { name: 'Shop' }).click();
  await expectShopShown(page);
  const footer = frameOf(page).getByRole('contentinfo');
  await expect(
    footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }),
  ).toBeVisible();
  await expect(frameOf(page).locator('main').getByRole('navigation', { name: 'Main' })).toHaveCount(
    0,
  );
});

test('at 428 px the Menu button opens the navigation, which leads to the Shop page', async ({
  page,
}) => {
  await page.goto('/config/');
  await page.getByRole('button', { name: 'Phone' }).click();
  const menu = mainNav(page).getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Shop' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await mainNav(page).getByRole('link', { name: 'Shop' }).click();
  await expectShopShown(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('a page taken out of the main navigation leaves the menu', async ({ page, context }) => {
  await page.goto('/config/');
  await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeVisible();
  await page.getByRole('button', { name: 'Site navigation' }).click();
  const mainList = page.getByRole('region', { name: 'Main navigation' });
  await mainList.getByRole('checkbox', { name: 'About' }).uncheck();
  await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Shop' })).toBeVisible();
  await expectStatus(page, SAVED);
  const { site } = await getSite(clientOfContext(context));
  const inMain = site.navigation.main.flatMap((item) =>
    item.kind === 'page' ? [item.pageId] : [],
  );
  expect(inMain).not.toContain('about');
});

/** Publishes, then opens the live home page as a visitor (a fresh context, signed out). */
async function liveHome(browser: Browser, owner: BrowserContext) {
  published = true;
  await publishSite(clientOfContext(owner));
  const visitor = await browser.newContext({ storageState: SIGNED_OUT });
  const live = await visitor.newPage();
  await live.goto('/');
  return { visitor, live };
}

test('an entry moved by keyboard is announced, and the live header shows the new order', async ({
  page,
  context,
  browser,
}) => {
  await page.goto('/config/');
  await page.getByRole('button', { name: 'Site navigation' }).click();
  const mainList = page.getByRole('region', { name: 'Main navigation' });
  await mainList.getByRole('button', { name: 'Move Shop', exact: true }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'Shop moved' })).toHaveText(
    /^Shop moved to position 1 of \d+ in the Main navigation\.$/,
  );
  await expect(mainList.getByRole('button', { name: 'Move Shop', exact: true })).toBeFocused();
  await expect(mainNav(page).getByRole('link').first()).toHaveText('Shop');
  await expectStatus(page, SAVED);
  const { visitor, live } = await liveHome(browser, context);
  const links = live.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links.first()).toHaveText('Shop');
  await expect(links.nth(1)).toHaveText('Home');
  await visitor.close();
});

test('a block added to the footer shows in the frame, and on the live site once published', async ({
  page,
  context,
  browser,
}) => {
  await page.goto('/config/');
  await page.getByRole('button', { name: 'Footer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline: Footer' })).toBeVisible();
  await paletteItem(page, 'Button').first().click();
  const footer = frameOf(page).getByRole('contentinfo');
  await expect(footer.locator('[data-block-type="53"]')).toHaveCount(1);
  await expect(frameOf(page).locator('main [data-block-type="53"][data-selected]')).toHaveCount(0);
  await expectStatus(page, SAVED);
  const { site } = await getSite(clientOfContext(context));
  const added = site.footer.sections.flatMap((section) => section.blocks);
  expect(added.map((block) => block.type)).toEqual([53]);
  const { visitor, live } = await liveHome(browser, context);
  await expect(
    live.getByRole('contentinfo').locator(`[data-block-id="${added[0]!.id}"]`),
  ).toBeVisible();
  await visitor.close();
});
