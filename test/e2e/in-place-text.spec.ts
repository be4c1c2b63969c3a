// Text edited where it stands, end to end in Chromium: the owner clicks a Text block's text in
// the frame and types there; selecting text shows the floating formatting toolbar (the panel's,
// with its shortcuts); the store's Undo takes typing back; the panel shows the same text; Escape
// leaves. The keyboard reaches it too (Enter on the selected block's outline row). A stored link
// the page would refuse stays inert while edited, and a visitor of the published site gets no
// Lexical. A button's label and a quote are edited in place as plain text.
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

test('a button label and a quote are edited where they stand, as plain text', async ({ page }) => {
  const button = freshId('e2e-inplace-button');
  const quote = freshId('e2e-inplace-quote');
  await resetFirstPage(clientOfContext(page.context()), [
    { id: button, type: 53, settings: { label: 'Shop now', url: '/shop' } },
    { id: quote, type: 31, settings: { text: 'Good words.', source: 'Ann' } },
  ]);
  await openEditor(page, 2);
  const frame = frameOf(page);

  // The button's label: a click edits it (the link is not followed), typing reaches the panel.
  await frameBlock(page, button).locator('.sb-button').click();
  const label = frame.getByRole('textbox', { name: 'Label, edited on the page' });
  await expect(label).toBeFocused();
  await label.press('End');
  await page.keyboard.type(' today');
  await expect(label).toHaveText('Shop now today');
  await expect(page.getByRole('textbox', { name: 'Label', exact: true })).toHaveValue(
    'Shop now today',
  );
  await expect(frameBlock(page, quote)).toBeVisible();
  // Enter ends a one-line text; the button shows the new label.
  await label.press('Enter');
  await expect(label).toHaveCount(0);
  await expect(frameBlock(page, button).locator('.sb-button')).toHaveText('Shop now today');
  // The store's undo takes the typing back as one step.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(frameBlock(page, button).locator('.sb-button')).toHaveText('Shop now');

  // The quote's source is its own text; Ctrl+Z in it is the store's undo.
  await frameBlock(page, quote).locator('.sb-quote-source').click();
  const source = frame.getByRole('textbox', { name: 'Source, edited on the page' });
  await expect(source).toBeFocused();
  await source.press('End');
  await page.keyboard.type(' Smith');
  await expect(page.getByRole('textbox', { name: 'Source', exact: true })).toHaveValue('Ann Smith');
  await source.press('Control+z');
  await expect(source).toHaveText('Ann');
  await source.press('Escape');
  await expect(source).toHaveCount(0);
  await expect(frameBlock(page, quote).locator('figcaption')).toHaveText('— Ann');

  // A quote's words take line breaks; a too-long quote is refused with the panel's words.
  await frameBlock(page, quote).locator('.sb-quote-text').click();
  const words = frame.getByRole('textbox', { name: 'Quote, edited on the page' });
  await words.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('More.');
  await expect(page.getByRole('textbox', { name: 'Quote', exact: true })).toHaveValue(
    'Good words.\nMore.',
  );
  await words.evaluate((element) => {
    element.textContent = 'x'.repeat(2001);
    element.dispatchEvent(new InputEvent('input', { bubbles: true }));
  });
  await expect(page.locator('.inplace-float').getByRole('alert')).toHaveText(
    'A quote can be at most 2000 characters.',
  );
  await expect(words).toHaveAttribute('aria-invalid', 'true');
});
