// The site header and footer in the editor's frame: at 1024 and 428 px the header's menu reaches
// the Shop page (through the Menu button at 428), a page taken out of the main navigation in the
// Navigation panel leaves the menu, and the footer shows its navigation.
import { expect, type Page, test } from '@playwright/test';
import { clientOfContext, getSite, putSite } from '../fixtures/api';
import { expectStatus, FRAME_SELECTOR, frameOf, SAVED } from '../fixtures/editor';

/** Every page in the main navigation, About in the footer's, and the footer navigation shown. */
test.beforeEach(async ({ context }) => {
  const client = clientOfContext(context);
  const { site, revision } = await getSite(client);
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
    footer: { ...site.footer, showNavigation: true },
  };
  const response = await putSite(client, { baseRevision: revision, site: next });
  expect(response.status()).toBe(200);
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
