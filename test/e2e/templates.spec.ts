// Issue 25 end to end: the owner writes a product page template in the editor's Templates panel
// (CodeMirror: price, variants, the add-to-cart button) and the frame shows it as they type; an
// error shows at its line (marked in the source; its entry moves the caret there) while the frame
// keeps the last good page; saved, a visitor buys through it on the live site and the cart's count
// changes. A product list template: its quick-view and add buttons work in the frame and on the
// live site; switched off, the list is built in. The templates are deleted afterwards, so the
// other specs see the built-in pages.
import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { CRUMB_HEADER } from '../../shared/api/sites';
import type { StoredTemplate } from '../../shared/templates/stored';
import { clientOfRequest, readCrumb } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { FRAME_SELECTOR, frameOf } from '../fixtures/editor';
import { SIGNED_OUT } from '../fixtures/owner';
import { LIST_TEMPLATE } from '../fixtures/templates';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const GOOD = [
  '<h1 class="owner-title">{item.title}</h1>',
  '{item|product-price}',
  '{item|variants-select}',
  '{item|quantity-input}',
  '{item|add-to-cart-btn}',
].join('\n');
const BROKEN = GOOD.replace('{item|product-price}', '{item|sparkle}');

async function deleteTemplates(request: APIRequestContext): Promise<void> {
  const crumb = await readCrumb(clientOfRequest(request));
  const answer = await request.get('/api/templates');
  const { templates } = (await answer.json()) as { templates: StoredTemplate[] };
  for (const template of templates) {
    await request.delete(`/api/templates/${template.id}`, { headers: { [CRUMB_HEADER]: crumb } });
  }
}

test.afterAll(async ({ request }) => {
  await deleteTemplates(request);
});

/** The line and column (from 1) of the caret in the source editor (CodeMirror's content). */
function caretOf(source: Locator): Promise<{ line: number; column: number }> {
  return source.evaluate((content) => {
    const selection = getSelection();
    const node = selection?.focusNode;
    const element = node instanceof Element ? node : node?.parentElement;
    const line = element?.closest('.cm-line');
    if (!selection || !node || !line) return { line: 0, column: 0 };
    const before = document.createRange();
    before.setStart(line, 0);
    before.setEnd(node, selection.focusOffset);
    const lines = [...content.querySelectorAll('.cm-line')];
    return { line: lines.indexOf(line) + 1, column: before.toString().length + 1 };
  });
}

/** The editor's Templates panel with a new template open in it. */
async function newTemplate(page: Page): Promise<Locator> {
  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  await page.getByRole('button', { name: 'Store' }).click();
  await page.getByRole('menuitem', { name: 'Templates' }).click();
  const panel = page.getByRole('dialog', { name: 'Templates' });
  await panel.getByRole('button', { name: 'New template' }).click();
  return panel;
}

async function chooseOak(scope: Page | ReturnType<typeof frameOf>) {
  await scope.locator('select[data-variant-option-name="Size"]').selectOption('Small');
  await scope.locator('select[data-variant-option-name="Finish"]').selectOption('Natural');
}

