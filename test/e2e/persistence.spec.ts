// Saving: a reload keeps what was saved, and a stale save from a second tab asks the owner.
import { expect, test } from '@playwright/test';
import { buttonBlock, clientOfContext, getSite, resetFirstPage } from '../fixtures/api';
import {
  addFromPalette,
  buttonLabels,
  expectStatus,
  frameButtons,
  frameOf,
  openEditor,
  SAVED,
} from '../fixtures/editor';

test('a reload keeps what was saved', async ({ page, context }) => {
  await resetFirstPage(clientOfContext(context), [buttonBlock('Kept')]);
  await openEditor(page, 1);

  await addFromPalette(page, 'Button');
  await expect(frameButtons(page)).toHaveCount(2);
  await page.getByLabel('Label', { exact: true }).fill('Saved label');
  await expect(frameButtons(page).nth(1)).toHaveText('Saved label');
  await expectStatus(page, SAVED);

  const { site } = await getSite(clientOfContext(context));
  expect(JSON.stringify(site)).toContain('Saved label');

  await page.reload();
  await expect(frameButtons(page)).toHaveCount(2);
  expect(await buttonLabels(page)).toEqual(['Kept', 'Saved label']);
});

test('unsaved edits survive a reload', async ({ page, context }) => {
  await resetFirstPage(clientOfContext(context), [buttonBlock('Before')]);
  await openEditor(page, 1);
  // Every save fails, so the edit lives only in the browser.
  await page.route('**/api/sites/**', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await frameOf(page).locator('[data-block-type="53"]').click();
  await page.getByLabel('Label', { exact: true }).fill('Only local');
  await expect(frameButtons(page)).toHaveText(['Only local']);

  await page.reload();
  await expect(frameButtons(page)).toHaveText(['Only local']);
});

test('a stale save from a second tab gets the conflict prompt', async ({
  browser,
  page,
  context,
}) => {
  const block = buttonBlock('Original');
  await resetFirstPage(clientOfContext(context), [block]);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await openEditor(page, 1);
    await openEditor(second, 1);

    await frameOf(page).locator(`[data-block-id="${block.id}"]`).click();
    await page.getByLabel('Label', { exact: true }).fill('From the first tab');
    await expect(frameButtons(page)).toHaveText(['From the first tab']);
    await expectStatus(page, SAVED);

    await frameOf(second).locator(`[data-block-id="${block.id}"]`).click();
    await second.getByLabel('Label', { exact: true }).fill('From the second tab');
    const dialog = second.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep my version' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Load the saved version' }).click();
    await expect(dialog).toBeHidden();
    await expect(frameButtons(second)).toHaveText(['From the first tab']);
  } finally {
    await other.close();
  }
});

test('"Keep my version" overwrites the other tab\'s save', async ({ browser, page, context }) => {
  const block = buttonBlock('Original');
  await resetFirstPage(clientOfContext(context), [block]);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await openEditor(page, 1);
    await openEditor(second, 1);

    await frameOf(page).locator(`[data-block-id="${block.id}"]`).click();
    await page.getByLabel('Label', { exact: true }).fill('Theirs');
    await expectStatus(page, SAVED);

    await frameOf(second).locator(`[data-block-id="${block.id}"]`).click();
    await second.getByLabel('Label', { exact: true }).fill('Mine');
    const dialog = second.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await expect(dialog).toBeHidden();
    await expectStatus(second, SAVED);
    const { site } = await getSite(clientOfContext(context));
    expect(JSON.stringify(site)).toContain('"Mine"');
    expect(JSON.stringify(site)).not.toContain('"Theirs"');
  } finally {
    await other.close();
  }
});
