// "Add a store" on a site without one: its title and description, then the spec's two calls
// (commerce/store-creation.ts) and the products page added to the draft at the store's URL id,
// in the main navigation. A refusal shows above the buttons; success is announced and the new
// page is shown.
import { useState } from 'react';
import { usedSlugs } from '../../../shared/document/navigation-edit';
import { FALLBACK_STORE_TITLE } from '../../../shared/store/url-id';
import { createStore } from '../../commerce/store-creation';
import { useEditorStore } from '../context';
import { Dialog } from '../Dialog';
import { FormActions, TextField } from './FormBits';

export function AddStoreDialog(props: {
  readonly onClose: () => void;
  /** Said after the store is added (the top bar's announcement). */
  readonly onAdded: (message: string) => void;
}) {
  const store = useEditorStore();
  const [title, setTitle] = useState(FALLBACK_STORE_TITLE);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    setError(null);
    const { site } = store.getState();
    const made = await createStore({
      websiteId: site.id,
      title,
      description,
      usedSlugs: usedSlugs(site),
    });
    setBusy(false);
    if (!made.ok) return setError(made.message);
    const { navigationTitle, urlId } = made.collection;
    const page = store.getState().addPage(navigationTitle, { holds: 'products', slug: urlId });
    if (!page.ok) return setError(page.message);
    props.onAdded(
      `Added the store ${navigationTitle} at /${urlId}; publish to open it to visitors.`,
    );
    props.onClose();
  }

  return (
    <Dialog
      title="Add a store"
      message={<p>Your products will be listed on a new page of the site.</p>}
      onEscape={props.onClose}
      className="commerce-dialog commerce-dialog-narrow"
    >
      <form
        className="commerce-form"
        aria-label="New store"
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (!busy) void add();
        }}
      >
        <TextField
          label="Store name"
          help="Also its page's title in the navigation and its address."
          value={title}
          onChange={setTitle}
        />
        <TextField label="Description" multiline value={description} onChange={setDescription} />
        <FormActions error={error} submitLabel="Add store" busy={busy} onCancel={props.onClose} />
      </form>
    </Dialog>
  );
}
