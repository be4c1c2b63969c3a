// A save nested deeper than the server reads is refused with a clear message before anything
// recurses over it, nothing is stored, and the editor still opens on the site as it was saved.
import { expect, test } from '@playwright/test';
import { SiteApiMessage } from '../../shared/api/sites';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../../shared/json/nesting';
import { clientOfContext, getSite, readCrumb, SITE_PATH } from '../fixtures/api';
import { frameBlocks } from '../fixtures/editor';

test('a document nested too deep is refused and the editor still opens', async ({
  page,
  context,
}) => {
  const api = clientOfContext(context);
  const before = await getSite(api);
  const crumb = await readCrumb(api);
  const depth = MAX_JSON_DEPTH * 100;
  const body = `{"baseRevision":${before.revision},"site":{"title":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
  const answer = await context.request.put(SITE_PATH, {
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
    data: body,
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({ error: TOO_DEEP_MESSAGE, issues: [] });
  const after = await getSite(api);
  expect(after.revision).toBe(before.revision);

  await page.goto('/config/');
  await expect(page.getByRole('alert').filter({ hasText: SiteApiMessage.damaged })).toHaveCount(0);
  await expect(frameBlocks(page).first()).toBeVisible();
});
