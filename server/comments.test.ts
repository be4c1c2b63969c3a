// Comments and likes over HTTP: a visitor reads and posts on a published item only; closed
// collections refuse; without an account only when the collection allows it, with a name and
// email; held for approval by default, shown once a moderator approves; an owner's reply approves
// and shows under it; delete takes the replies too; who may moderate; one like per visitor
// whatever the cookies; bad input answered with a 4xx.
import { describe, expect, it } from 'vitest';
import { collectionPath, itemsPath } from '../shared/api/collections';
import { commentsPath, likesPath, moderationPath } from '../shared/api/comments';
import { SITE_USER_ACCOUNT_PATH, SITE_USER_SESSION_PATH } from '../shared/api/site-users';
import { CRUMB_HEADER } from '../shared/api/sites';
import { call, newCollection } from './collection-test-helpers';
import { contributor, NO_LIMITS } from './owner-test-helpers';
import { TestClient } from './test-helpers';
import { serverForTests } from './test-server';

const NOW = Date.UTC(2026, 10, 27, 12);
const test = serverForTests('comments', { clock: () => new Date(NOW), limits: NO_LIMITS });

/** A blog with comments set as asked, a published post and a draft. */
async function blog(settings: Record<string, boolean> = { commentsEnabled: true }) {
  const id = await newCollection(test.client);
  const read = await call(test.client, 'GET', collectionPath(id));
  const changed = await call(test.client, 'PUT', collectionPath(id), {
    type: 'blog',
    title: read.body.title,
    slug: read.body.slug,
    settings,
  });
  expect(changed.status).toBe(200);
  const post = await call(test.client, 'POST', itemsPath(id), {
    title: 'Hello',
    status: 'Published',
  });
  const draft = await call(test.client, 'POST', itemsPath(id), { title: 'Later' });
  return { id, post: post.body.id as string, draft: draft.body.id as string };
}

async function visitor(): Promise<TestClient> {
  return new TestClient(test.server.url).start();
}

async function siteUser(email: string): Promise<TestClient> {
  const person = await visitor();
  const made = await person.send('POST', SITE_USER_ACCOUNT_PATH, {
    email,
    password: 'long enough',
  });
  expect(made.status).toBe(201);
  const session = await person.send('POST', SITE_USER_SESSION_PATH, {
    email,
    password: 'long enough',
    rememberMe: false,
  });
  expect(session.status).toBe(200);
  return person;
}

