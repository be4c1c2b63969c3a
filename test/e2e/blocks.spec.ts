// Adding, editing, selecting and undoing blocks, with the frame as the witness.
import { expect, test } from '@playwright/test';
import { buttonBlock, clientOfContext, resetFirstPage } from '../fixtures/api';
import {
  addFromPalette,
  buttonLabels,
  FRAME_SELECTOR,
  frameBlock,
  frameBlocks,
  frameButtons,
  frameViewport,
  openEditor,
  paletteItem,
} from '../fixtures/editor';

test('a Button from the palette shows in the frame at 1024 px and at 428 px', async ({
  page,
  context,
}) => {
  await resetFirstPage(clientOfContext(context));
  await openEditor(page, 0);

  await page.getByRole('button', { name: 'Desktop', exact: true }).click();
  await addFromPalette(page, 'Button');
  await expect(frameButtons(page)).toHaveCount(1);
  await expect(frameButtons(page).locator('a')).toBeVisible();
  expect(await frameViewport(page)).toEqual({ innerWidth: 1024, mobile: false });
  expect(await page.locator(FRAME_SELECTOR).evaluate((el) => el.clientWidth)).toBe(1024);

  await page.getByRole('button', { name: 'Tablet', exact: true }).click();
  await expect.poll(async () => (await frameViewport(page)).innerWidth).toBe(768);
  expect((await frameViewport(page)).mobile).toBe(false);

  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await expect.poll(async () => (await frameViewport(page)).innerWidth).toBe(428);
  expect((await frameViewport(page)).mobile).toBe(true);
  expect(await page.locator(FRAME_SELECTOR).evaluate((el) => el.clientWidth)).toBe(428);
  await expect(frameButtons(page)).toHaveCount(1);
  await expect(frameButtons(page).locator('a')).toBeVisible();
});

test('editing the Label updates the frame', async ({ page, context }) => {
  await resetFirstPage(clientOfContext(context));
  await openEditor(page, 0);
  await addFromPalette(page, 'Button');
  await expect(frameButtons(page)).toHaveCount(1);

  const label = page.getByLabel('Label', { exact: true });
  await label.fill('Shop the sale');
  await expect(frameButtons(page).locator('a')).toHaveText('Shop the sale');
  await label.pressSequentially('!');
  await expect(frameButtons(page).locator('a')).toHaveText('Shop the sale!');
});

test('clicking a block in the frame selects it in the editor', async ({ page, context }) => {
  const first = buttonBlock('First in line');
  const second = buttonBlock('Second in line');
  await resetFirstPage(clientOfContext(context), [first, second]);
  await openEditor(page, 2);

  const secondInFrame = frameBlock(page, second.id);
  await secondInFrame.click();
  await expect(page.getByLabel('Label', { exact: true })).toHaveValue('Second in line');
  await expect(secondInFrame).toHaveAttribute('data-selected');
  await expect(frameBlock(page, first.id)).not.toHaveAttribute('data-selected');

  await frameBlock(page, first.id).click();
  await expect(page.getByLabel('Label', { exact: true })).toHaveValue('First in line');
});

test('undo removes an added block, by Ctrl+Z and by the Undo button; redo brings it back', async ({
  page,
  context,
}) => {
  await resetFirstPage(clientOfContext(context), [buttonBlock('Stays')]);
  await openEditor(page, 1);

  await addFromPalette(page, 'Button');
  await expect(frameBlocks(page)).toHaveCount(2);
  await paletteItem(page, 'Button').focus();
  await page.keyboard.press('Control+z');
  await expect(frameBlocks(page)).toHaveCount(1);
  expect(await buttonLabels(page)).toEqual(['Stays']);

  await page.keyboard.press('Control+Shift+z');
  await expect(frameBlocks(page)).toHaveCount(2);
  await page.keyboard.press('Control+z');
  await expect(frameBlocks(page)).toHaveCount(1);
  await page.keyboard.press('Control+y');
  await expect(frameBlocks(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(frameBlocks(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(frameBlocks(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(frameBlocks(page)).toHaveCount(1);
  expect(await buttonLabels(page)).toEqual(['Stays']);
});
