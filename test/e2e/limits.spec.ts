// A page holds at most MAX_BLOCKS_PER_LAYOUT (60) blocks: the 61st insert is refused with a
// message said as an alert, and the frame keeps 60.
import { expect, test } from '@playwright/test';
import { MAX_BLOCKS_PER_LAYOUT } from '../../shared/limits';
import { buttonBlock, clientOfContext, resetFirstPage } from '../fixtures/api';
import { addFromPalette, expectAlert, frameBlocks, openEditor } from '../fixtures/editor';

test('the 61st block is refused with a message said as an alert', async ({ page, context }) => {
  const start = MAX_BLOCKS_PER_LAYOUT - 1;
  const blocks = Array.from({ length: start }, (_, i) => buttonBlock(`Block ${i + 1}`));
  await resetFirstPage(clientOfContext(context), blocks);
  await openEditor(page, start);

  await addFromPalette(page, 'Button');
  await expect(frameBlocks(page)).toHaveCount(MAX_BLOCKS_PER_LAYOUT);

  await addFromPalette(page, 'Button');
  await expectAlert(page, String(MAX_BLOCKS_PER_LAYOUT));
  await expect(frameBlocks(page)).toHaveCount(MAX_BLOCKS_PER_LAYOUT);
});
