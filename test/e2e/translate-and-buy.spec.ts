// The whole of issue 23's languages, as an owner and a shopper would do it: the owner adds French
// in the Languages dialog, translates the About page's heading in the editor's French, translates
// a product's name in its Translations section (the editor's frame shows it), publishes; a visitor reads /fr/about, finds the
// product under its French name at /fr/shop and buys it with every step in French.
// The spec puts the site back as it found it: English alone, no translations, published.
import { expect, type Page, test } from '@playwright/test';
import { clientOfContext, productNamed, publishSite } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { fillShopperInFrench } from '../fixtures/checkout';
import { FRAME_SELECTOR, frameBlock, publishInEditor, SAVED, statusWith } from '../fixtures/editor';
import {
  addFrenchInDialog,
  backToEnglish,
  dropFrenchWords,
  editInFrench,
} from '../fixtures/languages';

test.describe.configure({ timeout: 180_000 });

const PRODUCT = 'Linen Cushion';

async function addFrench(page: Page) {
  await (await addFrenchInDialog(page)).getByRole('button', { name: 'Close' }).click();
}

async function translateAboutHeading(page: Page) {
  await page
    .getByRole('region', { name: 'Pages' })
    .getByRole('button', { name: 'About', exact: true })
    .click();
  await editInFrench(page);
  await frameBlock(page, 'about-story-title').click();
  const text = page
    .getByRole('region', { name: 'Settings' })
    .getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toHaveText('Our story');
  await text.click();
  await text.press('Control+A');
  await text.pressSequentially('Notre histoire');
  await expect(frameBlock(page, 'about-story-title').getByRole('heading', { level: 1 })).toHaveText(
    'Notre histoire',
  );
  await expect(statusWith(page, SAVED)).not.toHaveCount(0);
}

async function translateProductName(page: Page) {
  await page.getByRole('button', { name: 'Store', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Products' }).click();
  const products = page.getByRole('dialog', { name: 'Products' });
  await products.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
  const translations = products.getByRole('region', { name: 'Translations' });
  await expect(translations.getByText('English (United States): Linen Cushion')).toBeVisible();
  await translations.getByLabel('Name (French (France))').fill('Coussin en lin');
  await translations.getByRole('button', { name: 'Save the French (France) words' }).click();
  await expect(translations.getByRole('status')).toHaveText('The French (France) words are saved.');
  await page.screenshot({ path: test.info().outputPath('product-translations-1024.png') });
  await expectAccessible(page, 'the product’s Translations section', { include: '.dialog' });
  // Escape leaves the product for the list, then closes the dialog.
  await page.keyboard.press('Escape');
  await expect(products.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
  await page.keyboard.press('Escape');
  // The editor still edits French: the frame's shop shows the product under its French name.
  await page
    .getByRole('region', { name: 'Pages' })
    .getByRole('button', { name: 'Shop', exact: true })
    .click();
  const frame = page.frameLocator(FRAME_SELECTOR);
  await expect(frame.getByRole('article', { name: 'Coussin en lin' })).toBeVisible();
  await expect(frame.getByRole('article', { name: PRODUCT })).toHaveCount(0);
}

test('add French, translate a page and a product, publish, and buy at /fr/ in French', async ({
  page,
  context,
  browser,
  request,
}) => {
  const client = clientOfContext(context);
  const product = await productNamed(request, PRODUCT);
  const putBack = async () => {
    await backToEnglish(client);
    await publishSite(client);
    await dropFrenchWords(client, 'product', product.id);
  };
  await putBack();
  try {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/config/');
    await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
    await test.step('add French', () => addFrench(page));
    await test.step('translate the About heading', () => translateAboutHeading(page));
    await test.step('translate the product’s name', () => translateProductName(page));
    await test.step('publish', async () => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await publishInEditor(page);
    });

    const visitor = await browser.newContext({ viewport: { width: 428, height: 900 } });
    const shopper = await visitor.newPage();
    await shopper.goto('/fr/about');
    await expect(shopper.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(shopper.getByRole('heading', { level: 1, name: 'Notre histoire' })).toBeVisible();
    await shopper.goto('/fr/shop');
    const card = shopper.getByRole('article', { name: 'Coussin en lin' });
    await card.getByRole('button', { name: /Ajouter au panier/ }).click();
    await shopper.getByRole('link', { name: 'Un article dans le panier' }).first().click();
    await expect(shopper).toHaveURL(/\/fr\/cart$/);
    await expect(shopper.getByRole('heading', { level: 2, name: 'Coussin en lin' })).toBeVisible();
    await shopper.getByRole('link', { name: 'Paiement' }).click();
    const summary = shopper.getByRole('region', { name: 'Récapitulatif de la commande' });
    await expect(summary).toContainText('Coussin en lin × 1');
    await expect(summary).toContainText(/35,00\s\$US/);
    await fillShopperInFrench(shopper);
    await shopper.screenshot({
      path: test.info().outputPath('checkout-french-428.png'),
      fullPage: true,
    });
    await expectAccessible(shopper, 'the checkout in French at 428 px');
    await shopper.getByRole('button', { name: 'Passer la commande (mode test)' }).click();
    await expect(shopper.getByRole('heading', { name: 'Commande confirmée' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(shopper).toHaveURL(/\/fr\/order-confirmed\//);
    await visitor.close();
  } finally {
    await putBack();
  }
});
