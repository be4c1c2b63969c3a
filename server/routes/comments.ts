// Comments and likes (docs/comments.md). Visitors: GET/POST /api/comments/{collection}/{item}
// (the approved comments; a new one, held for approval unless the collection says otherwise) and
// GET/POST /api/likes/{collection}/{item} (one like per visitor). Owners, under the collection:
// GET …/comments (moderation list), POST …/comments/{id}/approve, DELETE …/comments/{id},
// POST …/comments/{id}/replies. Visitors reach only items they may see; a like is counted per
// signed-in site user, else per digest of the network and browser (no address is kept), so a
// fresh cookie does not like twice.
import { createHmac, randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import {
  COMMENT_STATUSES,
  COMMENTS_PAGE_SIZE,
  type CommentList,
  CommentMessage,
  commentInputSchema,
  type PostedComment,
  replyInputSchema,
} from '../../shared/api/comments';
import { isVisible } from '../../shared/content/visibility';
import { type JsonBodyEnv, jsonBody } from '../json-body';
import { networkOf } from '../limits/network';
import type { CurrentSiteUser } from '../site-users/current-user';
import type { CollectionStore } from '../storage/collection-store';
import { type CommentStore, publicComment } from '../storage/comment-store';
import type { Clock } from '../storage/site-store';
import { addressOf } from './commerce-http';
import { invalidAnswer } from './form-admin';

export interface CommentDependencies {
  readonly store: CommentStore;
  /** Keys the likes' visitor digests (a server secret). */
  readonly likeKey: string;
}

/** The published site's comments switch (websiteSettings.commentsEnabled). */
export type SiteCommentsSwitch = () => Promise<boolean>;

/** What a visitor reads while the site has comments off: nothing to show, nothing to post. */
const SITE_OFF: CommentList = { comments: [], count: 0, open: false, withoutAccount: false };

const json = jsonBody({
  maxBytes: 16_000,
  refuse: (c, refused) => c.json({ error: refused.message, issues: [] }, refused.status),
});

const fail = (c: Context, status: 400 | 401 | 403 | 404, message: string) =>
  c.json({ error: message, issues: [] }, status);

/** The commenter's shown name: the one given, else the part of the email before the @. */
const nameFrom = (email: string) => email.split('@')[0] || email;

export function visitorCommentRoutes(
  collections: CollectionStore,
  deps: CommentDependencies,
  siteUser: CurrentSiteUser | undefined,
  clock: Clock,
  siteComments: SiteCommentsSwitch,
): { comments: Hono<JsonBodyEnv>; likes: Hono } {
  const now = () => clock().getTime();

  /** The collection and item a visitor may see, or undefined. */
  async function visible(c: Context) {
    const collection = await collections.getCollection(c.req.param('collectionId') ?? '');
    if (!collection) return undefined;
    const item = await collections.getItem(collection.id, c.req.param('itemId') ?? '');
    return item && isVisible(item, now()) ? { collection, item } : undefined;
  }

  const comments = new Hono<JsonBodyEnv>();
  comments.get('/:collectionId/:itemId', async (c) => {
    const found = await visible(c);
    if (!found) return fail(c, 404, CommentMessage.noItem);
    if (!(await siteComments())) return c.json(SITE_OFF);
    const { settings } = found.collection;
    const shown = await deps.store.approved(found.item.id, COMMENTS_PAGE_SIZE);
    const answer: CommentList = {
      ...shown,
      open: settings.commentsEnabled,
      withoutAccount: settings.commentsWithoutAccount,
    };
    return c.json(answer);
  });

  comments.post('/:collectionId/:itemId', json, async (c) => {
    const found = await visible(c);
    if (!found) return fail(c, 404, CommentMessage.noItem);
    if (!(await siteComments())) return fail(c, 403, CommentMessage.siteOff);
    const { settings } = found.collection;
    if (!settings.commentsEnabled) return fail(c, 403, CommentMessage.closed);
    const parsed = commentInputSchema.safeParse(c.var.body);
    if (!parsed.success) return c.json(invalidAnswer(parsed.error, CommentMessage.invalid), 400);
    const user = siteUser ? await siteUser(c) : null;
    const input = parsed.data;
    if (!user && !settings.commentsWithoutAccount)
      return fail(c, 401, CommentMessage.signInToComment);
    if (!user && (!input.name || !input.email)) return fail(c, 400, CommentMessage.needsName);
    const email = user?.email ?? input.email!;
    const status = settings.holdComments ? 'pending' : 'approved';
    const comment = {
      id: randomUUID(),
      collectionId: found.collection.id,
      itemId: found.item.id,
      parentId: null,
      authorName: input.name ?? nameFrom(email),
      authorEmail: email,
      siteUserId: user?.id ?? null,
      fromOwner: false,
      body: input.body,
      status,
      createdAt: now(),
    } as const;
    await deps.store.add(comment);
    const answer: PostedComment =
      status === 'approved'
        ? { message: CommentMessage.posted, comment: publicComment(comment) }
        : { message: CommentMessage.held, comment: null };
    return c.json(answer, 201);
  });

  /** Who likes: the signed-in site user, else a keyed digest of the network and browser. */
  async function visitorOf(c: Context): Promise<string> {
    const user = siteUser ? await siteUser(c) : null;
    if (user) return `user:${user.id}`;
    const seen = `${networkOf(addressOf(c))}\n${c.req.header('User-Agent') ?? ''}`;
    return `anon:${createHmac('sha256', deps.likeKey).update(seen).digest('base64url')}`;
  }

  const likes = new Hono();
  likes.get('/:collectionId/:itemId', async (c) => {
    const found = await visible(c);
    if (!found) return fail(c, 404, CommentMessage.noItem);
    return c.json(await deps.store.likes(found.item.id, await visitorOf(c)));
  });
  likes.post('/:collectionId/:itemId', async (c) => {
    const found = await visible(c);
    if (!found) return fail(c, 404, CommentMessage.noItem);
    const visitor = await visitorOf(c);
    await deps.store.like(found.item.id, visitor, now());
    return c.json(await deps.store.likes(found.item.id, visitor));
  });

  return { comments, likes };
}

/** The owner's moderation routes, mounted under /api/collections/{id}/comments. */
export function moderationRoutes(
  collections: CollectionStore,
  store: CommentStore,
  clock: Clock,
): Hono<JsonBodyEnv> {
  const app = new Hono<JsonBodyEnv>();
  const collectionId = (c: Context) => c.req.param('id') ?? '';

  app.get('/', async (c) => {
    const status = c.req.query('status');
    if (status !== undefined && !(COMMENT_STATUSES as readonly string[]).includes(status)) {
      return fail(c, 400, `${CommentMessage.invalid} status must be pending or approved.`);
    }
    if (!(await collections.getCollection(collectionId(c)))) {
      return fail(c, 404, 'There is no such collection.');
    }
    const wanted = status as (typeof COMMENT_STATUSES)[number] | undefined;
    return c.json({ comments: await store.forModeration(collectionId(c), wanted, 200) });
  });

  app.post('/:commentId/approve', async (c) => {
    const done = await store.approve(collectionId(c), c.req.param('commentId'));
    return done ? c.body(null, 204) : fail(c, 404, CommentMessage.noComment);
  });

  app.delete('/:commentId', async (c) => {
    const done = await store.remove(collectionId(c), c.req.param('commentId'));
    return done ? c.body(null, 204) : fail(c, 404, CommentMessage.noComment);
  });

  app.post('/:commentId/replies', json, async (c) => {
    const parent = await store.get(collectionId(c), c.req.param('commentId'));
    if (!parent || parent.parentId !== null) return fail(c, 404, CommentMessage.noComment);
    const parsed = replyInputSchema.safeParse(c.var.body);
    if (!parsed.success) return c.json(invalidAnswer(parsed.error, CommentMessage.invalid), 400);
    const principal = c.var.principal;
    const email = principal.kind === 'owner' ? principal.owner.email : '';
    const reply = {
      id: randomUUID(),
      collectionId: collectionId(c),
      itemId: parent.itemId,
      parentId: parent.id,
      authorName: principal.kind === 'owner' ? nameFrom(email) : principal.name,
      authorEmail: email,
      siteUserId: null,
      fromOwner: true,
      body: parsed.data.body,
      status: 'approved',
      createdAt: clock().getTime(),
    } as const;
    await store.add(reply);
    // Answering a comment approves it: the reply would be shown under nothing otherwise.
    await store.approve(collectionId(c), parent.id);
    return c.json(publicComment(reply), 201);
  });

  return app;
}
