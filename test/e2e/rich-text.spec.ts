// The text block's rich text, end to end in Chromium: typing and formatting with the toolbar,
// the keyboard and Markdown shortcuts shows in the frame at once; links are added, refused,
// edited and removed; a format is undone from the text and from the top bar; pasted HTML keeps
// headings, lists, links and marks and nothing else. The frame never loads Lexical.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { clientOfContext, freshId, resetFirstPage } from '../fixtures/api';
import { frameBlock, frameScriptsWithLexical, openEditor } from '../fixtures/editor';

async function openTextBlock(page: Page, context: Parameters<typeof clientOfContext>[0]) {
  const id = freshId('e2e-text');
  await resetFirstPage(clientOfContext(context), [
    { id, type: 2, settings: { content: richTextFromPlain('Hello') } },
  ]);
  await openEditor(page, 1);
  await frameBlock(page, id).click();
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toBeVisible();
  await expect(text).toHaveText('Hello');
  // Opening the text editor is not an edit.
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  return {
    block: frameBlock(page, id),
    text,
    toolbar: page.getByRole('toolbar', { name: 'Text formatting' }),
  };
}

/** Puts the caret at the end of the text. */
async function toEnd(text: Locator): Promise<void> {
  await text.click();
  await text.press('Control+End');
}

async function selectWordBefore(text: Locator): Promise<void> {
  await text.press('Control+Shift+ArrowLeft');
}

