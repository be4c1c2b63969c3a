// History: the kept versions of the site, newest first (when, in words and as a date, who saved
// it, and when it was last published), with "Published versions only" to list just the versions
// that went live, and Restore for the one chosen. Restoring is one edit of the document (the store's
// restoreRevision), so Undo takes it back and autosave stores it as a new version: the history
// itself is never rewritten. The status line announces what was restored. Which versions are
// kept is the server's rule (docs/history.md).
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import type { RevisionSummary } from '../../../shared/api/sites';
import { usePublishState } from '../../saving/publish-state';
import { createRevisionsClient, type RevisionsClient } from '../../saving/revisions-client';
import { blocksLeftOut } from '../../store/actions/restore-revision';
import { LoadError } from '../commerce/loading';
import { useEditorState, useEditorStore } from '../context';
import { Dialog } from '../Dialog';
import { absoluteTime, relativeTime, type TimeOptions } from './revision-time';
import './history.css';
import { Feedback } from '../Feedback';

export interface HistoryDialogProps {
  readonly onClose: () => void;
  readonly client?: RevisionsClient;
  /** The clock the relative times count from; tests pass a fixed one. */
  readonly now?: () => Date;
  readonly time?: TimeOptions;
}

/** What the status line says once a version is back in the editor. */
export function restoredNotice(
  restored: RevisionSummary,
  now: Date,
  leftOut: number,
  time: TimeOptions = {},
): string {
  const at = new Date(restored.savedAt);
  const when = `${relativeTime(at, now, time)} (${absoluteTime(at, time)})`;
  const notice = `Restored version ${restored.revision}, saved ${when}. Undo brings back what you had.`;
  if (leftOut === 0) return notice;
  const blocks =
    leftOut === 1
      ? "1 block that can't be shown was"
      : `${leftOut} blocks that can't be shown were`;
  return `${notice} ${blocks} left out.`;
}

export function HistoryDialog({
  onClose,
  client,
  now = () => new Date(),
  time,
}: HistoryDialogProps) {
  const api = useMemo(() => client ?? createRevisionsClient(), [client]);
  const store = useEditorStore();
  const siteId = useEditorState((state) => state.site.id);
  const editing = useEditorState((state) => state.revision);
  const [revisions, setRevisions] = useState<readonly RevisionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    setError(null);
    const answer = await api.list(siteId);
    if (answer.kind === 'ok') setRevisions(answer.revisions);
    else setError(answer.message);
  }, [api, siteId]);
  useEffect(() => {
    void load();
  }, [load]);
  const live = usePublishState((state) => state.publishedRevision) ?? null;
  const [publishedOnly, setPublishedOnly] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [opened] = useState(now);

  async function restore(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (chosen === null) {
      setProblem('Choose a version to restore.');
      return;
    }
    setBusy(true);
    setProblem(null);
    const answer = await api.get(siteId, chosen);
    setBusy(false);
    if (answer.kind !== 'ok') {
      setProblem(answer.message);
      return;
    }
    const { site } = answer.revision;
    const leftOut = blocksLeftOut(store.getState().site, site);
    const notice = restoredNotice(answer.revision, now(), leftOut, time);
    const result = store.getState().restoreRevision(site, notice);
    if (result.ok) onClose();
    else setProblem(result.message);
  }

  return (
    <Dialog
      title="History"
      message={
        <p>
          Every save is kept for a day, then one version an hour for a week and one a day for a
          month. Restoring a version is one change you can undo; it is saved as a new version.
        </p>
      }
      onEscape={onClose}
      className="history-dialog"
    >
      <form className="history-body" onSubmit={restore}>
        {error ? <LoadError error={error} onRetry={() => void load()} /> : null}
        {revisions === null ? (
          error ? null : (
            <p className="empty-hint" role="status">
              Loading versions…
            </p>
          )
        ) : (
          <fieldset className="history-list">
            <legend>{publishedOnly ? 'Published versions' : 'Saved versions'}, newest first</legend>
            <label className="history-filter">
              <input
                type="checkbox"
                checked={publishedOnly}
                onChange={(event) => setPublishedOnly(event.target.checked)}
              />
              Published versions only
            </label>
            {publishedOnly && !revisions.some((entry) => entry.publishedAt) ? (
              <p className="empty-hint">No kept version has been published yet.</p>
            ) : null}
            <ul>
              {shown(revisions, publishedOnly).map((entry) => (
                <li key={entry.revision}>
                  <label className="history-row">
                    <input
                      type="radio"
                      name="revision"
                      value={entry.revision}
                      checked={chosen === entry.revision}
                      onChange={() => setChosen(entry.revision)}
                    />
                    <RevisionText
                      entry={entry}
                      now={opened}
                      time={time}
                      editing={editing}
                      live={live}
                    />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {problem ? (
          <Feedback tone="error" className="dialog-error">
            {problem}
          </Feedback>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          <button
            type="submit"
            className="button button-primary"
            aria-disabled={chosen === null || busy ? true : undefined}
          >
            {busy ? 'Restoring…' : 'Restore'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The versions listed: all, or only those that were published. */
export function shown(
  revisions: readonly RevisionSummary[],
  publishedOnly: boolean,
): readonly RevisionSummary[] {
  return publishedOnly ? revisions.filter((entry) => entry.publishedAt !== null) : revisions;
}

function RevisionText(props: {
  readonly entry: RevisionSummary;
  readonly now: Date;
  readonly time: TimeOptions | undefined;
  readonly editing: number;
  /** The revision visitors see, or null before the first publish. */
  readonly live: number | null;
}) {
  const { entry, now, time, editing, live } = props;
  const at = new Date(entry.savedAt);
  return (
    <span className="history-text">
      <span className="history-title">
        Version {entry.revision}, {relativeTime(at, now, time)}
        {entry.revision === editing ? (
          <span className="history-open"> (open in the editor)</span>
        ) : null}
      </span>
      <span className="history-detail">
        <time dateTime={entry.savedAt}>{absoluteTime(at, time)}</time>
        {', saved by '}
        {entry.by ?? 'someone not recorded'}
      </span>
      {entry.publishedAt ? (
        <span className="history-detail">
          {entry.revision === live ? 'Live now: published ' : 'Published '}
          <time dateTime={entry.publishedAt}>
            {absoluteTime(new Date(entry.publishedAt), time)}
          </time>
          {entry.publishedBy ? ` by ${entry.publishedBy}` : null}
        </span>
      ) : null}
    </span>
  );
}
