// Scheduling end to end, at 1024 and 428 px: the owner starts a blog in the Content dialog,
// publishes the site, and writes a post Scheduled a minute or two ahead (the site's wall clock).
// Visitors neither see it listed nor reach its page until its time (at 1024 px the test waits
// for it); then the owner edits it and publishes it, and visitors see the edit. axe finds nothing
// serious or critical in the dialog at either width.
import { type Browser, expect, test } from '@playwright/test';
import { localDateTime } from '../../shared/analytics/zoned-days';
import type { Collection } from '../../shared/content/collections';
import { siteTimeZone } from '../../shared/content/dates';
import { clientOfRequest, getSite, publishSite } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { removeCollectionAndPage, startBlog } from '../fixtures/content';
import { SIGNED_OUT } from '../fixtures/owner';

test.describe.configure({ timeout: 240_000 });

const MINUTE = 60_000;

/** The next minute on the clock at least 40 s away: the publish time, as an instant. */
function soon(now = Date.now()): number {
  const next = Math.ceil(now / MINUTE) * MINUTE;
  return next - now >= 40_000 ? next : next + MINUTE;
}

/** What a signed-out visitor gets at `path`: its status and the page's text. */
async function visitor(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL });
  try {
    const response = await context.request.get(path);
    return { status: response.status(), text: await response.text() };
  } finally {
    await context.close();
  }
}

for (const width of [1024, 428]) {
  test(`at ${width} px a scheduled post stays hidden until its time, then is edited and published`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const serial = `${width}-${Date.now().toString(36)}`;
    const title = `Kiln notes ${serial}`;
    const slug = `kiln-notes-${serial}`;
    const dialog = await startBlog(page, title);
    const client = clientOfRequest(request);
    await publishSite(client);
    const timeZone = siteTimeZone((await getSite(client)).site.settings);

    const at = soon();
    await dialog.getByRole('button', { name: 'New post' }).click();
    const form = dialog.getByRole('form', { name: 'New post' });
    await form.getByLabel('Title').fill('Firing day');
    await form.getByLabel('Status').selectOption('Scheduled');
    await form.getByLabel('Publish on').fill(localDateTime(at, timeZone));
    await expectAccessible(page, `the scheduled post's form at ${width} px`, {
      include: '.content-dialog',
    });
    await form.getByRole('button', { name: 'Save post' }).click();
    const row = dialog.getByRole('row', { name: /Firing day/ });
    await expect(row).toContainText('Scheduled');
    await expectAccessible(page, `the item list at ${width} px`, { include: '.content-dialog' });

    const list = await visitor(browser, baseURL!, `/${slug}`);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain('Firing day');
    expect((await visitor(browser, baseURL!, `/${slug}/firing-day`)).status).toBe(404);

    if (width === 1024) {
      expect(Date.now()).toBeLessThan(at);
      await expect
        .poll(async () => (await visitor(browser, baseURL!, `/${slug}/firing-day`)).status, {
          timeout: at - Date.now() + 30_000,
          intervals: [5_000],
        })
        .toBe(200);
      expect(Date.now()).toBeGreaterThanOrEqual(at);
      expect((await visitor(browser, baseURL!, `/${slug}`)).text).toContain('Firing day');
    }

    await dialog.getByRole('button', { name: 'Edit Firing day' }).click();
    const edit = dialog.getByRole('form', { name: 'Edit post' });
    await edit.getByLabel('Title').fill('Firing day, the results');
    await edit.getByLabel('Status').selectOption('Published');
    await edit.getByRole('button', { name: 'Save post' }).click();
    await expect(dialog.getByRole('row', { name: /Firing day, the results/ })).toContainText(
      'Published',
    );
    const shown = await visitor(browser, baseURL!, `/${slug}`);
    expect(shown.text).toContain('Firing day, the results');
    expect((await visitor(browser, baseURL!, `/${slug}/firing-day`)).status).toBe(200);

    const collections = (await (await request.get('/api/collections')).json()) as {
      collections: Collection[];
    };
    const blog = collections.collections.find((candidate) => candidate.title === title)!;
    await page.keyboard.press('Escape');
    await removeCollectionAndPage(request, blog.id);
    await publishSite(client);
  });
}
