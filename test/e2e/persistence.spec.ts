// Saving: a reload keeps what was saved, and a stale save from a second tab asks the owner.
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { buttonBlock, clientOfContext, getSite, resetFirstPage } from '../fixtures/api';
import {
  addFromPalette,
  buttonLabels,
  expectStatus,
  frameBlock,
  frameButtons,
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
  await frameButtons(page).click();
  await page.getByLabel('Label', { exact: true }).fill('Only local');
  await expect(frameButtons(page)).toHaveText(['Only local']);

  await page.reload();
  await expect(frameButtons(page)).toHaveText(['Only local']);
});

/**
 * Two editors on one Button in separate browser contexts: the first saves `theirs` as its label,
 * then the second, still on the old revision, types `mine` and its save is refused. Hands the
 * second tab and its open conflict dialog to `then`, and closes that tab afterwards.
 */
async function conflictInSecondTab(
  { browser, page, context }: { browser: Browser; page: Page; context: BrowserContext },
  theirs: string,
  mine: string,
  then: (second: Page, dialog: Locator) => Promise<void>,
): Promise<void> {
  const block = buttonBlock('Original');
  await resetFirstPage(clientOfContext(context), [block]);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await openEditor(page, 1);
    await openEditor(second, 1);

    await frameBlock(page, block.id).click();
    await page.getByLabel('Label', { exact: true }).fill(theirs);
    await expect(frameButtons(page)).toHaveText([theirs]);
    await expectStatus(page, SAVED);

    await frameBlock(second, block.id).click();
    await second.getByLabel('Label', { exact: true }).fill(mine);
    const dialog = second.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await then(second, dialog);
  } finally {
    await other.close();
  }
}

test('a stale save from a second tab gets the conflict prompt', async ({
  browser,
  page,
  context,
}) => {
  await conflictInSecondTab(
    { browser, page, context },
    'From the first tab',
    'From the second tab',
    async (second, dialog) => {
      await expect(dialog.getByRole('button', { name: 'Keep my version' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Load the saved version' }).click();
      await expect(dialog).toBeHidden();
      await expect(frameButtons(second)).toHaveText(['From the first tab']);
    },
  );
});

test('"Keep my version" overwrites the other tab\'s save', async ({ browser, page, context }) => {
  const tabs = { browser, page, context };
  await conflictInSecondTab(tabs, 'Theirs', 'Mine', async (second, dialog) => {
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await expect(dialog).toBeHidden();
    await expectStatus(second, SAVED);
    const { site } = await getSite(clientOfContext(context));
    expect(JSON.stringify(site)).toContain('"Mine"');
    expect(JSON.stringify(site)).not.toContain('"Theirs"');
  });
});
