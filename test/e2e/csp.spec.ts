// The built editor, preview and live site run under their Content-Security-Policy
// (server/csp.ts): the header is on every page, none has an inline script that runs, and loading them, selecting a text
// block (its editor loads on first use) and the standalone preview log no CSP violation.
import { expect, type Page, test } from '@playwright/test';
import { buttonBlock, clientOfContext, resetFirstPage } from '../fixtures/api';
import { FRAME_SELECTOR, frameBlocks, paletteItem } from '../fixtures/editor';

/** Console messages that report a CSP violation, from the page and its frames. */
function violations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())
    ) {
      found.push(message.text());
    }
  });
  return found;
}

for (const [path, framing] of [
  ['/config/', "frame-ancestors 'none'"],
  ['/preview/', "frame-ancestors 'self'"],
  ['/', "frame-ancestors 'self'"],
] as const) {
  test(`${path} has the policy and no inline script`, async ({ request }) => {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain(framing);
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    // Data blocks (the live page's islands and schema.org data) are never run.
    const data = /\stype="application\/(ld\+)?json"/;
    expect(scripts.filter((tag) => !/\ssrc=/.test(tag) && !data.test(tag))).toEqual([]);
  });
}

test('the editor and the preview run with no CSP violation', async ({ page, context }) => {
  await resetFirstPage(clientOfContext(context), [buttonBlock('Under the policy')]);
  const found = violations(page);
  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  await expect(frameBlocks(page).first()).toBeVisible();
  // A new Text block is selected: its rich text editor loads on first use.
  await paletteItem(page, 'Text').click();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
  await page.goto('/preview/');
  await expect(page.locator('[data-block-id]').first()).toBeVisible();
  expect(found).toEqual([]);
});