test('typing and formatting with the toolbar, shortcuts and Markdown shows in the frame', async ({
  page,
  context,
}) => {
  const { block, text, toolbar } = await openTextBlock(page, context);
  await expect(page.getByRole('heading', { name: /Text/ }).first()).toBeVisible();
  for (const name of [
    'Bold',
    'Italic',
    'Underline',
    'Strikethrough',
    'Superscript',
    'Subscript',
    'Bulleted list',
    'Numbered list',
    'Indent',
    'Outdent',
    'Align left',
    'Align center',
    'Align right',
    'Justify',
    'Link',
    'Code',
  ]) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  }

  await toEnd(text);
  await page.keyboard.type(' world');
  await expect(block.locator('p')).toHaveText('Hello world');

  await selectWordBefore(text);
  const bold = toolbar.getByRole('button', { name: 'Bold', exact: true });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(block.locator('strong')).toHaveText('world');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');

  await text.press('Control+i');
  await expect(block.locator('strong em, em strong')).toHaveText('world');
  await expect(toolbar.getByRole('button', { name: 'Italic', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await text.press('Control+Shift+x');
  await expect(block.locator('s')).toHaveText('world');

  await toolbar.getByRole('button', { name: 'Align center', exact: true }).click();
  await expect(block.locator('p.sb-rt-align-center')).toHaveCount(1);

  // Markdown shortcuts at the start of a new line, and inline.
  await text.press('End');
  await text.press('Enter');
  await page.keyboard.type('## Second title');
  await expect(block.locator('h2')).toHaveText('Second title');
  await text.press('Enter');
  await page.keyboard.type('- first item');
  await expect(block.locator('ul > li')).toHaveText('first item');
  await text.press('Enter');
  await text.press('Enter');
  await page.keyboard.type('Some **loud** words');
  await expect(block.locator('strong', { hasText: 'loud' })).toHaveCount(1);

  // The paragraph style choice.
  await toolbar.getByLabel('Paragraph style').selectOption('Quote');
  await expect(block.locator('blockquote')).toHaveText('Some loud words');
});

test('a link is added, refused when bad, edited and removed', async ({ page, context }) => {
  const { block, text, toolbar } = await openTextBlock(page, context);
  await toEnd(text);
  await selectWordBefore(text);
  const link = toolbar.getByRole('button', { name: 'Link', exact: true });
  await link.click();
  const form = page.getByRole('form', { name: 'Link' });
  const address = form.getByLabel('Link address');

  await address.fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Apply link' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Links must be formatted as www.example.com or https://www.example.com.',
  );
  await address.fill('/no-such-page');
  await address.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('/no-such-page is not a valid page URL.');
  await address.fill('mailto:someone');
  await address.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Emails must be formatted as user@domain.com.');
  await expect(block.locator('a')).toHaveCount(0);

  await address.fill('example.com');
  await form.getByLabel('Open in new window').check();
  await form.getByRole('button', { name: 'Apply link' }).click();
  await expect(form).toHaveCount(0);
  const anchor = block.locator('a');
  await expect(anchor).toHaveText('Hello');
  await expect(anchor).toHaveAttribute('href', 'https://example.com');
  await expect(anchor).toHaveAttribute('target', '_blank');
  await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');

  // Edit: the caret in the link, the editor shows its address; pick a page instead.
  await text.click();
  await text.press('Control+Home');
  await text.press('ArrowRight');
  await expect(link).toHaveAttribute('aria-pressed', 'true');
  await link.click();
  await expect(address).toHaveValue('https://example.com');
  await form.getByLabel('Or a page of this site').selectOption({ index: 2 });
  await form.getByLabel('Open in new window').uncheck();
  await form.getByRole('button', { name: 'Apply link' }).click();
  await expect(anchor).toHaveAttribute('href', /^\/[a-z-]+$/);
  await expect(anchor).not.toHaveAttribute('target', /.*/);

  await text.press('Control+Home');
  await text.press('ArrowRight');
  await link.click();
  await form.getByRole('button', { name: 'Remove link' }).click();
  await expect(block.locator('a')).toHaveCount(0);
  await expect(block.locator('p')).toHaveText('Hello');
});

test('a format is undone with Ctrl+Z in the text and redone with the Redo button', async ({
  page,
  context,
}) => {
  const { block, text, toolbar } = await openTextBlock(page, context);
  await toEnd(text);
  await page.keyboard.type(' there');
  await expect(block.locator('p')).toHaveText('Hello there');
  await selectWordBefore(text);
  await toolbar.getByRole('button', { name: 'Underline', exact: true }).click();
  await expect(block.locator('u')).toHaveText('there');

  await text.press('Control+z');
  await expect(block.locator('u')).toHaveCount(0);
  await expect(block.locator('p')).toHaveText('Hello there');
  await expect(text.locator('u, .rt-underline')).toHaveCount(0);

  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(block.locator('u')).toHaveText('there');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(block.locator('u')).toHaveCount(0);

  // Typing was one step: undoing it brings back the stored text, in the frame and the editor.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(block.locator('p')).toHaveText('Hello');
  await expect(text).toHaveText('Hello');

  // The text stays editable after an undo.
  await toEnd(text);
  await page.keyboard.type('!');
  await expect(block.locator('p')).toHaveText('Hello!');
});

test('pasting HTML keeps headings, lists, links and marks and drops the rest', async ({
  page,
  context,
}) => {
  const { block, text } = await openTextBlock(page, context);
  await toEnd(text);
  await text.press('Enter');
  const html = `
    <h2 style="color:red">Pasted heading</h2>
    <p>Some <b>bold</b>, <i>italic</i> and <span style="font-size:40px;color:red">big red</span>
      text with <a href="https://example.com/page" onclick="alert(1)">a link</a>
      and <a href="javascript:alert(1)">a bad link</a>.</p>
    <ul><li>One</li><li>Two</li></ul>
    <img src="x" onerror="alert(1)">
    <script>alert(1)</script>
    <iframe src="https://evil.example"></iframe>
    <table><tr><td>cell</td></tr></table>`;
  await text.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/html', data);
    transfer.setData('text/plain', 'plain');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, html);
  await expect(block.locator('h2')).toHaveText('Pasted heading');
  await expect(block.locator('strong')).toHaveText('bold');
  await expect(block.locator('em')).toHaveText('italic');
  await expect(block.locator('li')).toHaveText(['One', 'Two']);
  await expect(block.locator('a')).toHaveCount(1);
  await expect(block.locator('a')).toHaveAttribute('href', 'https://example.com/page');
  await expect(block).toContainText('a bad link');
  await expect(
    block.locator('img, script, iframe, table, [style*="color"], [onclick]'),
  ).toHaveCount(0);
  await expect(text.locator('[style*="color"], [style*="font-size"]')).toHaveCount(0);
});

test('the frame loads no Lexical code', async ({ page, context }) => {
  await openTextBlock(page, context);
  expect(await frameScriptsWithLexical(page)).toEqual([]);
});
