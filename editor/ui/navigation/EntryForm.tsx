// The one form for a navigation entry's own fields, to add one or to edit one: an external link
// (title, address, new tab), a folder (title, behaviour: the spec's index, redirect and none; a
// folder is clickable unless its behaviour is none) or a member area (which area, title). A
// refusal shows under the form and is announced.
import { useId, useState } from 'react';
import { FOLDER_BEHAVIORS, type FolderBehavior } from '../../../shared/content/folders';
import type { NewNavEntry } from '../../store/actions/add-nav-item';
import type { EditResult } from '../../store/types';
import { Feedback } from '../Feedback';
import { CheckRow } from './CheckRow';

export type EntryKind = NewNavEntry['kind'];

export interface MemberAreaChoice {
  readonly id: string;
  readonly name: string;
}

const KIND_NAMES: Readonly<Record<EntryKind, string>> = {
  link: 'External link',
  folder: 'Folder',
  memberArea: 'Member area',
};

export const BEHAVIOR_NAMES: Readonly<Record<FolderBehavior, string>> = {
  index: 'Show its index page',
  redirect: 'Go to its first entry',
  none: 'Only open its entries (not clickable)',
};

export interface EntryValues {
  readonly kind: EntryKind;
  readonly title: string;
  readonly url: string;
  readonly newWindow: boolean;
  readonly behavior: FolderBehavior;
  readonly memberAreaId: string;
}

export const EMPTY_ENTRY: EntryValues = {
  kind: 'link',
  title: '',
  url: 'https://',
  newWindow: true,
  behavior: 'index',
  memberAreaId: '',
};

/** The entry to add (or the change to make) from the form's values. */
export function entryOf(values: EntryValues): NewNavEntry {
  const title = values.title;
  if (values.kind === 'folder') return { kind: 'folder', title, behavior: values.behavior };
  if (values.kind === 'memberArea') {
    return { kind: 'memberArea', title, memberAreaId: values.memberAreaId };
  }
  return { kind: 'link', title, url: values.url, newWindow: values.newWindow };
}

export function EntryForm(props: {
  readonly label: string;
  readonly initial: EntryValues;
  /** The kinds offered (one: the kind is fixed, as when editing an entry). */
  readonly kinds: readonly EntryKind[];
  readonly memberAreas: readonly MemberAreaChoice[];
  readonly submitLabel: string;
  readonly onSubmit: (values: EntryValues) => EditResult;
  readonly onCancel?: () => void;
}) {
  const { label, initial, kinds, memberAreas, submitLabel, onSubmit, onCancel } = props;
  const [values, setValues] = useState(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const set = (change: Partial<EntryValues>) => setValues({ ...values, ...change });
  const chooseArea = (areaId: string) => {
    const area = memberAreas.find((candidate) => candidate.id === areaId);
    set({ memberAreaId: areaId, title: values.title || (area?.name ?? '') });
  };
  return (
    <form
      className="nav-form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const result = onSubmit(values);
        setRefusal(result.ok ? null : result.message);
        if (result.ok && !onCancel) setValues({ ...initial, kind: values.kind });
      }}
    >
      {kinds.length > 1 ? (
        <div className="nav-field">
          <label htmlFor={`${id}-kind`}>Add</label>
          <select
            id={`${id}-kind`}
            className="input"
            value={values.kind}
            onChange={(e) => set({ kind: e.target.value as EntryKind })}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_NAMES[kind]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {values.kind === 'memberArea' ? (
        <div className="nav-field">
          <label htmlFor={`${id}-area`}>Member area</label>
          <select
            id={`${id}-area`}
            className="input"
            value={values.memberAreaId}
            onChange={(e) => chooseArea(e.target.value)}
          >
            <option value="">Choose an area</option>
            {memberAreas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="nav-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          className="input"
          value={values.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </div>
      {values.kind === 'link' ? (
        <>
          <div className="nav-field">
            <label htmlFor={`${id}-url`}>Address</label>
            <input
              id={`${id}-url`}
              className="input"
              inputMode="url"
              spellCheck={false}
              value={values.url}
              onChange={(e) => set({ url: e.target.value })}
            />
          </div>
          <CheckRow checked={values.newWindow} onChange={(checked) => set({ newWindow: checked })}>
            Open in a new tab
          </CheckRow>
        </>
      ) : null}
      {values.kind === 'folder' ? (
        <div className="nav-field">
          <label htmlFor={`${id}-behavior`}>When clicked</label>
          <select
            id={`${id}-behavior`}
            className="input"
            value={values.behavior}
            onChange={(e) => set({ behavior: e.target.value as FolderBehavior })}
          >
            {FOLDER_BEHAVIORS.map((behavior) => (
              <option key={behavior} value={behavior}>
                {BEHAVIOR_NAMES[behavior]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="nav-form-actions">
        <button type="submit" className="button button-primary">
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      <Feedback tone="error" className="form-error">
        {refusal}
      </Feedback>
    </form>
  );
}
