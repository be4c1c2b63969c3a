// The design system on the live site, as a visitor: a quantity of 0 or less is refused with the
// words the server uses and nothing is added; the pill cart stays off the cart page; a card shows
// the owner's sold-out text and a sold-out product no installment teaser; a palette change
// reaches the cart page's background and header (docs/design.md "Tokens").
import { type Browser, expect, type Page, test } from '@playwright/test';
import { hexToHsl } from '../../shared/design/color';
import type { Site } from '../../shared/document/schema';
import { clientOfRequest, getSite, publishSite, saveSite } from '../fixtures/api';
import { SIGNED_OUT } from '../fixtures/owner';

async function visitorPage(browser: Browser, width = 1024): Promise<Page> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test.beforeAll(async ({ request }) => {
  await publishSite(clientOfRequest(request));
});

test('a quantity of 0 or less is refused with its message, and the cart page has no pill cart', async ({
  browser,
}) => {
  const page = await visitorPage(browser);
  await page.goto('/shop/oak-side-table');
  await page.waitForLoadState('networkidle');
  const product = page.getByRole('article', { name: 'Oak Side Table' });
  await product.getByText('Small', { exact: true }).click();
  await product.getByText('Natural', { exact: true }).click();
  const quantity = product.getByLabel('Quantity');
  const add = product.getByRole('button', { name: 'Add To Cart' });
  for (const refused of ['0', '-2']) {
    await quantity.fill(refused);
    await add.click();
    await expect(product.getByRole('alert').first()).toHaveText(
      'Quantity must be between 1 and 9999.',
    );
    await expect(quantity).toHaveValue(refused);
    await expect(page.locator('.sb-pill-cart')).toBeHidden();
  }
  await quantity.fill('2');
  await add.click();
  await expect(product.locator('.sb-product-add-button')).toHaveText('Added!');
  await expect(page.locator('.sb-pill-cart')).toBeVisible();
  await expect(page.locator('.sb-pill-count')).toHaveText('2');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: '2 items in cart' })).toBeVisible();
  await expect(page.locator('.sb-pill-cart')).toBeHidden();
  // "Customers also bought" items lead to their pages.
  await expect(
    page.getByRole('region', { name: 'Customers also bought' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/shop\//);
});

test("a sold-out card says the owner's text, and a sold-out product has no installment teaser", async ({
  browser,
}) => {
  const page = await visitorPage(browser, 428);
  await page.goto('/shop');
  const card = page.locator('.sb-product-card', { hasText: 'Walnut Bowl' });
  await expect(card.locator('.sb-product-add-button')).toHaveText('Back soon');
  // The badge is as wide as its words, not the card.
  const [badge, whole] = await Promise.all([
    card.locator('.sb-product-mark').evaluate((el) => el.getBoundingClientRect().width),
    card.evaluate((el) => el.getBoundingClientRect().width),
  ]);
  expect(badge).toBeLessThan(whole * 0.75);
  await page.goto('/shop/walnut-bowl');
  await expect(page.getByRole('heading', { name: 'Walnut Bowl' })).toBeVisible();
  await expect(page.getByText(/interest-free payments/)).toHaveCount(0);
});

test('a palette change reaches the cart page background and header', async ({
  browser,
  request,
}) => {
  const client = clientOfRequest(request);
  const { site } = await getSite(client);
  const theme = site.design.colorThemes.find((t) => t.id === site.design.defaultThemeId)!;
  if (theme.background.type !== 'palette') throw new Error('expected a palette background');
  const place = theme.background.index;
  const withColour = (colour: Site['design']['colorPalette'][number]) => (current: Site) => ({
    ...current,
    design: {
      ...current.design,
      colorPalette: current.design.colorPalette.map((c, i) => (i === place ? colour : c)),
    },
  });
  const original = site.design.colorPalette[place]!;
  await saveSite(client, withColour(hexToHsl('#ffeedd')!));
  await publishSite(client);
  try {
    const page = await visitorPage(browser);
    await page.goto('/cart');
    await expect.poll(() => background(page, 'body')).toBe('rgb(255, 238, 221)');
    expect(await background(page, '.sb-site-header')).toBe('rgb(255, 238, 221)');
  } finally {
    await saveSite(client, withColour(original));
    await publishSite(client);
  }
});
