// Issue 23's last words per language: the owner adds French, gives the site a French title in
// "Search and sharing" while editing French, translates a choice and the submit button of the
// contact form in its Translations section (the form block's panel), and publishes; a visitor at /fr/contact sees the
// French title (tab and header), the French choice and button, sends the form (the English
// choice is stored), and finds a product by its French name with the French search.
// The spec puts the site back as it found it: English alone, no translations, published.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CONTACT_FORM_ID } from '../../server/seed/demo-forms';
import { TranslationPath } from '../../shared/api/translations';
import { clientOfContext, productNamed, publishSite, sendOk } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { FRAME_SELECTOR, frameBlock, publishInEditor, SAVED, statusWith } from '../fixtures/editor';
import { submissionsOf } from '../fixtures/forms';
import {
  addFrenchInDialog,
  backToEnglish,
  dropFrenchWords,
  editInFrench,
} from '../fixtures/languages';

test.describe.configure({ timeout: 180_000 });

const PRODUCT = 'Linen Cushion';
const FRENCH_TITLE = 'Genièvre et Chêne';

async function addFrenchAndEditIt(page: Page) {
  await (await addFrenchInDialog(page)).getByRole('button', { name: 'Close' }).click();
  await editInFrench(page);
}

async function translateSiteTitle(page: Page) {
  await page.getByRole('button', { name: 'Search and sharing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search and sharing' });
  await expect(dialog.getByText(/^English \(United States\): Juniper & Oak\./)).toBeVisible();
  const title = dialog.getByLabel('Site title (French (France))');
  await title.fill(FRENCH_TITLE);
  await title.press('Tab');
  await expect(statusWith(page, SAVED)).not.toHaveCount(0);
  await expectAccessible(page, 'Search and sharing in French', { include: '.dialog' });
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function translateFormChoice(page: Page) {
  await page
    .getByRole('region', { name: 'Pages' })
    .getByRole('button', { name: 'Contact', exact: true })
    .click();
  await frameBlock(page, 'contact-form-form').click();
  const translations = page.locator('.form-editor').getByRole('region', { name: 'Translations' });
  await expect(translations.getByText('English (United States): An order')).toBeVisible();
  await translations.getByLabel('Topic: option “An order” (French (France))').fill('Une commande');
  await translations.getByLabel('Submit button (French (France))').fill('Envoyer');
  await translations.getByRole('button', { name: 'Save the French (France) words' }).click();
  await expect(translations.getByRole('status')).toHaveText('The French (France) words are saved.');
}

test('a French site title and form choice, published, shown at /fr/, and French search', async ({
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
    await dropFrenchWords(client, 'form', DEMO_CONTACT_FORM_ID);
  };
  await putBack();
  try {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/config/');
    await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
    await test.step('add French and edit it', () => addFrenchAndEditIt(page));
    await test.step('translate the site title', () => translateSiteTitle(page));
    await test.step('translate a choice and the button', () => translateFormChoice(page));
    await sendOk(request, 'PUT', TranslationPath.language('product', product.id, 'fr-FR'), {
      fields: { name: 'Coussin en lin' },
    });
    await test.step('publish', async () => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await publishInEditor(page);
    });

    const visitor = await browser.newContext({ viewport: { width: 428, height: 900 } });
    const guest = await visitor.newPage();
    const before = (await submissionsOf(client, DEMO_CONTACT_FORM_ID)).total;
    await test.step('the French contact page', async () => {
      await guest.goto('/fr/contact');
      await expect(guest).toHaveTitle(new RegExp(`${FRENCH_TITLE}$`));
      await expect(guest.locator('a.sb-site-title')).toContainText(FRENCH_TITLE);
      const form = guest.getByRole('form', { name: 'Contact us' });
      const topic = form.getByRole('combobox', { name: /Topic/ });
      await expect(topic.getByRole('option', { name: 'Une commande' })).toHaveCount(1);
      await expect(topic.getByRole('option', { name: 'An order' })).toHaveCount(0);
      await topic.selectOption({ label: 'Une commande' });
      await expect(topic).toHaveValue('An order');
      // The name's parts are the site's own words, in French on a French page.
      await form.getByLabel('Prénom').fill('Ada');
      await form.getByLabel('Nom', { exact: true }).fill('Lovelace');
      await form.getByLabel('Email', { exact: false }).first().fill('ada@example.com');
      await form.getByLabel('Message', { exact: false }).fill('Bonjour');
      await guest.screenshot({ path: test.info().outputPath('contact-french-428.png') });
      await form.getByRole('button', { name: 'Envoyer' }).click();
      await expect(guest.getByText('Thank you! We answer within two working days.')).toBeVisible();
      const after = await submissionsOf(client, DEMO_CONTACT_FORM_ID);
      expect(after.total).toBe(before + 1);
      const sent = after.submissions.map((submission) => JSON.stringify(submission));
      expect(sent.some((text) => text.includes('Bonjour') && text.includes('An order'))).toBe(true);
      expect(sent.some((text) => text.includes('Une commande'))).toBe(false);
    });
    await test.step('search in French', async () => {
      await guest.goto('/fr/search');
      await guest.getByLabel('Rechercher sur ce site').fill('coussin');
      await guest.getByLabel('Rechercher sur ce site').press('Enter');
      await expect(guest).toHaveURL(/\/fr\/search\?q=coussin$/);
      const result = guest.getByRole('link', { name: 'Coussin en lin' });
      await expect(result).toHaveAttribute('href', /^\/fr\/shop\//);
      await expect(guest.locator('.sb-search-status')).toHaveText('1 résultat pour « coussin ».');
      await expectAccessible(guest, 'the French search page at 428 px');
    });
    await visitor.close();
  } finally {
    await putBack();
  }
});
