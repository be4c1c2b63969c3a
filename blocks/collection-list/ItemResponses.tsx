// Under an item's page (docs/comments.md): its likes (one per visitor) and, by the spec's rule,
// its comments: shown when the collection takes comments or some are approved ("No Comments",
// "1 Comment", "N Comments"), each with its author, the time since in the spec's wording, and its
// text escaped with addresses, mentions and hashtags linked (a new window). The form posts a new
// one: a signed-in site user writes only the comment; a visitor gives a name and email where the
// collection allows that. Everything loads after the page, so the page never waits for it.

import { useEffect, useId, useState } from 'react';
import {
  type CommentList,
  commentsPath,
  type LikeState,
  likesPath,
  type PostedComment,
} from '../../shared/api/comments';
import { autoLink } from '../../shared/content/auto-link';
import { COMMENTS_OPEN, commentsVisible } from '../../shared/content/comments';
import { timeSince } from '../../shared/content/relative-time';
import { fillWords } from '../../shared/i18n/shopper-words';
import type { SiteWords } from '../../shared/i18n/site-words';
import { aroundSlot, visitorMessage } from '../../shared/i18n/visitor-messages';
import { callJson } from '../form/http';
import { SiteAnchor } from '../SiteAnchor';
import { useSiteWords } from '../site-words';
import { ACCOUNT_ADDRESS } from '../storefront/account/account-form';
import { useAccount } from '../storefront/account/account-store';
import { useStorefront, useStorefrontStrings } from '../storefront/context';

export interface ItemResponsesProps {
  readonly collectionId: string;
  readonly itemId: string;
  /** The collection page's address: mentions and hashtags lead to its filtered lists. */
  readonly collectionPath: string;
  /** The site's comments switch (off: no comments shown, whatever the item says). */
  readonly commentsEnabled: boolean;
  /** Whether the like button shows too (an item's page); a Comments block shows comments only. */
  readonly withLikes: boolean;
}

/** The spec's comment count ("No Comments", "1 Comment", "N Comments") in the page's words. */
function countText(count: number, words: SiteWords): string {
  if (count === 0) return words.noComments;
  return count === 1 ? words.oneComment : fillWords(words.manyComments, { count: String(count) });
}

const messageOf = (data: unknown, fallback: string) => {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = record.error ?? record.message;
  return typeof text === 'string' ? text : fallback;
};

function CommentText({ text, collectionPath }: { text: string; collectionPath: string }) {
  return (
    <p className="sb-comment-body">
      {autoLink(text, collectionPath).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}

function SignInToComment({ words }: { words: SiteWords }) {
  const { signInLink } = useStorefrontStrings();
  const [before, after] = aroundSlot(words.signInToCommentLink, 'link');
  return (
    <p>
      {before}
      <SiteAnchor href={ACCOUNT_ADDRESS}>{signInLink}</SiteAnchor>
      {after}
    </p>
  );
}

export function ItemResponses(props: ItemResponsesProps) {
  const { collectionId, itemId, collectionPath, commentsEnabled, withLikes } = props;
  const [list, setList] = useState<CommentList | null>(null);
  const [likes, setLikes] = useState<LikeState | null>(null);
  const [draft, setDraft] = useState({ body: '', name: '', email: '' });
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [now, setNow] = useState(0);
  const { language } = useStorefront();
  const words = useSiteWords();
  const signedIn = useAccount((state) => state.user !== null);
  const headingId = useId();

  async function load() {
    const [comments, liked] = await Promise.all([
      callJson('GET', commentsPath(collectionId, itemId)).catch(() => null),
      withLikes ? callJson('GET', likesPath(collectionId, itemId)).catch(() => null) : null,
    ]);
    setNow(Date.now());
    if (comments?.status === 200) setList(comments.data as CommentList);
    if (liked?.status === 200) setLikes(liked.data as LikeState);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once for the item shown
  useEffect(() => {
    void load();
  }, [collectionId, itemId]);

  async function like() {
    const answer = await callJson('POST', likesPath(collectionId, itemId)).catch(() => null);
    if (answer?.status === 200) setLikes(answer.data as LikeState);
  }

  async function post() {
    const guest = !signedIn && list?.withoutAccount;
    const body = {
      body: draft.body,
      ...(guest ? { name: draft.name, email: draft.email } : {}),
    };
    const answer = await callJson('POST', commentsPath(collectionId, itemId), body).catch(
      () => null,
    );
    // callJson answers any success as 200 (the server's 201 included).
    if (!answer || answer.status >= 300) {
      const text = messageOf(answer?.data, words.commentNotSent);
      setStatus({ text: visitorMessage(words, text), error: true });
      return;
    }
    const posted = answer.data as PostedComment;
    setDraft({ body: '', name: '', email: '' });
    setStatus({ text: visitorMessage(words, posted.message), error: false });
    if (posted.comment) await load();
  }

  const shown =
    list !== null &&
    commentsVisible(
      { commentState: list.open ? COMMENTS_OPEN : 0, publicCommentCount: list.count },
      { commentsEnabled },
    );
  const guest = !signedIn && list?.withoutAccount === true;
  return (
    <section className="sb-item-responses" aria-labelledby={headingId}>
      <h2 id={headingId} className="sb-visually-hidden">
        {words.responses}
      </h2>
      {likes ? (
        <button
          type="button"
          className="sb-like-button"
          aria-pressed={likes.liked}
          onClick={() => void like()}
        >
          {likes.liked ? words.liked : words.like} · {likes.likeCount}
        </button>
      ) : null}
      {shown ? (
        <div className="sb-comments">
          <h3>{countText(list.count, words)}</h3>
          <ol className="sb-comment-list">
            {list.comments.map((comment) => (
              <li key={comment.id} className={comment.parentId ? 'sb-comment-reply' : undefined}>
                <p className="sb-comment-meta">
                  <strong>{comment.authorName}</strong>
                  {comment.fromOwner ? ` ${words.fromSite}` : ''} ·{' '}
                  {timeSince(comment.createdAt, now, language)}
                </p>
                <CommentText text={comment.body} collectionPath={collectionPath} />
              </li>
            ))}
          </ol>
          {list.open ? (
            signedIn || guest ? (
              <form
                className="sb-comment-form"
                aria-label={words.leaveComment}
                onSubmit={(submitted) => {
                  submitted.preventDefault();
                  void post();
                }}
              >
                <label>
                  {words.commentLabel}
                  <textarea
                    required
                    maxLength={2000}
                    value={draft.body}
                    onChange={(changed) => setDraft({ ...draft, body: changed.target.value })}
                  />
                </label>
                {guest ? (
                  <>
                    <label>
                      {words.nameLabel}
                      <input
                        required
                        autoComplete="name"
                        value={draft.name}
                        onChange={(changed) => setDraft({ ...draft, name: changed.target.value })}
                      />
                    </label>
                    <label>
                      {words.emailNotShown}
                      <input
                        required
                        type="email"
                        autoComplete="email"
                        value={draft.email}
                        onChange={(changed) => setDraft({ ...draft, email: changed.target.value })}
                      />
                    </label>
                  </>
                ) : null}
                <button type="submit" className="sb-button">
                  {words.postComment}
                </button>
              </form>
            ) : (
              <SignInToComment words={words} />
            )
          ) : null}
          <p className={status?.error ? 'sb-comment-error' : undefined} role="status">
            {status?.text ?? ''}
          </p>
        </div>
      ) : null}
    </section>
  );
}
