// History: a kept version comes back into the editor as one edit, which autosave stores as a new
// version, and Undo brings back what was there.
import { expect, test } from '@playwright/test';
import { buttonBlock, clientOfContext, getSite, resetFirstPage } from '../fixtures/api';
import { expectStatus, frameBlock, frameButtons, openEditor, SAVED } from '../fixtures/editor';

test('restoring an older version shows it in the frame, and Undo brings the edit back', async ({
  page,
  context,
}) => {
  const api = clientOfContext(context);
  const block = buttonBlock('Before');
  const before = await resetFirstPage(api, [block]);
  await openEditor(page, 1);

  await frameBlock(page, block.id).click();
  await page.getByLabel('Label', { exact: true }).fill('After');
  await expect(frameButtons(page)).toHaveText(['After']);
  // The edit is on the server once it answers with the next revision.
  await expect.poll(async () => (await getSite(api)).revision).toBe(before + 1);
  await expectStatus(page, SAVED);

  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  await dialog.getByRole('radio', { name: new RegExp(`^Version ${before},`) }).check();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeHidden();

  await expect(frameButtons(page)).toHaveText(['Before']);
  await expectStatus(page, new RegExp(`Restored version ${before}, saved `));
  // Restoring adds a version; it never rewrites the ones kept.
  await expect.poll(async () => (await getSite(api)).revision).toBe(before + 2);
  expect(JSON.stringify((await getSite(api)).site)).toContain('"label":"Before"');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(frameButtons(page)).toHaveText(['After']);
  await expect.poll(async () => (await getSite(api)).revision).toBe(before + 3);
});
