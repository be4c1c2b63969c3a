// Issue 25, the collection item page template: the owner adds a blog as a page (a published post
// with a body and a tag, through the API), writes a "Collection item page" template for that blog
// in the editor's Templates panel, sees the post through it in the frame as they type, sees an
// error at its line while the frame keeps the last good page, saves it, and a signed-out visitor
// finds the post through the template on the live site. The template, the page and the
// collection are removed afterwards.
import { expect as baseExpect, test } from '@playwright/test';
import { COLLECTIONS_PATH, collectionPath, itemsPath } from '../../shared/api/collections';
import { PageType } from '../../shared/codes/page-types';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import type { Page } from '../../shared/document/schema';
import type { StoredTemplate } from '../../shared/templates/stored';
import { clientOfRequest, freshId, publishSite, saveSite, sendOk } from '../fixtures/api';
import { FRAME_SELECTOR, frameOf } from '../fixtures/editor';
import { SIGNED_OUT } from '../fixtures/owner';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const made: { collection?: string; page?: string; templates: string[] } = { templates: [] };

test.afterAll(async ({ request }) => {
  const { templates } = (await (await request.get('/api/templates')).json()) as {
    templates: StoredTemplate[];
  };
  for (const template of templates.filter((t) => t.kind === 'collection-item')) {
    await sendOk(request, 'DELETE', `/api/templates/${template.id}`);
  }
  const client = clientOfRequest(request);
  await saveSite(client, (site) => ({
    ...site,
    pages: site.pages.filter((page) => page.id !== made.page),
  }));
  await publishSite(client);
  if (made.collection) await sendOk(request, 'DELETE', collectionPath(made.collection));
});

const GOOD = [
  '<h1 class="owner-item-title">{item.title}</h1>',
  '<p class="owner-item-tags">{.repeated section item.tags}{@}{.end}</p>',
  '<div class="owner-item-body">{item.body}</div>',
].join('\n');
const BROKEN = GOOD.replace('{item.body}', '{item.body|sparkle}');

test('an owner writes a collection item template, sees it in the frame and on the live site', async ({
  page,
  browser,
  request,
}) => {
  const slug = freshId('notes').toLowerCase();
  const collection = await sendOk(request, 'POST', COLLECTIONS_PATH, {
    type: 'blog',
    title: 'Field notes',
    slug,
  });
  made.collection = collection!.id;
  await sendOk(request, 'POST', itemsPath(collection!.id), {
    title: 'Morning walk',
    status: 'Published',
    publishOn: Date.now() - 86_400_000,
    body: richTextFromPlain('Along the river.'),
    tags: ['Walks'],
  });
  const blogPage: Page = {
    id: freshId('e2e-page'),
    title: 'Field notes',
    slug,
    pageType: PageType.mainContent,
    sections: [],
    collection: { id: collection!.id, view: 'list' },
  };
  made.page = blogPage.id;
  const client = clientOfRequest(request);
  await saveSite(client, (site) => ({ ...site, pages: [...site.pages, blogPage] }));
  await publishSite(client);

  await page.goto('/config/');
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
  await page.getByRole('button', { name: 'Store' }).click();
  await page.getByRole('menuitem', { name: 'Templates' }).click();
  const panel = page.getByRole('dialog', { name: 'Templates' });
  await panel.getByRole('button', { name: 'New template' }).click();
  await panel.getByLabel('Name').fill('Field notes post');
  await panel.getByLabel('Kind').selectOption({ label: 'Collection item page' });
  await panel.getByLabel('Applies to').selectOption({ label: 'Field notes page' });
  await panel
    .getByLabel('Show in the frame with')
    .selectOption({ label: 'Field notes: Morning walk' });
  const source = panel.getByLabel('Template source');
  await source.fill(GOOD);

  // The frame shows the post through the template as the owner types.
  const frame = frameOf(page);
  await expect(frame.locator('.owner-item-title')).toHaveText('Morning walk');
  await expect(frame.locator('.owner-item-tags')).toHaveText('Walks');
  await expect(frame.locator('.owner-item-body')).toHaveText('Along the river.');
  await expect(frame.locator('.sb-item-title')).toHaveCount(0);

  // An error shows at its line; the frame keeps the last good page.
  await source.fill(BROKEN);
  await expect(
    panel.getByRole('button', { name: '3:30 Unknown formatter "sparkle"' }),
  ).toBeVisible();
  await expect(
    panel.getByText('The frame keeps the last good rendering while the template has errors.'),
  ).toBeVisible();
  await expect(frame.locator('.owner-item-body')).toHaveText('Along the river.');

  await source.fill(GOOD);
  await panel.getByRole('button', { name: 'Save template' }).click();
  await expect(panel.getByText('Template saved. The live site uses it.')).toBeVisible();

  const visitor = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
  await visitor.goto(`/${slug}`);
  await visitor.getByRole('link', { name: 'Morning walk' }).first().click();
  await expect(visitor.locator('.owner-item-title')).toHaveText('Morning walk');
  await expect(visitor.locator('.owner-item-body')).toHaveText('Along the river.');
  await expect(visitor.locator('.sb-item-title')).toHaveCount(0);
});
