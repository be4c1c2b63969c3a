// The activity log: what owners and API keys changed on the site, newest first (reads are not
// recorded), fifty at a time with "More".
import { useEffect, useState } from 'react';
import type { ActivityEntry } from '../../../shared/api/auth';
import { type PeopleApi, peopleApi } from '../../auth/people-api';
import { CloseActions, Dialog } from '../Dialog';
import { absoluteTime, relativeTime } from '../when';
import { DataTable, LoadState } from './parts';
import '../commerce/commerce.css';
import './people.css';

export interface ActivityDialogProps {
  readonly onClose: () => void;
  readonly api?: PeopleApi;
}

interface Loaded {
  readonly entries: readonly ActivityEntry[];
  readonly next: string | null;
}

const VIA = { session: 'Session', 'api-key': 'API key' } as const;

export function ActivityDialog({ onClose, api = peopleApi }: ActivityDialogProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function load(cursor: string | null) {
    setBusy(true);
    setError(null);
    const answer = await api.activity(cursor);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    const { entries, nextCursor } = answer.value;
    setLoaded((current) => ({
      entries: cursor ? [...(current?.entries ?? []), ...entries] : entries,
      next: nextCursor,
    }));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the first page once when shown
  useEffect(() => {
    void load(null);
  }, []);

  const now = Date.now();
  return (
    <Dialog
      title="Activity log"
      message={<p>Changes made to this site, newest first. Reading is not recorded.</p>}
      onEscape={onClose}
      className="commerce-dialog"
    >
      <div className="commerce-body">
        <LoadState
          loading={loaded === null}
          loadingText="Loading the activity log…"
          loadError={error}
          onRetry={() => void load(loaded?.next ?? null)}
        />
        {loaded === null ? null : loaded.entries.length === 0 ? (
          <p className="empty-hint">Nothing has been changed yet.</p>
        ) : (
          <DataTable label="Activity" headers={['When', 'Who', 'Via', 'Request', 'Status']}>
            {loaded.entries.map((entry, index) => (
              // Entries have no id of their own; the list only grows at its end.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                <td>
                  <time dateTime={entry.at}>{relativeTime(entry.at, now)}</time>
                  <span className="activity-absolute">{absoluteTime(entry.at)}</span>
                </td>
                <td>{entry.actor}</td>
                <td>{VIA[entry.via]}</td>
                <td>
                  <code>
                    {entry.method} {entry.path}
                  </code>
                </td>
                <td>{entry.status}</td>
              </tr>
            ))}
          </DataTable>
        )}
        {loaded?.next ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void load(loaded.next)}
          >
            More
          </button>
        ) : null}
        <CloseActions onClose={onClose} />
      </div>
    </Dialog>
  );
}
