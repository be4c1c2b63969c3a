// Comments end to end at 1024 and 428 px (issue 21): a published post with a main image, tags and
// comments held for moderation. A visitor opens it, follows "Sign in" to comment, creates a site
// account, comments as that site user (no name or email asked), and is told the comment waits.
// The owner approves it in the editor (Content → Comments), the approval announced; the visitor's
// page then shows "1 Comment" with it, under the author's name, never the email. axe on the item
// page before and after, and on the moderation list; a screenshot of the page with the approved
// comment is kept with the test's results. The page and collection are removed afterwards.
import { expect as baseExpect, test } from '@playwright/test';
import sharp from 'sharp';
import { itemsPath } from '../../shared/api/collections';
import { FILES_API_PATH, type FileRecord } from '../../shared/api/files';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import {
  clientOfRequest,
  freshId,
  publishSite,
  readCrumb,
  saveSite,
  sendOk,
} from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { collectionAsPage, madeBySpec, setComments, visitorAt } from '../fixtures/content';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const made = madeBySpec();
const PASSWORD = 'a long password';

for (const width of [1024, 428]) {
  test(`a site user comments on a post and the owner approves it in the editor at ${width} px`, async ({
    browser,
    page,
    request,
  }) => {
    const slug = freshId(`glaze-${width}`).toLowerCase();
    const blog = await collectionAsPage(request, made, 'blog', slug);
    await setComments(request, blog.id, slug, { holdComments: true });
    const crumb = await readCrumb(clientOfRequest(request));
    const picture = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#5d7f8c' },
    })
      .jpeg()
      .toBuffer();
    const upload = await request.post(FILES_API_PATH, {
      headers: { [CRUMB_HEADER]: crumb },
      multipart: { file: { name: 'kiln.jpg', mimeType: 'image/jpeg', buffer: picture } },
    });
    expect(upload.status()).toBe(201);
    const image = (await upload.json()) as FileRecord;
    await sendOk(request, 'POST', itemsPath(blog.id), {
      title: 'Glaze notes',
      status: 'Published',
      publishOn: Date.now() - 3_600_000,
      excerpt: '<p>What the celadon firing taught us.</p>',
      body: richTextFromPlain('Three days at cone 10, and a kiln full of pale green bowls.'),
      mainImage: {
        fileId: image.id,
        alt: 'Bowls cooling by the kiln',
        focalPoint: { x: 0.5, y: 0.5 },
      },
      tags: ['Pottery', 'Glazes'],
    });
    const client = clientOfRequest(request);
    await saveSite(client, (site) => ({ ...site, pages: [...site.pages, blog.page] }));
    await publishSite(client);

    // The visitor signs up from the post's "Sign in" link and comments as that site user.
    const email = `reader-${width}-${Date.now()}@example.com`;
    const reader = email.split('@')[0]!;
    const visitor = await visitorAt(browser, width);
    const postAddress = `/${slug}/glaze-notes`;
    await visitor.goto(postAddress);
    const responses = visitor.getByRole('region', { name: 'Responses' });
    await expect(responses.getByRole('heading', { name: 'No Comments' })).toBeVisible();
    await responses.getByRole('link', { name: 'Sign in' }).click();
    await expect(visitor).toHaveURL(/\/account$/);
    const create = visitor.getByRole('form', { name: 'Create account' });
    // Sent empty first, until the refusal shows the form is ready (its script has run; a click
    // before that reloads the page).
    await expect(async () => {
      await create.getByRole('button', { name: 'Create account' }).click();
      await expect(create.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true', {
        timeout: 2_000,
      });
    }).toPass();
    await create.getByLabel('Email').fill(email);
    await create.getByLabel(/^Password/).fill(PASSWORD);
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor.getByText(`Signed in as ${email}`)).toBeVisible();

    await visitor.goto(postAddress);
    const form = responses.getByRole('form', { name: 'Leave a comment' });
    await expect(form.getByLabel('Comment')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveCount(0);
    await form.getByLabel('Comment').fill('The pale green is <b>lovely</b>. #glazes');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(responses.getByRole('status')).toHaveText(
      'Thank you. Your comment will show once it is approved.',
    );
    await expect(responses.getByRole('heading', { name: 'No Comments' })).toBeVisible();
    await expectAccessible(visitor, `a post with a comment waiting at ${width} px`);

    // The owner approves it in the editor's Content dialog.
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/config/');
    await page.getByRole('banner').getByRole('button', { name: 'Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Content' });
    await dialog.getByRole('combobox', { name: 'Collection' }).selectOption(blog.id);
    await dialog.getByRole('button', { name: 'Comments' }).click();
    const moderation = dialog.getByRole('region', { name: 'Comments' });
    const waiting = moderation.getByRole('listitem').filter({ hasText: 'The pale green' });
    await expect(waiting).toContainText(`${reader} (${email}) on Glaze notes`);
    await expectAccessible(page, `comments waiting for approval at ${width} px`, {
      include: '.content-dialog',
    });
    await waiting.getByRole('button', { name: `Approve the comment by ${reader}` }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Approved the comment by ${reader}.`);
    await expect(moderation.getByText('No comments are waiting.')).toBeVisible();
    await expect(moderation).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The visitor sees it, escaped, under the name alone.
    await visitor.reload();
    await expect(responses.getByRole('heading', { name: '1 Comment' })).toBeVisible();
    await expect(responses.getByText('The pale green is <b>lovely</b>.')).toBeVisible();
    await expect(responses.getByText(reader, { exact: true })).toBeVisible();
    await expect(responses.getByRole('link', { name: '#glazes' })).toHaveAttribute(
      'href',
      `/${slug}?tag=glazes`,
    );
    await expect(visitor.getByText(email)).toHaveCount(0);
    await expect(visitor.getByRole('img', { name: 'Bowls cooling by the kiln' })).toBeVisible();
    const overflow = await visitor.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(visitor, `a post with an approved comment at ${width} px`);
    await visitor.screenshot({ path: test.info().outputPath(`item-${width}.png`), fullPage: true });
    await visitor.context().close();
  });
}
