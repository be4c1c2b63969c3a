// Issue 21 on the live site: the owner adds a blog and an events collection as pages through the
// API (a published post, a draft and one scheduled for tomorrow; an event with a place on the
// map). A signed-out visitor sees only the published post in the list, opens it, follows the
// RSS link to the feed, and finds "Add to calendar" on the event; axe finds nothing serious on
// the list and item pages at 1024 and 428 px. The owner's preview shows the same items. A visitor
// comments through a Comments block and sees it there; the site's comments switch turned off
// hides them and refuses new ones. The pages and collections are removed afterwards.
import { expect as baseExpect, test } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { collectionPath, itemsPath } from '../../shared/api/collections';
import { commentsPath } from '../../shared/api/comments';
import { CRUMB_HEADER } from '../../shared/api/sites';
import { BlockType } from '../../shared/codes/block-types';
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
test.describe.configure({ timeout: 120_000 });

const DAY = 86_400_000;
const made = madeBySpec();

test('a visitor reads the published post, follows the feed, and adds an event to a calendar', async ({
  browser,
  request,
}) => {
  const now = Date.now();
  const blogSlug = freshId('journal').toLowerCase();
  const eventsSlug = freshId('shows').toLowerCase();
  const rss = {
    id: freshId('e2e-rss'),
    type: BlockType.rss,
    settings: { collection: `/${blogSlug}` },
  };
  const blog = await collectionAsPage(request, made, 'blog', blogSlug, [rss]);
  const events = await collectionAsPage(request, made, 'events', eventsSlug);
  await sendOk(request, 'POST', itemsPath(blog.id), {
    title: 'Morning walk',
    status: 'Published',
    publishOn: now - DAY,
    excerpt: '<p>Along the river.</p>',
    tags: ['Walks'],
  });
  await sendOk(request, 'POST', itemsPath(blog.id), { title: 'Unfinished draft', status: 'Draft' });
  await sendOk(request, 'POST', itemsPath(blog.id), {
    title: 'Tomorrow news',
    status: 'Scheduled',
    publishOn: now + DAY,
  });
  await sendOk(request, 'POST', itemsPath(events.id), {
    title: 'Winter fair',
    status: 'Published',
    publishOn: now - DAY,
    event: {
      startDate: now + 7 * DAY,
      endDate: now + 7 * DAY + 3 * 3_600_000,
      location: {
        addressLine1: '12 Mill Lane',
        addressCountry: 'UK',
        mapLat: 53.74,
        mapLng: -2.01,
      },
    },
  });
  const client = clientOfRequest(request);
  await saveSite(client, (site) => ({ ...site, pages: [...site.pages, blog.page, events.page] }));
  await publishSite(client);

  const page = await visitorAt(browser, 1024);
  await page.goto(`/${blogSlug}`);
  const list = page.getByRole('region', { name: 'Our blog' });
  await expect(list.getByRole('link', { name: 'Morning walk' })).toBeVisible();
  await expect(list).toContainText('Along the river.');
  await expect(list).not.toContainText('Unfinished draft');
  await expect(list).not.toContainText('Tomorrow news');
  await expectAccessible(page, 'a blog’s page');

  await list.getByRole('link', { name: 'Morning walk' }).click();
  await expect(page).toHaveURL(new RegExp(`/${blogSlug}/morning-walk$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Morning walk' })).toBeVisible();
  await expect(page.getByText('about a day ago')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'Walks' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Share' }).getByRole('link', { name: /Facebook/ }),
  ).toBeVisible();
  await expectAccessible(page, 'a post’s page');
  expect((await page.request.get(`/${blogSlug}/unfinished-draft`)).status()).toBe(404);

  await page.goto(`/${blogSlug}`);
  const feed = page.waitForResponse((response) => response.url().endsWith('/rss.xml'));
  await page.getByRole('link', { name: 'Subscribe by RSS' }).click();
  const answer = await feed;
  expect(answer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  // Read by a well-kept feed parser, as a feed reader would.
  const feedRead = parseFeed(await answer.text());
  expect(feedRead.items.map((entry) => entry.title)).toEqual(['Morning walk']);
  expect(feedRead.items[0]?.url).toBe(new URL(`/${blogSlug}/morning-walk`, page.url()).href);
  expect(feedRead.items[0]?.published?.getTime()).toBe(Math.floor((now - DAY) / 1000) * 1000);
  expect(feedRead.items[0]?.description).toBe('Along the river.');

  // The owner's preview renders the same items from the draft (the frame's view of them).
  const owner = await browser.newPage();
  await owner.goto(`/preview/${blogSlug}`);
  const preview = owner.getByRole('region', { name: 'Our blog' });
  await expect(preview.getByRole('link', { name: 'Morning walk' })).toBeVisible();
  await expect(preview).not.toContainText('Unfinished draft');
  await owner.goto(`/preview/${blogSlug}/morning-walk`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Morning walk' })).toBeVisible();
  await owner.close();

  const phone = await visitorAt(browser, 428);
  await phone.goto(`/${eventsSlug}`);
  await phone.getByRole('link', { name: 'Winter fair' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Winter fair' })).toBeVisible();
  const add = phone.getByRole('link', { name: /Add to calendar/ });
  await expect(add).toBeVisible();
  expect(await add.getAttribute('href')).toMatch(
    /^https:\/\/www\.google\.com\/calendar\/render\?action=TEMPLATE&text=Winter%20fair&dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z&location=12%20Mill%20Lane%2C%20UK$/,
  );
  await expect(phone.getByRole('link', { name: /calendar file/ })).toHaveAttribute(
    'href',
    `/${eventsSlug}/winter-fair.ics`,
  );
  await expect(phone.getByRole('img', { name: /Map of 12 Mill Lane/ })).toBeVisible();
  await expectAccessible(phone, 'an event’s page at 428 px');
});

test('a visitor likes a post once and comments; the comment shows once the owner approves it', async ({
  browser,
  request,
}) => {
  const slug = freshId('notes').toLowerCase();
  const blog = await collectionAsPage(request, made, 'blog', slug);
  const crumb = await readCrumb(clientOfRequest(request));
  await setComments(request, blog.id, slug, { commentsWithoutAccount: true });
  await sendOk(request, 'POST', itemsPath(blog.id), { title: 'Kiln day', status: 'Published' });
  const client = clientOfRequest(request);
  await saveSite(client, (site) => ({ ...site, pages: [...site.pages, blog.page] }));
  await publishSite(client);

  const page = await visitorAt(browser, 428);
  await page.goto(`/${slug}/kiln-day`);
  const like = page.getByRole('button', { name: /^Like · 0$/ });
  await like.click();
  await expect(page.getByRole('button', { name: 'Liked · 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'No Comments' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await form.getByLabel('Comment').fill('Lovely glaze #pottery, see https://example.com/kilns.');
  await form.getByLabel('Name').fill('Ana');
  await form.getByLabel('Email (not shown)').fill('ana@example.com');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toHaveText(
    'Thank you. Your comment will show once it is approved.',
  );
  await expectAccessible(page, 'an item page with its comments at 428 px');

  const waiting = await request.get(`${collectionPath(blog.id)}/comments?status=pending`);
  const [comment] = ((await waiting.json()) as { comments: { id: string }[] }).comments;
  const approved = await request.post(
    `${collectionPath(blog.id)}/comments/${comment!.id}/approve`,
    {
      headers: { [CRUMB_HEADER]: crumb },
    },
  );
  expect(approved.status()).toBe(204);

  await page.reload();
  await expect(page.getByRole('heading', { name: '1 Comment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Liked · 1' })).toBeVisible();
  const hashtag = page.getByRole('link', { name: '#pottery' });
  await expect(hashtag).toHaveAttribute('href', `/${slug}?tag=pottery`);
  await expect(hashtag).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'https://example.com/kilns' })).toBeVisible();
  await expect(page.getByText('ana@example.com')).toHaveCount(0);
});

test('a visitor comments through a Comments block; the site’s switch turned off hides comments', async ({
  browser,
  request,
}) => {
  const slug = freshId('studio').toLowerCase();
  const talk = { id: freshId('e2e-comments'), type: BlockType.comments, settings: {} };
  const blog = await collectionAsPage(request, made, 'blog', slug, [
    { ...talk, settings: { title: 'Talk', collection: `/${slug}` } },
  ]);
  await setComments(request, blog.id, slug, { commentsWithoutAccount: true, holdComments: false });
  const post = await sendOk(request, 'POST', itemsPath(blog.id), {
    title: 'Open studio',
    status: 'Published',
  });
  const client = clientOfRequest(request);
  await saveSite(client, (site) => ({ ...site, pages: [...site.pages, blog.page] }));
  await publishSite(client);
  const commentsSwitch = async (commentsEnabled: boolean) => {
    await saveSite(client, (site) => ({
      ...site,
      settings: { ...site.settings, commentsEnabled },
    }));
    await publishSite(client);
  };

  try {
    const page = await visitorAt(browser, 1024);
    await page.goto(`/${slug}`);
    const block = page.getByRole('region', { name: 'Talk' });
    await expect(block.getByRole('link', { name: 'Open studio' })).toHaveAttribute(
      'href',
      `/${slug}/open-studio`,
    );
    await expect(block.getByRole('heading', { name: 'No Comments' })).toBeVisible();
    await expect(block.getByRole('button', { name: /Like/ })).toHaveCount(0);
    const form = block.getByRole('form', { name: 'Leave a comment' });
    await form.getByLabel('Comment').fill('See you <b>there</b>!');
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email (not shown)').fill('ana@example.com');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(block.getByRole('status')).toHaveText('Thank you. Your comment is posted.');
    await expect(block.getByRole('heading', { name: '1 Comment' })).toBeVisible();
    await expect(block.getByText('See you <b>there</b>!')).toBeVisible();
    await expectAccessible(page, 'a Comments block with a comment at 1024 px');
    // The same comment under the post's own page.
    await page.goto(`/${slug}/open-studio`);
    await expect(page.getByText('See you <b>there</b>!')).toBeVisible();

    await commentsSwitch(false);
    await page.goto(`/${slug}`);
    await expect(block).toContainText('Comments are turned off on this site.');
    await expect(block.getByText('See you <b>there</b>!')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Leave a comment' })).toHaveCount(0);
    await expectAccessible(page, 'a Comments block with the site’s comments off');
    await page.goto(`/${slug}/open-studio`);
    await expect(page.getByRole('button', { name: /^Like · / })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Comment/ })).toHaveCount(0);
    const refused = await page.request.post(commentsPath(blog.id, post!.id), {
      headers: { [CRUMB_HEADER]: await readCrumb(clientOfRequest(page.request)) },
      data: { body: 'Still here?', name: 'Bo', email: 'bo@example.com' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'Comments are turned off on this site.' });
  } finally {
    await commentsSwitch(true);
  }
});
