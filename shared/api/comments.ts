// Comments and likes on collection items (issue 21; docs/comments.md): the visitor's calls
// (read an item's approved comments, post one, like an item once), the owner's moderation calls
// (list, approve, delete, reply), their bodies, answers and every sentence the server answers
// with. Comments are plain text; the live page escapes them and links addresses, mentions and
// hashtags by the spec's rule.
import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, isEmailAddress } from '../forms/email';

export const commentsPath = (collectionId: string, itemId: string) =>
  `/api/comments/${encodeURIComponent(collectionId)}/${encodeURIComponent(itemId)}`;
export const likesPath = (collectionId: string, itemId: string) =>
  `/api/likes/${encodeURIComponent(collectionId)}/${encodeURIComponent(itemId)}`;
export const moderationPath = (collectionId: string) =>
  `/api/collections/${encodeURIComponent(collectionId)}/comments`;

/** Our limits (the spec gives none). */
export const MAX_COMMENT_LENGTH = 2_000;
export const MAX_COMMENTER_NAME_LENGTH = 100;
/** Comments an item shows, oldest first; later ones wait for a "More comments" page. */
export const COMMENTS_PAGE_SIZE = 50;

export const COMMENT_STATUSES = ['pending', 'approved'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** What a visitor sends; name and email only when they are not signed in. */
export const commentInputSchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, 'Write a comment first.')
      .max(MAX_COMMENT_LENGTH, `A comment has at most ${MAX_COMMENT_LENGTH} characters.`),
    name: z.string().trim().min(1).max(MAX_COMMENTER_NAME_LENGTH).optional(),
    email: z.string().trim().max(254).refine(isEmailAddress, EMAIL_INVALID_MESSAGE).optional(),
  })
  .strict();
export type CommentInput = z.infer<typeof commentInputSchema>;

/** An owner's reply, shown under the comment once sent. */
export const replyInputSchema = z.object({ body: commentInputSchema.shape.body }).strict();

/** A comment as visitors see it: no email. */
export interface PublicComment {
  readonly id: string;
  readonly parentId: string | null;
  readonly authorName: string;
  /** Written by someone of the site's team (a reply). */
  readonly fromOwner: boolean;
  readonly body: string;
  readonly createdAt: number;
}

/** A comment as the moderator sees it. */
export interface ModeratedComment extends PublicComment {
  readonly itemId: string;
  readonly authorEmail: string;
  readonly status: CommentStatus;
}

export interface CommentList {
  readonly comments: readonly PublicComment[];
  /** Approved comments in all (the spec's publicCommentCount). */
  readonly count: number;
  /** Whether the item takes new comments (the collection's switch). */
  readonly open: boolean;
  /** Whether a visitor who is not signed in may comment with a name and an email. */
  readonly withoutAccount: boolean;
}

/** The answer to a posted comment: its sentence, and the comment when it shows at once. */
export interface PostedComment {
  readonly message: string;
  readonly comment: PublicComment | null;
}

export interface ModerationList {
  readonly comments: readonly ModeratedComment[];
}

export interface LikeState {
  readonly likeCount: number;
  /** Whether this visitor has liked the item. */
  readonly liked: boolean;
}

export const CommentMessage = {
  closed: 'Comments are closed here.',
  siteOff: 'Comments are turned off on this site.',
  needsName: 'Give your name and email, or sign in, to comment.',
  signInToComment: 'Sign in to comment.',
  held: 'Thank you. Your comment will show once it is approved.',
  posted: 'Thank you. Your comment is posted.',
  invalid: 'The comment is not valid:',
  noItem: 'There is no such item.',
  noComment: 'There is no such comment.',
} as const;
