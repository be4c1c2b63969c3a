// The tag (or category) manager of one collection: each name with how many items use it; add a
// name, rename one (one at a time: "You may only edit one tag at a time."), remove one (after a
// question: it leaves every item), and merge the ticked ones into another. Categories nest: each
// shows inside its parent, and adding or renaming one chooses where it sits (ParentSelect.tsx).
// Names are checked as the server checks them (shared/store/tags.ts) before they are sent;
// results are announced.
import { useEffect, useId, useState } from 'react';
import { termRefusal } from '../../../shared/api/collections';
import { treeOrder } from '../../../shared/content/category-tree';
import { checkStartEditing, checkTagName, type TagType } from '../../../shared/store/tags';
import { announced } from '../../content/announced';
import type { ContentClient } from '../../content/client';
import { ConfirmDialog } from '../ConfirmDialog';
import { TextField } from '../commerce/FormBits';
import { ErrorFeedback } from '../Feedback';
import { ParentSelect } from './ParentSelect';

type Term = { readonly name: string; readonly count: number; readonly parent: string | null };

/** A category's place as the client sends it ('' is the top); none for a tag. */
const place = (kind: TagType, parent: string): [] | [string | null] =>
  kind === 'category' ? [parent === '' ? null : parent] : [];

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
  const [addingParent, setAddingParent] = useState('');
  const [editing, setEditing] = useState<{ from: string; to: string; parent: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [into, setInto] = useState('');
  const headingId = useId();
  const names = (terms ?? []).map((term) => term.name);
  const nested = kind === 'category';

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
    const added = client.addTerm(collectionId, kind, name.name, ...place(kind, addingParent));
    if (await done(added, `Added ${name.name}.`)) setAdding('');
  }

  function startEditing(term: Term) {
    const allowed = checkStartEditing(kind, editing?.from, term.name);
    if (!allowed.ok) return setError(allowed.message);
    setError(null);
    setEditing({ from: term.name, to: term.name, parent: term.parent ?? '' });
  }

  async function rename() {
    if (!editing) return;
    const name = checked(kind, editing.to, names, editing.from);
    if (!name.ok) return setError(name.message);
    const said =
      name.name === editing.from
        ? `Saved ${name.name}.`
        : `Renamed ${editing.from} to ${name.name}.`;
    const where = place(kind, editing.parent);
    if (await done(client.renameTerm(collectionId, kind, editing.from, name.name, ...where), said))
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
          {treeOrder(terms).map((term) => (
            <li key={term.name} style={{ paddingInlineStart: `${term.depth * 1.5}rem` }}>
              {editing?.from === term.name ? (
                <>
                  <TextField
                    label={`New name for ${term.name}`}
                    value={editing.to}
                    onChange={(to) => setEditing({ ...editing, to })}
                  />
                  {nested ? (
                    <ParentSelect
                      label={`Put ${term.name} inside`}
                      name={term.name}
                      tree={terms}
                      value={editing.parent}
                      onChange={(parent) => setEditing({ ...editing, parent })}
                    />
                  ) : null}
                  <button type="button" className="button" onClick={() => void rename()}>
                    {nested ? 'Save' : 'Save name'}
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
                      ({term.count === 1 ? '1 item' : `${term.count} items`}
                      {term.parent === null ? '' : `, inside ${term.parent}`})
                    </span>
                  </label>
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-label={`${nested ? 'Edit' : 'Rename'} ${term.name}`}
                    onClick={() => startEditing(term)}
                  >
                    {nested ? 'Edit' : 'Rename'}
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
        {nested && terms && terms.length > 0 ? (
          <ParentSelect
            label="Inside"
            name=""
            tree={terms}
            value={addingParent}
            onChange={setAddingParent}
          />
        ) : null}
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
