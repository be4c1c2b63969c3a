// The Storage tab's mailing-list connection (spec site-and-editor.md §2, §8): Connect opens a
// dialog listing the site's mailing lists, or saying "You don't have any mailing lists. Please
// create one before continuing." (with a box to create one); Disconnect asks "Disconnect …?"
// first, naming the list as the spec names the service.
import { useCallback, useEffect, useId, useState } from 'react';
import type { MailingList } from '../../../shared/api/forms';
import { ConfirmDialog } from '../ConfirmDialog';
import { Dialog } from '../Dialog';
import { Feedback } from '../Feedback';
import { errorMessage, NO_MESSAGE, outcomeMessage } from '../feedback-message';
import {
  connectMailingList,
  createMailingList,
  disconnectMailingList,
  getFormMailingList,
  listMailingLists,
} from './forms-api';

export const NO_MAILING_LISTS =
  "You don't have any mailing lists. Please create one before continuing.";
export const disconnectTitle = (name: string) => `Disconnect ${name}?`;
export const DISCONNECT_MESSAGE =
  'Form submissions will no longer be sent to the mailing-list account.';

export function MailingListConnection({ formId }: { readonly formId: string }) {
  const id = useId();
  const [lists, setLists] = useState<readonly MailingList[]>([]);
  const [connected, setConnected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'connect' | 'disconnect' | null>(null);
  const [chosen, setChosen] = useState('');
  const [newName, setNewName] = useState('');
  const [message, setMessage] = useState(NO_MESSAGE);

  const refresh = useCallback(async () => {
    const [all, current] = await Promise.all([listMailingLists(), getFormMailingList(formId)]);
    if (all.ok) setLists(all.value.mailingLists);
    if (current.ok) setConnected(current.value.mailingListId);
    if (!all.ok) setMessage(errorMessage(all.message));
  }, [formId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const name = lists.find((list) => list.id === connected)?.name ?? 'the mailing list';
  const connect = async (listId: string) => {
    const answer = await connectMailingList(formId, listId);
    setMessage(
      outcomeMessage(answer, `Connected to ${lists.find((l) => l.id === listId)?.name ?? listId}.`),
    );
    setDialog(null);
    await refresh();
  };
  const create = async () => {
    const answer = await createMailingList(newName);
    if (answer.ok) {
      setNewName('');
      setChosen(answer.value.id);
      await refresh();
    } else setMessage(errorMessage(answer.message));
  };

  return (
    <section className="form-mailing" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Mailing list</h3>
      <p>{connected ? `Connected to ${name}.` : 'Not connected to a mailing list.'}</p>
      {connected ? (
        <button type="button" className="button" onClick={() => setDialog('disconnect')}>
          Disconnect
        </button>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setChosen(lists[0]?.id ?? '');
            setDialog('connect');
          }}
        >
          Connect
        </button>
      )}
      <Feedback tone={message.tone}>{message.text}</Feedback>
      {dialog === 'disconnect' ? (
        <ConfirmDialog
          title={disconnectTitle(name)}
          message={DISCONNECT_MESSAGE}
          confirmLabel="Disconnect"
          onCancel={() => setDialog(null)}
          onConfirm={async () => {
            const answer = await disconnectMailingList(formId);
            setMessage(outcomeMessage(answer, `Disconnected from ${name}.`));
            setDialog(null);
            await refresh();
          }}
        />
      ) : null}
      {dialog === 'connect' ? (
        <Dialog
          title="Connect a mailing list"
          message={
            lists.length === 0 ? (
              <p>{NO_MAILING_LISTS}</p>
            ) : (
              <p>Each submission adds its email address to the list you choose.</p>
            )
          }
          onEscape={() => setDialog(null)}
        >
          {lists.length > 0 ? (
            <div className="form-setting">
              <label htmlFor={`${id}-list`}>Mailing list</label>
              <select id={`${id}-list`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
                {lists.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <div className="form-setting">
              <label htmlFor={`${id}-new`}>New mailing list name</label>
              <input
                id={`${id}-new`}
                type="text"
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
              />
              <button
                type="button"
                className="button"
                disabled={newName.trim() === ''}
                onClick={() => void create()}
              >
                Create list
              </button>
            </div>
          )}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => setDialog(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={chosen === ''}
              onClick={() => void connect(chosen)}
            >
              Connect
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
