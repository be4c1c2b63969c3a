// The live site in French (issue 23), as a visitor in a fresh browser at 1024 and 428 px: the
// header's language switcher reached and followed by keyboard goes to the same page in French
// (its translated words, lang, the links kept in French), the choice is remembered (a visit to
// `/` goes to `/fr/`) until English is picked again; axe finds nothing serious; a visitor buys at
// the French addresses (the cart's and checkout's links stay in French). The owner adds
// French and a translation, and takes both away afterwards.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { setBlockTranslation, setPageTranslation } from '../../shared/document/translate';
import { clientOfRequest, publishSite, saveSite } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { fillShopperInFrench } from '../fixtures/checkout';
import { setLanguages } from '../fixtures/languages';
import { SIGNED_OUT } from '../fixtures/owner';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  await setLanguages(request, ['en-US', 'fr-FR']);
  const client = clientOfRequest(request);
  await saveSite(client, (site) => {
    const about = site.pages.find((page) => page.slug === 'about')!;
    const heading = richTextFromPlain('Notre histoire', { style: 'h1', align: '' });
    const titled = setPageTranslation(site, 'fr-FR', about.id, { title: 'À propos' });
    return setBlockTranslation(titled, 'fr-FR', 'about-story-title', 'content', heading);
  });
  await publishSite(client);
});

test.afterAll(async ({ request }) => {
  await setLanguages(request, ['en-US']);
  const client = clientOfRequest(request);
  await saveSite(client, ({ translations: _gone, ...site }) => site);
  await publishSite(client);
});

async function visitor(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

/** The switcher, named in the page's language ("Language", "Langue"). */
const SWITCHER_NAME = /^(Language|Langue)$/;

/** Tabs from the top of the page to the link named `name`, then follows it with Enter. */
async function followByKeyboard(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: SWITCHER_NAME }).getByRole('link', { name });
  for (let presses = 0; presses < 40; presses++) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

for (const width of [1024, 428]) {
  test(`a visitor switches to French by keyboard and is remembered, at ${width} px`, async ({
    browser,
  }) => {
    const page = await visitor(browser, width);
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
    const switcher = page.getByRole('navigation', { name: SWITCHER_NAME });
    await expect(switcher.getByRole('link', { name: 'English (US)' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await followByKeyboard(page, 'Français (France)');
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.getByRole('heading', { name: 'Notre histoire' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByText('Juniper & Oak began as a weekend stall.')).toBeVisible();
    await expect(switcher.getByRole('link', { name: 'Français (France)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('a.sb-site-title')).toHaveAttribute('href', '/fr/');
    await page.screenshot({ path: `.shots/live-languages-${width}.png` });
    await expectAccessible(page, `the French About page at ${width} px`);

    // Remembered: the home page's address answers with the French home page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');

    await followByKeyboard(page, 'English (US)');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.context().close();
  });
}

test('a visitor buys in French, every step at a French address and in French', async ({
  browser,
}) => {
  const page = await visitor(browser, 1024);
  await page.goto('/fr/shop');
  await page
    .getByRole('article', { name: 'Linen Cushion' })
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  const cart = page.getByRole('link', { name: 'Un article dans le panier' }).first();
  await expect(cart).toHaveAttribute('href', '/fr/cart');
  await cart.click();
  await expect(page).toHaveURL(/\/fr\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
  await page.getByRole('link', { name: 'Paiement' }).click();
  await expect(page).toHaveURL(/\/fr\/checkout$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('group', { name: 'Adresse de livraison' })).toBeVisible();
  await fillShopperInFrench(page);
  await page.getByRole('button', { name: 'Passer la commande (mode test)' }).click();
  await expect(page).toHaveURL(/\/fr\/order-confirmed\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Commande confirmée' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('[data-order-number]')).toHaveText(/^#1\d{3,}$/);
  await expect(page.getByRole('link', { name: 'Continuer vos achats' })).toHaveAttribute(
    'href',
    '/fr/',
  );
  await page.context().close();
});
