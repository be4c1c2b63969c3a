// The moderation calls of the Content dialog's Comments view (docs/comments.md).
import {
  type CommentStatus,
  type ModeratedComment,
  type ModerationList,
  moderationPath,
  type PublicComment,
} from '../../shared/api/comments';
import { type Answer, call } from '../owner-call';

export interface ModerationClient {
  list(collectionId: string, status: CommentStatus): Promise<Answer<readonly ModeratedComment[]>>;
  approve(collectionId: string, commentId: string): Promise<Answer<null>>;
  remove(collectionId: string, commentId: string): Promise<Answer<null>>;
  reply(collectionId: string, commentId: string, body: string): Promise<Answer<PublicComment>>;
}

const at = (collectionId: string, commentId: string) =>
  `${moderationPath(collectionId)}/${encodeURIComponent(commentId)}`;

export const moderationClient: ModerationClient = {
  list: async (collectionId, status) => {
    const answer = await call<ModerationList>(
      'GET',
      `${moderationPath(collectionId)}?status=${status}`,
    );
    return answer.ok ? { ok: true, value: answer.value.comments } : answer;
  },
  approve: (collectionId, commentId) =>
    call<null>('POST', `${at(collectionId, commentId)}/approve`),
  remove: (collectionId, commentId) => call<null>('DELETE', at(collectionId, commentId)),
  reply: (collectionId, commentId, body) =>
    call<PublicComment>('POST', `${at(collectionId, commentId)}/replies`, { body }),
};
