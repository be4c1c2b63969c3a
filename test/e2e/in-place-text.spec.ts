// Text edited where it stands, end to end in Chromium: the owner clicks a Text block's text in
// the frame and types there; selecting text shows the floating formatting toolbar (the panel's,
// with its shortcuts); the store's Undo takes typing back; the panel shows the same text; Escape
// leaves. The keyboard reaches it too (Enter on the selected block's outline row). A stored link
// the page would refuse stays inert while edited, and a visitor of the published site gets no
// Lexical.
import { expect, type Page, test } from '@playwright/test';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { clientOfContext, freshId, getSite, publishSite, resetFirstPage } from '../fixtures/api';
import { frameBlock, frameOf, openEditor, previewFrame } from '../fixtures/editor';
import { SIGNED_OUT } from '../fixtures/owner';

const EDITABLE = 'Text, edited on the page';

async function pageWithText(page: Page, content: unknown) {
  const id = freshId('e2e-inplace');
  await resetFirstPage(clientOfContext(page.context()), [{ id, type: 2, settings: { content } }]);
  await openEditor(page, 1);
  const block = frameBlock(page, id);
  return {
    id,
    block,
    /** The text the frame draws for visitors (hidden while the text is edited in place). */
    rendered: block.locator('.sb-rich-text:not(.sb-inplace)'),
    editable: frameOf(page).getByRole('textbox', { name: EDITABLE }),
    floating: page.locator('.inplace-float').getByRole('toolbar', { name: 'Text formatting' }),
    panelText: page.getByRole('textbox', { name: 'Text', exact: true }),
  };
}

test('text is edited where it stands, formatted, undone with the store, and left with Escape', async ({
  page,
}) => {
  const { block, rendered, editable, floating, panelText } = await pageWithText(
    page,
    richTextFromPlain('Hello'),
  );
  await rendered.locator('p').click();
  await expect(editable).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Editing the text on the page' }),
  ).not.toHaveCount(0);
  await expect(rendered).toBeHidden();
  // Opening the text is not an edit.
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();

  await editable.press('End');
  await page.keyboard.type(' world');
  await expect(editable).toHaveText('Hello world');
  await expect(panelText).toHaveText('Hello world');

  // No toolbar while only the caret moves; selecting text shows it.
  await expect(floating).toHaveCount(0);
  await editable.press('Control+Shift+ArrowLeft');
  await expect(floating).toBeVisible();
  await floating.getByRole('button', { name: 'Bold', exact: true }).click();
  await expect(editable.locator('strong')).toHaveText('world');
  await expect(floating.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panelText.locator('strong')).toHaveText('world');
  // The panel's shortcut, in place.
  await editable.press('Control+i');
  await expect(editable.locator('strong.rt-italic')).toHaveText('world');
  await expect(editable.locator('strong.rt-italic')).toHaveCSS('font-style', 'italic');

  // The store's undo, from the top bar: italic, bold, then the typing (one step).
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.click();
  await undo.click();
  await expect(editable.locator('strong')).toHaveCount(0);
  await expect(editable).toHaveText('Hello world');
  await undo.click();
  await expect(editable).toHaveText('Hello');
  await expect(panelText).toHaveText('Hello');

  // Ctrl+Z in the text is the same undo history (redo brings the typing back).
  await editable.click();
  await editable.press('Control+Shift+z');
  await expect(editable).toHaveText('Hello world');

  await editable.press('Escape');
  await expect(editable).toHaveCount(0);
  await expect(rendered.locator('p')).toHaveText('Hello world');
  await expect(page.locator('.outline [data-row-part="name"][aria-current="true"]')).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Stopped editing the text on the page' }),
  ).not.toHaveCount(0);
  await expect(block.locator('.sb-inplace')).toHaveCount(0);
});

test('the keyboard reaches it: Enter on the selected block, Alt+F10 to formatting', async ({
  page,
}) => {
  const { id, rendered, editable, floating } = await pageWithText(page, richTextFromPlain('Keys'));
  const row = page.locator(`.outline [data-block-id="${id}"] [data-row-part="name"]`);
  await row.focus();
  await row.press('Enter');
  await expect(row).toHaveAttribute('aria-current', 'true');
  await row.press('Enter');
  await expect(editable).toBeFocused();
  await page.keyboard.type(' typed');
  await expect(editable).toHaveText('Keys typed');

  await page.keyboard.press('Alt+F10');
  await expect(floating.getByRole('combobox', { name: 'Paragraph style' })).toBeVisible();
  await expect(floating.getByRole('button', { name: 'Bold', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editable).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(rendered.locator('p')).toHaveText('Keys typed');
  await expect(row).toBeFocused();
});

test('a stored link the page would refuse stays inert while edited in place', async ({ page }) => {
  const hostile = {
    root: {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url: 'javascript:alert(1)',
              children: [{ type: 'text', text: 'click me', format: 0 }],
            },
            { type: 'text', text: ' after', format: 0 },
          ],
        },
      ],
    },
  };
  const { rendered, editable } = await pageWithText(page, hostile);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await rendered.click();
  await expect(editable).toBeFocused();
  await expect(editable).toContainText('click me after');
  await expect(editable.locator('a[href^="javascript:"], [onclick]')).toHaveCount(0);
  await editable.getByText('click me').click();
  await expect(editable).toBeFocused();
  expect(dialogs).toBe(0);
});

test('a visitor of the published site gets no Lexical', async ({ page, browser }) => {
  const { rendered, editable } = await pageWithText(page, richTextFromPlain('Published'));
  await rendered.click();
  await editable.press('End');
  await page.keyboard.type(' text');
  const owner = clientOfContext(page.context());
  await expect
    .poll(async () => JSON.stringify((await getSite(owner)).site))
    .toContain('Published text');
  await publishSite(owner);
  // The frame never loaded Lexical either: the editor window runs it.
  const frame = await previewFrame(page);
  const frameScripts = await frame.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(frameScripts.filter((name) => /RichTextEditor|InPlaceText/.test(name))).toEqual([]);

  const visitor = await browser.newContext({ storageState: SIGNED_OUT });
  const live = await visitor.newPage();
  const scripts: string[] = [];
  live.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  });
  await live.goto('/');
  await expect(live.getByText('Published text')).toBeVisible();
  await live.waitForLoadState('networkidle');
  expect(scripts.filter((body) => body.includes('__lexicalKey'))).toEqual([]);
  await expect(live.locator('[contenteditable]')).toHaveCount(0);
  await visitor.close();
});
