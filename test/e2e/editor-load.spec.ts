// A fresh editor shows the demo site: the frame renders the blocks the server holds for the
// first page, in order.
import { expect, test } from '@playwright/test';
import { clientOfContext, firstPage, getSite } from '../fixtures/api';
import { FRAME_SELECTOR, frameBlocks, palette, SAVED, statusWith } from '../fixtures/editor';

test('the editor opens with the demo site loaded in the frame', async ({ page, context }) => {
  const { site } = await getSite(clientOfContext(context));
  expect(site.pages.map((p) => p.slug).length).toBeGreaterThanOrEqual(1);
  const expectedIds = firstPage(site).sections.flatMap((section) =>
    section.blocks.map((b) => b.id),
  );

  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  await expect(palette(page)).toBeVisible();
  await expect(page.getByLabel('Search blocks')).toBeVisible();
  await expect(frameBlocks(page)).toHaveCount(expectedIds.length);
  const shownIds = await frameBlocks(page).evaluateAll((els) =>
    els.map((el) => el.getAttribute('data-block-id')),
  );
  expect(shownIds).toEqual(expectedIds);
  await expect(statusWith(page, SAVED)).not.toHaveCount(0);
});

test('the first start seeded the pages home, about and contact', async ({ context }) => {
  const { site, revision } = await getSite(clientOfContext(context));
  expect(site.id).toBe('demo');
  expect(revision).toBeGreaterThanOrEqual(1);
  for (const id of ['home', 'about', 'contact']) {
    expect(site.pages.map((page) => page.id)).toContain(id);
  }
});
