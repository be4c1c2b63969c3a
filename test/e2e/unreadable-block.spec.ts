// A stored document the editor cannot fully read still opens: each block it cannot show says why
// in its place, the rest of the page renders, opening the block writes nothing, and a save keeps
// the stored block exactly as it was. A document damaged outside its blocks says why it cannot
// open instead of loading for ever. The documents are written straight into the database.
import { expect, test } from '@playwright/test';
import { AUTOSAVE_DELAY_MS } from '../../editor/saving/decisions';
import { SiteApiMessage } from '../../shared/api/sites';
import { withFirstBlocks } from '../../shared/document/fixtures';
import type { Site } from '../../shared/document/schema';
import { buttonBlock, clientOfContext, getSite, resetFirstPage } from '../fixtures/api';
import { readStoredDocument, writeStoredDocument } from '../fixtures/database';
import { expectAlert, expectStatus, frameBlock, frameBlocks, SAVED } from '../fixtures/editor';

const fromTheFuture = { id: 'e2e-future', type: 15, settings: { kept: 'as is' } };
const notSettings = { id: 'e2e-not-settings', type: 53, settings: 'oops' };
const oddLink = { id: 'e2e-odd-link', type: 53, settings: { label: 'Odd link', url: 42 } };

test.afterEach(async ({ context }) => {
  // A valid first page again, for the specs that follow.
  await resetFirstPage(clientOfContext(context));
});

test('blocks that cannot be shown say why in place; opening them writes nothing', async ({
  page,
  context,
}) => {
  const api = clientOfContext(context);
  const fine = buttonBlock('Fine');
  const revision = await resetFirstPage(api, [fine]);
  const stored = withFirstBlocks(readStoredDocument() as Site, (blocks) => [
    ...blocks,
    fromTheFuture,
    notSettings,
    oddLink,
  ]);
  writeStoredDocument(stored);

  await page.goto('/config/');
  await expect(frameBlocks(page)).toHaveCount(4);
  await expect(frameBlock(page, fine.id)).toHaveText('Fine');
  await expect(frameBlock(page, oddLink.id)).toHaveText('Odd link');
  await expect(frameBlock(page, fromTheFuture.id).getByRole('alert')).toHaveText(
    'This block could not be shown.type: is not a block type code of the spec',
  );
  await expect(frameBlock(page, notSettings.id).getByRole('alert')).toHaveText(
    'This block could not be shown.settings: must be an object of settings',
  );
  await expectStatus(page, SAVED);

  await page
    .getByRole('button', { name: "Unknown block 15 (can't be shown)", exact: true })
    .click();
  const settings = page.getByRole('region', { name: 'Settings' });
  await expect(settings).toContainText(
    "This block can't be shown: type: is not a block type code of the spec",
  );
  await expect(settings.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Duplicate' })).toHaveCount(0);

  await frameBlock(page, oddLink.id).click();
  await expect(settings.getByRole('listitem')).toHaveText([/^Link: /]);
  // Long enough for an autosave to have started had anything been written.
  await page.waitForTimeout(AUTOSAVE_DELAY_MS * 2);
  await expectStatus(page, SAVED);
  expect((await getSite(api)).revision).toBe(revision);
  expect(readStoredDocument()).toEqual(stored);

  // An edit elsewhere is saved around the blocks that could not be read.
  await frameBlock(page, fine.id).click();
  await page.getByLabel('Label', { exact: true }).fill('Edited');
  await expect.poll(async () => (await getSite(api)).revision).toBe(revision + 1);
  const saved = readStoredDocument() as Site;
  expect(saved.pages[0]!.sections[0]!.blocks).toEqual([
    { ...fine, settings: { label: 'Edited' } },
    fromTheFuture,
    notSettings,
    oddLink,
  ]);
});

test('a document damaged outside its blocks says why instead of loading for ever', async ({
  page,
}) => {
  const original = readStoredDocument();
  writeStoredDocument({ ...original, pages: [] });
  try {
    await page.goto('/config/');
    await expectAlert(page, SiteApiMessage.damaged);
    await expectStatus(page, 'Unable to load. Try again.');
  } finally {
    writeStoredDocument(original);
  }
});
