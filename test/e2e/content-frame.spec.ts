// The editor's frame follows the Content dialog: with the frame on a blog's page, a post saved,
// retitled and deleted in the dialog shows in (and leaves) the frame's list at once, without the
// frame being reloaded.
import { expect, test } from '@playwright/test';
import type { Collection } from '../../shared/content/collections';
import { removeCollectionAndPage, startBlog } from '../fixtures/content';
import { FRAME_SELECTOR, frameOf } from '../fixtures/editor';

test.describe.configure({ timeout: 90_000 });

test('a post saved or deleted in the Content dialog shows in the frame at once', async ({
  page,
  request,
}) => {
  const serial = Date.now().toString(36);
  const title = `Glaze log ${serial}`;
  await page.setViewportSize({ width: 1024, height: 900 });
  const dialog = await startBlog(page, title);
  // The editor shows the collection's new page in the frame.
  await expect(page.getByRole('status', { name: 'Frame address' })).toHaveText(
    `/glaze-log-${serial}`,
  );
  const frame = frameOf(page);
  // The frame has read the blog's (empty) view before any post exists.
  await expect(frame.locator('.sb-collection-empty', { hasText: 'No posts yet.' })).toBeAttached();
  // Marks the frame's window: a reload would lose the mark.
  await page.locator(FRAME_SELECTOR).evaluate((element) => {
    ((element as HTMLIFrameElement).contentWindow as unknown as { mark: number }).mark = 1;
  });

  await dialog.getByRole('button', { name: 'New post' }).click();
  const form = dialog.getByRole('form', { name: 'New post' });
  await form.getByLabel('Title').fill('Celadon trials');
  await form.getByLabel('Status').selectOption('Published');
  await form.getByRole('button', { name: 'Save post' }).click();
  await expect(dialog.getByRole('rowheader', { name: 'Celadon trials' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Celadon trials' })).toBeAttached();

  await dialog.getByRole('button', { name: 'Edit Celadon trials' }).click();
  const edit = dialog.getByRole('form', { name: 'Edit post' });
  await edit.getByLabel('Title').fill('Celadon trials, second firing');
  await edit.getByRole('button', { name: 'Save post' }).click();
  await expect(frame.getByRole('link', { name: 'Celadon trials, second firing' })).toBeAttached();

  await dialog.getByRole('button', { name: 'Delete Celadon trials, second firing' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Delete/ })
    .last()
    .click();
  await expect(frame.getByRole('link', { name: /Celadon trials/ })).toHaveCount(0);
  const mark = await page
    .locator(FRAME_SELECTOR)
    .evaluate(
      (element) =>
        ((element as HTMLIFrameElement).contentWindow as unknown as { mark?: number }).mark,
    );
  expect(mark).toBe(1);

  await page.keyboard.press('Escape');
  const collections = (await (await request.get('/api/collections')).json()) as {
    collections: Collection[];
  };
  const blog = collections.collections.find((candidate) => candidate.title === title)!;
  await removeCollectionAndPage(request, blog.id);
});
