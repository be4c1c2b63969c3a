// Comments on a site's collection items and their likes (0019_comments; docs/comments.md).
// Every query is kept to the site: a comment or like is found through its item's collection,
// which belongs to the site, so no id of another site's item reaches anything.
import type { Kysely, Selectable } from 'kysely';
import type { CommentStatus, ModeratedComment, PublicComment } from '../../shared/api/comments';
import type { Database } from './database';
import type { CollectionCommentsTable } from './database-collections';

export interface NewComment {
  readonly id: string;
  readonly collectionId: string;
  readonly itemId: string;
  readonly parentId: string | null;
  readonly authorName: string;
  readonly authorEmail: string;
  readonly siteUserId: string | null;
  readonly fromOwner: boolean;
  readonly body: string;
  readonly status: CommentStatus;
  readonly createdAt: number;
}

type Row = Selectable<CollectionCommentsTable>;

/** A comment as visitors see it: no email, no status. */
export function publicComment(comment: NewComment): PublicComment {
  return {
    id: comment.id,
    parentId: comment.parentId,
    authorName: comment.authorName,
    fromOwner: comment.fromOwner,
    body: comment.body,
    createdAt: comment.createdAt,
  };
}

function moderated(row: Row): ModeratedComment {
  return {
    id: row.id,
    itemId: row.item_id,
    parentId: row.parent_id,
    authorName: row.author_name,
    authorEmail: row.author_email,
    fromOwner: Number(row.from_owner) === 1,
    body: row.body,
    status: row.status === 'approved' ? 'approved' : 'pending',
    createdAt: Number(row.created_at),
  };
}

function shown(row: Row): PublicComment {
  const { itemId, authorEmail, status, ...comment } = moderated(row);
  return comment;
}

/** Comments in order, each reply moved to follow the comment it answers (replies in order). */
export function threaded(comments: readonly PublicComment[]): PublicComment[] {
  const replies = new Map<string, PublicComment[]>();
  for (const comment of comments) {
    if (comment.parentId === null) continue;
    replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
  }
  const known = new Set(comments.map((comment) => comment.id));
  return comments.flatMap((comment) => {
    if (comment.parentId !== null) return known.has(comment.parentId) ? [] : [comment];
    return [comment, ...(replies.get(comment.id) ?? [])];
  });
}

export class CommentStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly siteId: string,
  ) {}

  /** The site's collection ids: every query below keeps to them. */
  private siteCollections() {
    return this.db.selectFrom('collections').select('id').where('site_id', '=', this.siteId);
  }

  async add(comment: NewComment): Promise<void> {
    await this.db
      .insertInto('collection_comments')
      .values({
        id: comment.id,
        collection_id: comment.collectionId,
        item_id: comment.itemId,
        parent_id: comment.parentId,
        author_name: comment.authorName,
        author_email: comment.authorEmail,
        site_user_id: comment.siteUserId,
        from_owner: comment.fromOwner ? 1 : 0,
        body: comment.body,
        status: comment.status,
        created_at: comment.createdAt,
      })
      .execute();
  }

  /** An item's approved comments, oldest first, and how many there are. */
  async approved(
    itemId: string,
    limit: number,
  ): Promise<{ comments: PublicComment[]; count: number }> {
    const base = this.db
      .selectFrom('collection_comments')
      .where('item_id', '=', itemId)
      .where('status', '=', 'approved')
      .where('collection_id', 'in', this.siteCollections());
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('created_at').orderBy('id').limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    ]);
    return { comments: threaded(rows.map(shown)), count: Number(total?.n ?? 0) };
  }

  /** A collection's comments for its moderators, newest first; one status or both. */
  async forModeration(
    collectionId: string,
    status: CommentStatus | undefined,
    limit: number,
  ): Promise<ModeratedComment[]> {
    let query = this.db
      .selectFrom('collection_comments')
      .selectAll()
      .where('collection_id', '=', collectionId)
      .where('collection_id', 'in', this.siteCollections());
    if (status) query = query.where('status', '=', status);
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(moderated);
  }

  async get(collectionId: string, commentId: string): Promise<ModeratedComment | undefined> {
    const row = await this.db
      .selectFrom('collection_comments')
      .selectAll()
      .where('id', '=', commentId)
      .where('collection_id', '=', collectionId)
      .where('collection_id', 'in', this.siteCollections())
      .executeTakeFirst();
    return row && moderated(row);
  }

  /** False when there is no such comment. */
  async approve(collectionId: string, commentId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('collection_comments')
      .set({ status: 'approved' })
      .where('id', '=', commentId)
      .where('collection_id', '=', collectionId)
      .where('collection_id', 'in', this.siteCollections())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Removes the comment and the replies to it; false when there is no such comment. */
  async remove(collectionId: string, commentId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('collection_comments')
      .where((eb) => eb.or([eb('id', '=', commentId), eb('parent_id', '=', commentId)]))
      .where('collection_id', '=', collectionId)
      .where('collection_id', 'in', this.siteCollections())
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Adds one visitor's like once; the item's likes after it. */
  async like(itemId: string, visitor: string, at: number): Promise<number> {
    await this.db
      .insertInto('collection_likes')
      .values({ item_id: itemId, visitor, created_at: at })
      .onConflict((conflict) => conflict.columns(['item_id', 'visitor']).doNothing())
      .execute();
    return (await this.likes(itemId, visitor)).likeCount;
  }

  async likes(itemId: string, visitor: string): Promise<{ likeCount: number; liked: boolean }> {
    const [total, mine] = await Promise.all([
      this.db
        .selectFrom('collection_likes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('item_id', '=', itemId)
        .executeTakeFirst(),
      this.db
        .selectFrom('collection_likes')
        .select('visitor')
        .where('item_id', '=', itemId)
        .where('visitor', '=', visitor)
        .executeTakeFirst(),
    ]);
    return { likeCount: Number(total?.n ?? 0), liked: mine !== undefined };
  }
}
