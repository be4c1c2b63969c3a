// Reordering by keyboard through the outline's drag handles (dnd-kit keyboard sensor).
import { expect, test } from '@playwright/test';
import { buttonBlock, clientOfContext, resetFirstPage } from '../fixtures/api';
import { buttonLabels, frameButtons, openEditor } from '../fixtures/editor';

test('a block moved up with Space, ArrowUp, Space changes the frame order', async ({
  page,
  context,
}) => {
  await resetFirstPage(clientOfContext(context), [
    buttonBlock('Alpha'),
    buttonBlock('Bravo'),
    buttonBlock('Charlie'),
  ]);
  await openEditor(page, 3);
  expect(await buttonLabels(page)).toEqual(['Alpha', 'Bravo', 'Charlie']);

  const handles = page.getByRole('button', { name: /^Move / });
  await expect(handles).toHaveCount(3);
  await handles.nth(2).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect.poll(() => buttonLabels(page)).toEqual(['Alpha', 'Charlie', 'Bravo']);

  await handles.nth(0).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect.poll(() => buttonLabels(page)).toEqual(['Charlie', 'Alpha', 'Bravo']);
  await expect(frameButtons(page)).toHaveCount(3);
});
