// A new blog, events calendar or album: its kind, title and address (made from the title until
// the owner types one). The server's refusal (an address another collection has) shows above
// the buttons.
import { useState } from 'react';
import {
  type Collection,
  type CollectionType,
  collectionInputSchema,
  slugFromTitle,
} from '../../../shared/content/collections';
import type { ContentClient } from '../../content/client';
import { FormActions, SelectField, TextField } from '../commerce/FormBits';

const KINDS: ReadonlyArray<{ value: CollectionType; label: string }> = [
  { value: 'blog', label: 'Blog' },
  { value: 'events', label: 'Events' },
  { value: 'album', label: 'Album' },
];

export function NewCollectionForm(props: {
  readonly client: ContentClient;
  readonly onCreated: (collection: Collection) => void;
  readonly onCancel: () => void;
}) {
  const [type, setType] = useState<CollectionType>('blog');
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const address = slug ?? slugFromTitle(title);

  async function create() {
    const parsed = collectionInputSchema.safeParse({ type, title, slug: address });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return setError(`${issue.path[0] === 'slug' ? 'Address' : 'Title'}: ${issue.message}.`);
    }
    const answer = await props.client.createCollection(parsed.data);
    if (answer.ok) props.onCreated(answer.value);
    else setError(answer.message);
  }

  return (
    <form
      className="commerce-form"
      aria-label="New collection"
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void create();
      }}
    >
      <SelectField<CollectionType> label="Kind" value={type} choices={KINDS} onChange={setType} />
      <TextField label="Title" value={title} onChange={setTitle} />
      <TextField
        label="Address"
        help={`Its page will be at /${address}, its items under it.`}
        value={address}
        onChange={setSlug}
      />
      <FormActions error={error} submitLabel="Add collection" onCancel={props.onCancel} />
    </form>
  );
}