describe('comments', () => {
  it('holds a signed-in visitor’s comment until a moderator approves it', async () => {
    const { id, post } = await blog();
    const reader = await siteUser('reader@example.com');
    const posted = await call(reader, 'POST', commentsPath(id, post), { body: ' Lovely post! ' });
    expect(posted).toEqual({
      status: 201,
      body: { message: 'Thank you. Your comment will show once it is approved.', comment: null },
    });
    const before = await call(await visitor(), 'GET', commentsPath(id, post));
    expect(before.body).toEqual({ comments: [], count: 0, open: true, withoutAccount: false });

    const pending = await call(test.client, 'GET', `${moderationPath(id)}?status=pending`);
    expect(pending.body.comments).toEqual([
      expect.objectContaining({
        body: 'Lovely post!',
        authorName: 'reader',
        authorEmail: 'reader@example.com',
        status: 'pending',
        itemId: post,
      }),
    ]);
    const commentId = pending.body.comments[0].id;
    expect(
      (await call(test.client, 'POST', `${moderationPath(id)}/${commentId}/approve`)).status,
    ).toBe(204);
    const after = await call(await visitor(), 'GET', commentsPath(id, post));
    expect(after.body.count).toBe(1);
    expect(after.body.comments[0]).toEqual({
      id: commentId,
      parentId: null,
      authorName: 'reader',
      fromOwner: false,
      body: 'Lovely post!',
      createdAt: NOW,
    });
    expect(JSON.stringify(after.body)).not.toContain('reader@example.com');
  });

  it('refuses visitors where comments are closed, on drafts, and without an account unless allowed', async () => {
    const closed = await blog({ commentsEnabled: false });
    const someone = await visitor();
    expect(
      (await call(someone, 'POST', commentsPath(closed.id, closed.post), { body: 'Hi' })).body
        .error,
    ).toBe('Comments are closed here.');
    const open = await blog();
    expect((await call(someone, 'GET', commentsPath(open.id, open.draft))).status).toBe(404);
    expect(
      (await call(someone, 'POST', commentsPath(open.id, open.draft), { body: 'Hi' })).status,
    ).toBe(404);
    expect(await call(someone, 'POST', commentsPath(open.id, open.post), { body: 'Hi' })).toEqual({
      status: 401,
      body: { error: 'Sign in to comment.', issues: [] },
    });

    const guests = await blog({
      commentsEnabled: true,
      commentsWithoutAccount: true,
      holdComments: false,
    });
    expect(
      (await call(someone, 'POST', commentsPath(guests.id, guests.post), { body: 'Hi' })).body
        .error,
    ).toBe('Give your name and email, or sign in, to comment.');
    const shown = await call(someone, 'POST', commentsPath(guests.id, guests.post), {
      body: 'Hi <b>there</b>',
      name: 'Ana',
      email: 'ana@example.com',
    });
    expect(shown.status).toBe(201);
    expect(shown.body).toMatchObject({
      message: 'Thank you. Your comment is posted.',
      comment: { authorName: 'Ana', body: 'Hi <b>there</b>' },
    });
    const read = await call(someone, 'GET', commentsPath(guests.id, guests.post));
    expect(read.body).toMatchObject({ count: 1, open: true, withoutAccount: true });
  });

  it.each([
    ['no body', {}],
    ['an empty comment', { body: '   ' }],
    ['a comment too long', { body: 'x'.repeat(2001) }],
    ['a bad email', { body: 'Hi', name: 'Ana', email: 'not-an-email' }],
    ['an unknown field', { body: 'Hi', html: '<script>' }],
    ['not an object', ['Hi']],
  ])('answers %s with a 400', async (_name, body) => {
    const { id, post } = await blog({ commentsEnabled: true, commentsWithoutAccount: true });
    const answer = await call(await visitor(), 'POST', commentsPath(id, post), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^The comment is not valid:/);
  });

  it('shows an owner’s reply under the comment it answers (approving it), and deletes both', async () => {
    const { id, post } = await blog({ commentsEnabled: true, commentsWithoutAccount: true });
    await call(await visitor(), 'POST', commentsPath(id, post), {
      body: 'Open on Sunday?',
      name: 'Bo',
      email: 'bo@example.com',
    });
    const [comment] = (await call(test.client, 'GET', moderationPath(id))).body.comments;
    const reply = await call(test.client, 'POST', `${moderationPath(id)}/${comment.id}/replies`, {
      body: 'Yes, from ten.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      parentId: comment.id,
      fromOwner: true,
      body: 'Yes, from ten.',
    });
    const read = await call(await visitor(), 'GET', commentsPath(id, post));
    expect(read.body.comments.map((c: { body: string }) => c.body)).toEqual([
      'Open on Sunday?',
      'Yes, from ten.',
    ]);
    const onReply = await call(
      test.client,
      'POST',
      `${moderationPath(id)}/${reply.body.id}/replies`,
      { body: 'x' },
    );
    expect(onReply.status).toBe(404);

    expect((await call(test.client, 'DELETE', `${moderationPath(id)}/${comment.id}`)).status).toBe(
      204,
    );
    expect((await call(await visitor(), 'GET', commentsPath(id, post))).body.count).toBe(0);
    expect((await call(test.client, 'DELETE', `${moderationPath(id)}/${comment.id}`)).status).toBe(
      404,
    );
  });

  it('lets moderators moderate, commenters only reply, and visitors neither', async () => {
    const { id, post } = await blog({ commentsEnabled: true, commentsWithoutAccount: true });
    await call(await visitor(), 'POST', commentsPath(id, post), {
      body: 'Hi',
      name: 'Cy',
      email: 'cy@example.com',
    });
    const [comment] = (await call(test.client, 'GET', moderationPath(id))).body.comments;
    const moderator = await contributor(test.client, 'mod@example.com', 'moderator');
    const commenter = await contributor(test.client, 'com@example.com', 'commenter');
    const someone = await visitor();
    expect((await call(moderator, 'GET', moderationPath(id))).status).toBe(200);
    expect((await call(commenter, 'GET', moderationPath(id))).status).toBe(403);
    expect((await call(someone, 'GET', moderationPath(id))).status).toBe(401);
    expect(
      (await call(commenter, 'POST', `${moderationPath(id)}/${comment.id}/approve`)).status,
    ).toBe(403);
    expect((await call(commenter, 'DELETE', `${moderationPath(id)}/${comment.id}`)).status).toBe(
      403,
    );
    const reply = await call(commenter, 'POST', `${moderationPath(id)}/${comment.id}/replies`, {
      body: 'Thanks!',
    });
    expect(reply.body).toMatchObject({ authorName: 'com', fromOwner: true });
    expect(
      (await call(moderator, 'POST', `${moderationPath(id)}/${comment.id}/approve`)).status,
    ).toBe(204);
    expect((await call(test.client, 'GET', `${moderationPath(id)}?status=closed`)).status).toBe(
      400,
    );
  });
});

