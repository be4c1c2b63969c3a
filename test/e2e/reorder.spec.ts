// Reordering by keyboard through the outline's drag handles (dnd-kit keyboard sensor): the frame
// order follows, and the live region announces where the block is and where it landed.
import { expect, type Page, test } from '@playwright/test';
import { buttonBlock, clientOfContext, resetFirstPage } from '../fixtures/api';
import { buttonLabels, expectStatus, frameButtons, openEditor } from '../fixtures/editor';

/**
 * Space on the handle, one arrow key, Space: waits for each announcement before the next key.
 * It first waits for the outline's drop transitions to end, as a person would see them end:
 * dnd-kit measures the rows when a drag starts.
 */
async function moveByKeyboard(page: Page, name: string, key: 'ArrowUp' | 'ArrowDown', to: number) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await page.getByRole('button', { name: `Move ${name}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expectStatus(page, /is over position/);
  // dnd-kit starts listening for move keys in a setTimeout after the pick-up. A timer queued now
  // runs after that one, so the next key is heard; no person presses keys faster than this.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press(key);
  await expectStatus(page, new RegExp(`is over position ${to} of`));
  await page.keyboard.press('Space');
  await expectStatus(page, new RegExp(`moved to position ${to} of`));
}

test('a block moved by Space, arrow key, Space changes the frame order', async ({
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
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(3);

  await moveByKeyboard(page, 'Button: Charlie', 'ArrowUp', 2);
  await expect.poll(() => buttonLabels(page)).toEqual(['Alpha', 'Charlie', 'Bravo']);

  await moveByKeyboard(page, 'Button: Alpha', 'ArrowDown', 2);
  await expect.poll(() => buttonLabels(page)).toEqual(['Charlie', 'Alpha', 'Bravo']);
  await expect(frameButtons(page)).toHaveCount(3);
});
