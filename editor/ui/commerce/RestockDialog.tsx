// The restock panel, "Back in stock": the sign-up groups (one per product and variant, paged by
// cursor), the emails of a group, "Send" for one group and "Send all"; and the outbox of what
// sending recorded (no mail server is reachable). Sends are announced in a live region. Only a
// role that may send (restock:send) sees the Send buttons.
import { useEffect, useMemo, useState } from 'react';
import type { RestockSendRequest, RestockSignUpGroup } from '../../../shared/api/commerce';
import { useCan } from '../../auth/owner';
import { type CommerceClient, createCommerceClient } from '../../commerce/client';
import { CloseActions, Dialog } from '../Dialog';
import { Feedback } from '../Feedback';
import { useCursorList } from './loading';

export interface RestockDialogProps {
  readonly onClose: () => void;
  readonly client?: CommerceClient;
}

const groupKey = (g: RestockSendRequest) => `${g.productId}/${g.variantId}`;
const groupName = (g: RestockSignUpGroup) =>
  g.variantDescription ? `${g.productName} (${g.variantDescription})` : g.productName;
const sentText = (n: number) => (n === 1 ? 'Sent 1 email.' : `Sent ${n} emails.`);

function Emails({ api, group }: { api: CommerceClient; group: RestockSignUpGroup }) {
  const [error, setError] = useState<string | null>(null);
  const [page, load] = useCursorList(
    (cursor) => api.restockSignUps(group, cursor),
    (p) => p.signUps,
    setError,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when shown
  useEffect(() => {
    void load(null);
  }, []);

  if (error) return <p role="alert">{error}</p>;
  if (!page) return <p className="empty-hint">Loading emails…</p>;
  return (
    <>
      <ul className="restock-emails" aria-label={`Emails for ${groupName(group)}`}>
        {page.items.map((signUp) => (
          <li key={signUp.id}>
            {signUp.email}
            <span className="field-help">{signUp.sentOn ? ' sent' : ' waiting'}</span>
          </li>
        ))}
      </ul>
      {page.next ? (
        <button type="button" className="button" onClick={() => void load(page.next)}>
          More emails
        </button>
      ) : null}
    </>
  );
}

export function RestockDialog({ onClose, client }: RestockDialogProps) {
  const api = useMemo(() => client ?? createCommerceClient(), [client]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [groups, loadGroups] = useCursorList(
    (cursor) => api.restockGroups(cursor),
    (p) => p.signUpGroups,
    setError,
  );
  const [outbox, loadOutbox] = useCursorList(
    (cursor) => api.outbox(cursor),
    (p) => p.messages,
    setError,
  );
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const maySend = useCan('restock:send');

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the dialog opens
  useEffect(() => {
    void loadGroups(null);
    void loadOutbox(null);
  }, []);

  async function send(requests: readonly RestockSendRequest[], one: boolean) {
    setBusy(true);
    const result = one ? await api.sendRestock(requests[0]!) : await api.sendAllRestock(requests);
    setBusy(false);
    setAnnouncement(result.ok ? sentText(result.value) : result.message);
    if (!result.ok) return;
    await Promise.all([loadGroups(null), loadOutbox(null)]);
  }

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const pending = (groups?.items ?? []).filter((g) => g.pendingCount > 0);
  return (
    <Dialog
      title="Back in stock"
      message={<p>Shoppers who asked to hear when a sold-out item is back.</p>}
      onEscape={onClose}
      className="commerce-dialog"
    >
      <div className="commerce-body">
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        {error ? (
          <Feedback tone="error" className="commerce-error">
            {error}
          </Feedback>
        ) : null}
        <section aria-labelledby="restock-groups-title">
          <div className="commerce-toolbar">
            <h3 id="restock-groups-title">Sign-ups</h3>
            {maySend ? (
              <button
                type="button"
                className="button button-primary"
                disabled={busy || pending.length === 0}
                onClick={() =>
                  void send(
                    pending.map(({ productId, variantId }) => ({ productId, variantId })),
                    false,
                  )
                }
              >
                Send all
              </button>
            ) : null}
          </div>
          {groups === null ? (
            <p className="empty-hint">Loading sign-ups…</p>
          ) : groups.items.length === 0 ? (
            <p className="empty-hint">No sign-ups yet.</p>
          ) : (
            <ul className="restock-groups" aria-label="Sign-up groups">
              {groups.items.map((group) => {
                const key = groupKey(group);
                const name = groupName(group);
                return (
                  <li key={key} className="restock-group">
                    <div className="restock-group-row">
                      <span className="restock-name">{name}</span>
                      <span>
                        {group.signUpCount} signed up, {group.pendingCount} waiting
                      </span>
                      <button
                        type="button"
                        className="button"
                        aria-expanded={open.has(key)}
                        aria-label={`Emails for ${name}`}
                        onClick={() => toggle(key)}
                      >
                        Emails
                      </button>
                      {maySend ? (
                        <button
                          type="button"
                          className="button"
                          aria-label={`Send to ${name}`}
                          disabled={busy || group.pendingCount === 0}
                          onClick={() => void send([group], true)}
                        >
                          Send
                        </button>
                      ) : null}
                    </div>
                    {open.has(key) ? <Emails api={api} group={group} /> : null}
                  </li>
                );
              })}
            </ul>
          )}
          {groups?.next ? (
            <button type="button" className="button" onClick={() => void loadGroups(groups.next)}>
              More sign-ups
            </button>
          ) : null}
        </section>
        <section aria-labelledby="restock-outbox-title">
          <h3 id="restock-outbox-title">Outbox</h3>
          {outbox === null ? (
            <p className="empty-hint">Loading the outbox…</p>
          ) : outbox.items.length === 0 ? (
            <p className="empty-hint">Nothing sent yet.</p>
          ) : (
            <ul className="restock-outbox" aria-label="Sent emails">
              {outbox.items.map((message) => (
                <li key={message.id}>
                  <span>{message.to}</span>
                  <span>{message.subject}</span>
                  <span className="field-help">
                    {new Date(message.createdOn).toLocaleString('en-US')}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {outbox?.next ? (
            <button type="button" className="button" onClick={() => void loadOutbox(outbox.next)}>
              More sent emails
            </button>
          ) : null}
        </section>
        <CloseActions onClose={onClose} />
      </div>
    </Dialog>
  );
}
