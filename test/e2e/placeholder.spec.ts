// A block type without a renderer yet shows a placeholder in the frame; its neighbours render.
// (A renderer that throws shows an error box, but no stored document can make one throw:
// settings are read through each block's schema with per-key defaults, so that case is covered
// by the unit test blocks/BlockView.test.tsx, not here.)
import { expect, test } from '@playwright/test';
import { buttonBlock, clientOfContext, freshId, resetFirstPage } from '../fixtures/api';
import { frameBlock, frameButtons, frameOf, openEditor } from '../fixtures/editor';

test('a block type without a renderer shows a placeholder while the rest renders', async ({
  page,
  context,
}) => {
  const product = { id: freshId('e2e-form'), type: 9, settings: {} };
  await resetFirstPage(clientOfContext(context), [
    buttonBlock('Before it'),
    product,
    buttonBlock('After it'),
  ]);
  await openEditor(page, 3);

  const placeholder = frameBlock(page, product.id);
  await expect(placeholder).toHaveAttribute('data-block-type', '9');
  await expect(placeholder).toContainText('Form block (code 9)');
  await expect(frameButtons(page)).toHaveText(['Before it', 'After it']);
  await expect(frameOf(page).getByRole('alert')).toHaveCount(0);
});
