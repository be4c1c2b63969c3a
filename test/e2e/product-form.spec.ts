// The product additional-fields form in the editor's frame: the demo pre-order product's block,
// its button opens the form in the lightbox (Escape closes it, the add is cancelled and focus
// returns), required errors, then the answers travel with the add and show on /cart under their
// fields' titles; Edit reopens the form in the lightbox with the answers, and the changed answer
// is saved on the server (still there after a reload).
import { expect, test } from '@playwright/test';
import { clientOfContext, freshId, resetFirstPage } from '../fixtures/api';
import { frameOf, openEditor } from '../fixtures/editor';

test('a pre-order product asks for its form, adds the answers and edits them in the cart', async ({
  page,
  context,
}) => {
  const block = {
    id: freshId('e2e-product'),
    type: 43,
    settings: { productId: 'engraved-cutting-board', layout: 'side', variantDisplay: 'buttons' },
  };
  await resetFirstPage(clientOfContext(context), [block]);
  await openEditor(page, 1);
  const frame = frameOf(page);
  const product = frame.getByRole('article', { name: 'Engraved Cutting Board' });
  const button = product.locator('.sb-product-add-button');
  await expect(button).toHaveText('Pre-order');
  const lightbox = frame.getByRole('dialog', { name: 'Pre-order details' });

  await button.click();
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(button).toHaveText('Pre-order');
  await expect(button).toBeFocused();

  await button.click();
  await expect(lightbox).toBeVisible();
  await lightbox.getByRole('button', { name: 'Save' }).click();
  await expect(lightbox.getByText('Required')).toHaveCount(1);
  await lightbox.getByRole('textbox', { name: 'Engraving' }).fill('A & O');
  await lightbox.getByRole('radio', { name: 'Yes' }).check();
  await lightbox.getByRole('button', { name: 'Save' }).click();
  await expect(lightbox).toBeHidden();
  await expect(button).toHaveText('Added!');

  await frame.locator('[data-pill-cart]').click();
  await expect(frame.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
  const answers = frame.locator('.sb-cart-answers');
  // Each answer under its field's title; the blank date shows the no-answer text.
  await expect(answers.locator('dt')).toHaveText([
    'Engraving',
    'Preferred delivery date',
    'Is it a gift?',
    'Notes',
  ]);
  await expect(answers.locator('dd')).toHaveText(['A & O', 'N/A', 'Yes', 'N/A']);

  // Edit reopens the same form in the lightbox with the answers, and saves the change.
  await answers.getByRole('button', { name: 'Edit details of Engraved Cutting Board' }).click();
  await expect(lightbox).toBeVisible();
  const engraving = lightbox.getByRole('textbox', { name: 'Engraving' });
  await expect(engraving).toHaveValue('A & O');
  await expect(lightbox.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await engraving.fill('For Ada');
  await lightbox.getByRole('button', { name: 'Save' }).click();
  await expect(lightbox).toBeHidden();
  await expect(answers.locator('dd')).toHaveText(['For Ada', 'N/A', 'Yes', 'N/A']);

  // Stored on the server: after a reload the cart still shows it.
  await page.reload();
  await frameOf(page).locator('[data-pill-cart]').click();
  await expect(frameOf(page).locator('.sb-cart-answers dd')).toHaveText([
    'For Ada',
    'N/A',
    'Yes',
    'N/A',
  ]);
});
