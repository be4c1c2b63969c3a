// The tag (or category) manager of one collection: each name with how many items use it; add a
// name, rename one (one at a time: "You may only edit one tag at a time."), remove one (after a
// question: it leaves every item), and merge the ticked ones into another. Names are checked as
// the server checks them (shared/store/tags.ts) before they are sent; results are announced.
import { useEffect, useId, useState } from 'react';
import { termRefusal } from '../../../shared/api/collections';
import { checkStartEditing, checkTagName, type TagType } from '../../../shared/store/tags';
import { announced } from '../../content/announced';
import type { ContentClient } from '../../content/client';
import { ConfirmDialog } from '../ConfirmDialog';
import { TextField } from '../commerce/FormBits';
import { ErrorFeedback } from '../Feedback';

type Term = { readonly name: string; readonly count: number };

const PLURAL: Readonly<Record<TagType, string>> = { tag: 'Tags', category: 'Categories' };

/** The refusal of a name as the server words it, or the trimmed name. */
function checked(kind: TagType, name: string, names: readonly string[], current?: string) {
  const check = checkTagName(kind, name, names, current);
  return check.ok
    ? { ok: true as const, name: check.name }
    : {
        ok: false as const,
        message: check.reason === 'duplicate' ? check.message : termRefusal(kind, check.reason),
      };
}

export function TermsManager(props: {
  readonly collectionId: string;
  readonly kind: TagType;
  readonly client: ContentClient;
  readonly onAnnounce: (text: string) => void;
}) {
  const { collectionId, kind, client, onAnnounce } = props;
  const [terms, setTerms] = useState<readonly Term[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const [editing, setEditing] = useState<{ from: string; to: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [into, setInto] = useState('');
  const headingId = useId();
  const names = (terms ?? []).map((term) => term.name);

  async function load() {
    const answer = await client.terms(collectionId, kind);
    if (answer.ok) setTerms(answer.value);
    else setError(answer.message);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for another collection
  useEffect(() => {
    void load();
  }, [collectionId, kind]);

  const done = (answer: Promise<{ ok: boolean; message?: string }>, said: string) =>
    announced(answer, said, { setError, announce: onAnnounce, reload: load });

  async function add() {
    const name = checked(kind, adding, names);
    if (!name.ok) return setError(name.message);
    if (await done(client.addTerm(collectionId, kind, name.name), `Added ${name.name}.`))
      setAdding('');
  }

  function startEditing(from: string) {
    const allowed = checkStartEditing(kind, editing?.from, from);
    if (!allowed.ok) return setError(allowed.message);
    setError(null);
    setEditing({ from, to: from });
  }

  async function rename() {
    if (!editing) return;
    const name = checked(kind, editing.to, names, editing.from);
    if (!name.ok) return setError(name.message);
    const said = `Renamed ${editing.from} to ${name.name}.`;
    if (await done(client.renameTerm(collectionId, kind, editing.from, name.name), said))
      setEditing(null);
  }

  async function remove(name: string) {
    setRemoving(null);
    await done(client.removeTerm(collectionId, kind, name), `Removed ${name}.`);
  }

  async function merge() {
    const from = [...ticked].filter((name) => name !== into);
    if (from.length === 0 || into === '')
      return setError(
        `Tick the ${PLURAL[kind].toLowerCase()} to merge and choose the one to keep.`,
      );
    if (
      await done(
        client.mergeTerms(collectionId, kind, from, into),
        `Merged ${from.join(', ')} into ${into}.`,
      )
    ) {
      setTicked(new Set());
      setInto('');
    }
  }

  const tick = (name: string, on: boolean) =>
    setTicked((was) => {
      const next = new Set(was);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  return (
    <section className="content-terms" aria-labelledby={headingId}>
      <h3 id={headingId}>{PLURAL[kind]}</h3>
      <ErrorFeedback message={error} />
      {terms === null ? (
        <p className="empty-hint">Loading…</p>
      ) : terms.length === 0 ? (
        <p className="empty-hint">No {PLURAL[kind].toLowerCase()} yet.</p>
      ) : (
        <ul className="content-term-list">
          {terms.map((term) => (
            <li key={term.name}>
              {editing?.from === term.name ? (
                <>
                  <TextField
                    label={`New name for ${term.name}`}
                    value={editing.to}
                    onChange={(to) => setEditing({ from: term.name, to })}
                  />
                  <button type="button" className="button" onClick={() => void rename()}>
                    Save name
                  </button>
                  <button
                    type="button"
                    className="button button-quiet"
                    onClick={() => setEditing(null)}
                  >
                    Cancel
                  </button>
                </>
              ) : (
                <>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={ticked.has(term.name)}
                      onChange={(changed) => tick(term.name, changed.target.checked)}
                    />
                    {term.name}{' '}
                    <span className="content-term-count">
                      ({term.count === 1 ? '1 item' : `${term.count} items`})
                    </span>
                  </label>
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-label={`Rename ${term.name}`}
                    onClick={() => startEditing(term.name)}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-label={`Remove ${term.name}`}
                    onClick={() => setRemoving(term.name)}
                  >
                    Remove
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {ticked.size > 0 ? (
        <div className="content-term-merge">
          <label className="field-label" htmlFor={`${headingId}-into`}>
            Merge the ticked into
          </label>
          <select
            id={`${headingId}-into`}
            className="input"
            value={into}
            onChange={(changed) => setInto(changed.target.value)}
          >
            <option value="">Choose…</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={() => void merge()}>
            Merge
          </button>
        </div>
      ) : null}
      <div className="content-term-add">
        <TextField label={`New ${kind}`} value={adding} onChange={setAdding} />
        <button type="button" className="button" onClick={() => void add()}>
          Add {kind}
        </button>
      </div>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing}?`}
          message={`"${removing}" is taken off every item that has it.`}
          confirmLabel={`Remove ${kind}`}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
