// One collection item being written: title, address, status and publish time (the site's wall
// clock), the main image with its focal point and alt text, excerpt, the body in the text editor,
// author, tags and categories, for an event its start, end and place, and for an album its tracks
// (TracksField.tsx). Save checks the form as the server will (item-draft.ts) and shows each
// refusal under its field; the server's own refusal shows above the buttons.
import { useMemo, useState } from 'react';
import type { Collection, Item, ItemStatus } from '../../../shared/content/collections';
import type { ContentClient } from '../../content/client';
import {
  type DraftErrors,
  type EventDraft,
  type ItemDraft,
  inputFromDraft,
  statusChoices,
} from '../../content/item-draft';
import type { FilesClient } from '../../files/client';
import { FieldGroup, FormActions, SelectField, TextField } from '../commerce/FormBits';
import { Feedback } from '../Feedback';
import { createLocalBinding } from '../fields/rich-text/local-binding';
import { LocalRichTextField } from '../fields/rich-text/RichTextField';
import { MainImageField } from './MainImageField';
import { TracksField } from './TracksField';

export interface ItemFormProps {
  readonly collection: Collection;
  /** null for a new item. */
  readonly itemId: string | null;
  readonly initial: ItemDraft;
  readonly timeZone: string;
  readonly mayPublish: boolean;
  readonly client: ContentClient;
  readonly onSaved: (item: Item) => void;
  readonly onCancel: () => void;
  /** Says a change in the dialog's status line (a track added, moved or removed). */
  readonly announce: (text: string) => void;
  /** The files API for the main image and tracks; the real one by default (tests pass a fake). */
  readonly files?: FilesClient;
  /** Reads an audio file's length; the browser's by default. */
  readonly readDuration?: (url: string) => Promise<number | null>;
}

const NOUN: Readonly<Record<Collection['type'], string>> = {
  blog: 'post',
  events: 'event',
  album: 'album entry',
};

export function itemNoun(collection: Collection): string {
  return NOUN[collection.type];
}

export function ItemForm(props: ItemFormProps) {
  const { collection, timeZone } = props;
  const [draft, setDraft] = useState<ItemDraft>(props.initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const body = useMemo(
    () =>
      createLocalBinding(props.initial.body, (value) => setDraft((d) => ({ ...d, body: value }))),
    [props.initial.body],
  );
  const change = (part: Partial<ItemDraft>) => setDraft((was) => ({ ...was, ...part }));
  const changeEvent = (part: Partial<EventDraft>) =>
    setDraft((was) => (was.event ? { ...was, event: { ...was.event, ...part } } : was));
  const noun = itemNoun(collection);
  const heading = props.itemId === null ? `New ${noun}` : `Edit ${noun}`;

  async function save() {
    const checked = inputFromDraft({ ...draft, body: body.value() }, collection.type, timeZone);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const answer = await props.client.saveItem(collection.id, props.itemId, checked.input);
    setSaving(false);
    if (answer.ok) props.onSaved(answer.value);
    else setErrors({ form: answer.message });
  }

  const event = draft.event;
  return (
    <form
      className="commerce-form content-item-form"
      aria-label={heading}
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void save();
      }}
    >
      <h3>{heading}</h3>
      <TextField
        label="Title"
        value={draft.title}
        error={errors.title}
        onChange={(title) => change({ title })}
      />
      <TextField
        label="Address"
        help={`The last part of the ${noun}'s address; made from the title when left empty.`}
        value={draft.slug}
        error={errors.slug}
        onChange={(slug) => change({ slug })}
      />
      <SelectField<ItemStatus>
        label="Status"
        value={draft.status}
        error={errors.status}
        choices={statusChoices(props.mayPublish, props.initial.status).map((status) => ({
          value: status,
          label: status,
        }))}
        onChange={(status) => change({ status })}
      />
      <TextField
        type="datetime-local"
        label="Publish on"
        help={`In the site's time zone (${timeZone}). A scheduled ${noun} goes live then.`}
        value={draft.publishOn}
        error={errors.publishOn}
        onChange={(publishOn) => change({ publishOn })}
      />
      {event ? (
        <FieldGroup legend="When and where">
          <TextField
            type="datetime-local"
            label="Starts"
            value={event.start}
            error={errors.start}
            onChange={(start) => changeEvent({ start })}
          />
          <TextField
            type="datetime-local"
            label="Ends"
            value={event.end}
            error={errors.end}
            onChange={(end) => changeEvent({ end })}
          />
          <TextField
            label="Address line 1"
            value={event.addressLine1}
            onChange={(addressLine1) => changeEvent({ addressLine1 })}
          />
          <TextField
            label="Address line 2"
            value={event.addressLine2}
            onChange={(addressLine2) => changeEvent({ addressLine2 })}
          />
          <TextField
            label="Country"
            value={event.addressCountry}
            onChange={(addressCountry) => changeEvent({ addressCountry })}
          />
          <TextField
            label="Latitude"
            inputMode="decimal"
            value={event.mapLat}
            error={errors.mapLat}
            onChange={(mapLat) => changeEvent({ mapLat })}
          />
          <TextField
            label="Longitude"
            inputMode="decimal"
            value={event.mapLng}
            error={errors.mapLng}
            onChange={(mapLng) => changeEvent({ mapLng })}
          />
        </FieldGroup>
      ) : null}
      <MainImageField
        value={draft.kept.mainImage}
        files={props.files}
        onChange={(mainImage) => change({ kept: { ...draft.kept, mainImage } })}
      />
      {collection.type === 'album' || draft.tracks.length > 0 ? (
        <TracksField
          value={draft.tracks}
          error={errors.tracks}
          announce={props.announce}
          files={props.files}
          readDuration={props.readDuration}
          onChange={(tracks) => change({ tracks })}
        />
      ) : null}
      <TextField
        label="Excerpt"
        multiline
        value={draft.excerpt}
        error={errors.excerpt}
        onChange={(excerpt) => change({ excerpt })}
      />
      <LocalRichTextField label="Body" binding={body} />
      {errors.body ? <Feedback tone="error">{errors.body}</Feedback> : null}
      <TextField
        label="Author"
        help="Left empty: you."
        value={draft.author}
        error={errors.author}
        onChange={(author) => change({ author })}
      />
      <TextField
        label="Tags"
        help="Separated by commas."
        value={draft.tags}
        error={errors.tags}
        onChange={(tags) => change({ tags })}
      />
      <TextField
        label="Categories"
        help="Separated by commas."
        value={draft.categories}
        error={errors.categories}
        onChange={(categories) => change({ categories })}
      />
      <FormActions
        error={errors.form}
        submitLabel={`Save ${noun}`}
        busy={saving}
        onCancel={props.onCancel}
      />
    </form>
  );
}
