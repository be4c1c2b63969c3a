// The Content dialog's Comments view (docs/comments.md): a collection's comments waiting for
// approval, or those shown, newest first, each with who wrote it (name and email), the item it is
// on, when, and Approve, Reply and Delete as the role allows (moderators all three, commenters
// Reply). Results are announced; a delete asks first.
import { useEffect, useRef, useState } from 'react';
import type { CommentStatus, ModeratedComment } from '../../../shared/api/comments';
import type { Item } from '../../../shared/content/collections';
import { announced } from '../../content/announced';
import type { ModerationClient } from '../../content/comments-client';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormActions, TextField } from '../commerce/FormBits';
import { ErrorFeedback } from '../Feedback';
import { ViewSwitch } from './ViewSwitch';

export function CommentsModeration(props: {
  readonly collectionId: string;
  readonly items: readonly Item[];
  readonly client: ModerationClient;
  readonly mayModerate: boolean;
  readonly onAnnounce: (text: string) => void;
}) {
  const { collectionId, client, mayModerate, onAnnounce } = props;
  const [status, setStatus] = useState<CommentStatus>(mayModerate ? 'pending' : 'approved');
  const [comments, setComments] = useState<readonly ModeratedComment[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [replying, setReplying] = useState<{ id: string; body: string } | null>(null);
  const [deleting, setDeleting] = useState<ModeratedComment | null>(null);
  const titleOf = (itemId: string) =>
    props.items.find((item) => item.id === itemId)?.title ?? 'an item';

  async function load() {
    const answer = await client.list(collectionId, status);
    if (answer.ok) {
      setComments(answer.value);
      setError(null);
    } else setError(answer.message);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for another list
  useEffect(() => {
    setComments(null);
    void load();
  }, [collectionId, status]);

  const act = (answer: Promise<{ ok: boolean; message?: string }>, said: string) =>
    announced(answer, said, { setError, announce: onAnnounce, reload: load });
  const region = useRef<HTMLElement>(null);
  /** Approving or deleting takes the comment (and its button) away: focus stays in the list. */
  const actOnComment = async (answer: Promise<{ ok: boolean; message?: string }>, said: string) => {
    if (await act(answer, said)) region.current?.focus();
  };

  async function sendReply() {
    if (!replying) return;
    const body = replying.body.trim();
    if (body === '') return setError('Write a reply first.');
    setReplying(null);
    await act(client.reply(collectionId, replying.id, body), 'Reply posted.');
  }

  return (
    <section className="content-comments" aria-label="Comments" ref={region} tabIndex={-1}>
      {mayModerate ? (
        <ViewSwitch
          legend="Comments to show"
          value={status}
          choices={[
            { value: 'pending', label: 'Waiting for approval' },
            { value: 'approved', label: 'Shown' },
          ]}
          onChange={setStatus}
        />
      ) : null}
      <ErrorFeedback message={error} />
      {comments === null ? (
        <p className="empty-hint">Loading comments…</p>
      ) : comments.length === 0 ? (
        <p className="empty-hint">
          {status === 'pending' ? 'No comments are waiting.' : 'No comments yet.'}
        </p>
      ) : (
        <ul className="content-comment-list">
          {comments.map((comment) => (
            <li key={comment.id}>
              <p className="content-comment-meta">
                <strong>{comment.authorName}</strong>
                {comment.authorEmail ? ` (${comment.authorEmail})` : ''} on{' '}
                {titleOf(comment.itemId)}, {new Date(comment.createdAt).toLocaleString()}
                {comment.fromOwner ? ' · reply from the site' : ''}
              </p>
              <p className="content-comment-body">{comment.body}</p>
              {replying?.id === comment.id ? (
                <form
                  className="commerce-form"
                  aria-label={`Reply to ${comment.authorName}`}
                  onSubmit={(submitted) => {
                    submitted.preventDefault();
                    void sendReply();
                  }}
                >
                  <TextField
                    label="Reply"
                    multiline
                    value={replying.body}
                    onChange={(body) => setReplying({ id: comment.id, body })}
                  />
                  <FormActions submitLabel="Post reply" onCancel={() => setReplying(null)} />
                </form>
              ) : (
                <div className="content-comment-actions">
                  {mayModerate && comment.status === 'pending' ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={`Approve the comment by ${comment.authorName}`}
                      onClick={() =>
                        void actOnComment(
                          client.approve(collectionId, comment.id),
                          `Approved the comment by ${comment.authorName}.`,
                        )
                      }
                    >
                      Approve
                    </button>
                  ) : null}
                  {comment.parentId === null ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={`Reply to ${comment.authorName}`}
                      onClick={() => setReplying({ id: comment.id, body: '' })}
                    >
                      Reply
                    </button>
                  ) : null}
                  {mayModerate ? (
                    <button
                      type="button"
                      className="button button-quiet"
                      aria-label={`Delete the comment by ${comment.authorName}`}
                      onClick={() => setDeleting(comment)}
                    >
                      Delete
                    </button>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete this comment?"
          message={`The comment by ${deleting.authorName} and the replies to it are removed from the site.`}
          confirmLabel="Delete comment"
          onConfirm={() => {
            const gone = deleting;
            setDeleting(null);
            void actOnComment(
              client.remove(collectionId, gone.id),
              `Deleted the comment by ${gone.authorName}.`,
            );
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