describe('likes', () => {
  it('counts one like per visitor, however many fresh cookies they bring', async () => {
    const { id, post, draft } = await blog();
    const first = await visitor();
    expect((await call(first, 'GET', likesPath(id, post))).body).toEqual({
      likeCount: 0,
      liked: false,
    });
    expect((await call(first, 'POST', likesPath(id, post))).body).toEqual({
      likeCount: 1,
      liked: true,
    });
    expect((await call(first, 'POST', likesPath(id, post))).body).toEqual({
      likeCount: 1,
      liked: true,
    });
    const again = await visitor();
    expect((await call(again, 'POST', likesPath(id, post))).body).toEqual({
      likeCount: 1,
      liked: true,
    });
    const other = await visitor();
    // Another browser on the same network is another visitor.
    const elsewhere = await other.request(likesPath(id, post), {
      method: 'POST',
      headers: { 'User-Agent': 'Another browser', [CRUMB_HEADER]: other.crumb ?? '' },
    });
    expect(await elsewhere.json()).toEqual({ likeCount: 2, liked: true });
    const reader = await siteUser('liker@example.com');
    expect((await call(reader, 'POST', likesPath(id, post))).body.likeCount).toBeGreaterThanOrEqual(
      2,
    );
    expect((await call(first, 'POST', likesPath(id, draft))).status).toBe(404);
    expect((await call(first, 'POST', likesPath('nope', post))).status).toBe(404);
  });
});

describe('the site’s comments switch', () => {
  /** Saves the draft with the site's switch as given, and publishes it. */
  async function publishSwitch(commentsEnabled: boolean) {
    const draft = (await (await test.client.request('/api/sites/demo')).json()) as {
      site: { settings: Record<string, unknown> };
      revision: number;
    };
    const site = { ...draft.site, settings: { ...draft.site.settings, commentsEnabled } };
    expect((await test.client.saveSite('demo', draft.revision, site)).status).toBe(200);
    expect((await test.client.send('POST', '/api/sites/demo/publish')).status).toBe(200);
  }

  it('off on the published site: no comment shown and a new one refused with a 403', async () => {
    const { id, post } = await blog({
      commentsEnabled: true,
      commentsWithoutAccount: true,
      holdComments: false,
    });
    const someone = await visitor();
    const guest = { body: 'First!', name: 'Di', email: 'di@example.com' };
    expect((await call(someone, 'POST', commentsPath(id, post), guest)).status).toBe(201);

    await publishSwitch(false);
    expect(await call(someone, 'POST', commentsPath(id, post), guest)).toEqual({
      status: 403,
      body: { error: 'Comments are turned off on this site.', issues: [] },
    });
    expect((await call(someone, 'GET', commentsPath(id, post))).body).toEqual({
      comments: [],
      count: 0,
      open: false,
      withoutAccount: false,
    });
    // Likes are not comments: they stay.
    expect((await call(someone, 'POST', likesPath(id, post))).status).toBe(200);

    await publishSwitch(true);
    const read = await call(someone, 'GET', commentsPath(id, post));
    expect(read.body).toMatchObject({ count: 1, open: true });
  });
});