test('an owner writes a product page template and a visitor buys through it', async ({
  page,
  browser,
}) => {
  const panel = await newTemplate(page);
  await panel.getByLabel('Show in the frame with').selectOption({ label: 'Oak Side Table' });
  const source = panel.getByLabel('Template source');
  await source.fill(GOOD);

  // The frame shows the product page through the template as the owner types.
  const frame = frameOf(page);
  await expect(frame.locator('.owner-title')).toHaveText('Oak Side Table');
  await expect(frame.locator('.product-price')).toContainText('180.00');
  await expect(frame.locator('select[data-variant-option-name="Size"]')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  await expect(panel.getByText('The frame shows this template as you type.')).toBeVisible();

  // In the frame it sells too.
  await chooseOak(frame);
  await frame.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(frame.locator('.sqs-add-to-cart-button-inner')).toHaveText('Added!');

  // An error shows at its line; the frame keeps the last good page and says so.
  await source.fill(BROKEN);
  const error = panel.getByRole('button', { name: '2:1 Unknown formatter "sparkle"' });
  await expect(error).toBeVisible();
  await expect(
    panel.getByText('The frame keeps the last good rendering while the template has errors.'),
  ).toBeVisible();
  await expect(frame.locator('.product-price')).toContainText('180.00');
  await expect(frame.locator('body')).not.toContainText('sparkle');
  await error.click();
  await expect(source).toBeFocused();
  expect(await caretOf(source)).toEqual({ line: 2, column: 1 });
  // The error is marked in the source over its tag, and Tab leaves the editor.
  await expect(panel.locator('.cm-lintRange-error')).toHaveText('{item|sparkle}');
  await expectAccessible(page, 'the Templates panel with an error in the source', {
    include: '.templates-panel',
  });
  await source.press('Tab');
  await expect(source).not.toBeFocused();

  await source.fill(GOOD);
  await expect(error).toBeHidden();
  await panel.getByRole('button', { name: 'Save template' }).click();
  await expect(panel.getByText('Template saved. The live site uses it.')).toBeVisible();

  // A visitor on the live site buys through the template.
  const visitor = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
  await visitor.goto('/shop/oak-side-table');
  await expect(visitor.locator('.owner-title')).toHaveText('Oak Side Table');
  const add = visitor.getByRole('button', { name: 'Add To Cart' });
  await expect(add).toHaveAttribute('data-phase', 'idle');
  await chooseOak(visitor);
  await add.click();
  await expect(visitor.locator('.sqs-add-to-cart-button-inner')).toHaveText('Added!');
  await expect(visitor.locator('.sb-pill-count')).toHaveText('1');
  await expect(visitor.getByRole('link', { name: 'One item in cart' }).first()).toBeVisible();
});

async function quickViewAndAdd(scope: Page | ReturnType<typeof frameOf>) {
  const oak = scope.locator('.owner-item', { hasText: 'Oak Side Table' });
  await oak.getByRole('button', { name: 'Quick View' }).click();
  const quick = scope.getByRole('dialog', { name: 'Quick view: Oak Side Table' });
  await expect(quick).toBeVisible();
  await expect(quick.getByRole('heading', { name: 'Oak Side Table' })).toBeVisible();
  await quick.getByRole('button', { name: 'Close' }).click();
  await expect(quick).toBeHidden();
  const plans = scope.locator('.owner-item', { hasText: 'Workshop Plans (PDF)' });
  await plans.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(plans.locator('.sqs-add-to-cart-button-inner')).toHaveText('Added!');
}

test('an owner writes a product list template; its quick view and add buttons work', async ({
  page,
  browser,
}) => {
  const panel = await newTemplate(page);
  await panel.getByLabel('Name').fill('Shop list');
  await panel.getByLabel('Kind').selectOption({ label: 'Product list page' });
  await panel.getByLabel('Template source').fill(LIST_TEMPLATE);

  // The frame goes to the products page and lists the products through the template.
  const frame = frameOf(page);
  await expect(frame.locator('.owner-list')).toHaveText('Shop');
  await expect(frame.locator('.owner-item', { hasText: 'Oak Side Table' })).toContainText('180.00');
  await expect(frame.locator('.sb-product-card')).toHaveCount(0);
  await quickViewAndAdd(frame);

  await panel.getByRole('button', { name: 'Save template' }).click();
  await expect(panel.getByText('Template saved. The live site uses it.')).toBeVisible();

  const visitor = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
  await visitor.goto('/shop');
  await expect(visitor.locator('.owner-list')).toHaveText('Shop');
  await expect(
    visitor.locator('.owner-item', { hasText: 'Workshop Plans (PDF)' }).getByRole('button', {
      name: 'Add To Cart',
    }),
  ).toHaveAttribute('data-phase', 'idle');
  await quickViewAndAdd(visitor);
  await expect(visitor.locator('.sb-pill-count')).toHaveText('1');

  // Switched off, the live site lists the products with the built-in list again.
  await panel.getByLabel('Use on the live site (off: the built-in rendering)').uncheck();
  await panel.getByRole('button', { name: 'Save template' }).click();
  await expect(panel.getByText(/switched off: the live site uses the built-in/)).toBeVisible();
  await visitor.reload();
  await expect(visitor.locator('.sb-product-card').first()).toBeVisible();
  await expect(visitor.locator('.owner-item')).toHaveCount(0);
});
