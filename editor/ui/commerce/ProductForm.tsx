// Creating or editing one product inside "Products": every field of the product item without
// JSON. Save checks the draft (commerce/product-validate) and shows each refusal at its field;
// only a good draft is sent, and a server's 400 is shown at the field it names. A saved product
// on a site with several languages has its Translations section below.
import { useState } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import { ProductType } from '../../../shared/codes/product-types';
import type { CommerceClient } from '../../commerce/client';
import { PRODUCT_TYPE_CHOICES, type ProductDraft } from '../../commerce/product-draft';
import { draftFieldOf, type FieldErrors, validateDraft } from '../../commerce/product-validate';
import { updateVariant, type VariantMatrix } from '../../commerce/variant-matrix';
import { productRows } from '../../translations/translation-rows';
import { Feedback } from '../Feedback';
import { FilesDialog } from '../files/FilesDialog';
import { Translations } from '../translations/TranslationsPart';
import { FieldGroup, SelectField, TextField } from './FormBits';
import { OptionsEditor } from './OptionsEditor';
import { CheckoutFields, MerchandisingFields, SubscriptionFields } from './ProductExtras';
import { VariantsTable } from './VariantsTable';

export interface ProductFormProps {
  readonly initial: ProductDraft;
  readonly currency: string;
  readonly client: CommerceClient;
  readonly onSaved: (product: ProductItem) => void;
  readonly onCancel: () => void;
}

export function ProductForm({ initial, currency, client, onSaved, onCancel }: ProductFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const change = (next: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...next }));
  const setMatrix = (matrix: VariantMatrix) => change({ matrix });
  const count = Object.keys(errors).length;

  async function save() {
    const check = validateDraft(draft, currency);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = draft.id
      ? await client.updateProduct(draft.id, check.input)
      : await client.createProduct(check.input);
    setSaving(false);
    if (result.ok) onSaved(result.value);
    else setErrors({ [draftFieldOf(result.field)]: result.message });
  }

  const digital = draft.productType === ProductType.digital;
  const giftCard = draft.productType === ProductType.giftCard;
  return (
    <>
      <form
        className="product-form"
        aria-label={draft.id ? `Edit ${initial.name}` : 'New product'}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h3 className="product-form-title">{draft.id ? `Edit ${initial.name}` : 'New product'}</h3>
        <FieldGroup legend="Product">
          <TextField
            label="Name"
            value={draft.name}
            error={errors.name}
            onChange={(name) => change({ name })}
          />
          <SelectField
            label="Product type"
            value={draft.productType}
            choices={PRODUCT_TYPE_CHOICES.map((c) => ({ value: c.code, label: c.label }))}
            onChange={(productType) => change({ productType })}
          />
          <TextField
            label="Description"
            multiline
            value={draft.description}
            error={errors.description}
            onChange={(description) => change({ description })}
          />
          <TextField
            label="Tags"
            help="Separate with commas."
            value={draft.tags}
            error={errors.tags}
            onChange={(tags) => change({ tags })}
          />
          <TextField
            label="Categories"
            help="Separate with commas."
            value={draft.categories}
            error={errors.categories}
            onChange={(categories) => change({ categories })}
          />
        </FieldGroup>
        <FieldGroup legend="Images">
          <ul className="product-images" aria-label="Product images">
            {draft.images.map((image, index) => (
              <li key={image.fileId}>
                <img src={`${image.url}?format=100w`} alt="" width={48} height={48} />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => change({ images: draft.images.filter((_, i) => i !== index) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          {Object.entries(errors)
            .filter(([key]) => key.startsWith('images'))
            .map(([key, message]) => (
              <p key={key} className="field-error">
                {message}
              </p>
            ))}
          <button type="button" className="button" onClick={() => setPicking(true)}>
            Add image
          </button>
        </FieldGroup>
        {digital ? null : (
          <FieldGroup legend={giftCard ? 'Denominations (options)' : 'Options'}>
            <OptionsEditor matrix={draft.matrix} onChange={setMatrix} error={errors.options} />
          </FieldGroup>
        )}
        <FieldGroup legend={giftCard ? 'Denominations' : 'Variants, prices and stock'}>
          {digital && errors.options ? <p className="field-error">{errors.options}</p> : null}
          <VariantsTable
            variants={draft.matrix.variants}
            errors={errors}
            giftCard={giftCard}
            images={draft.images}
            onChange={(key, next) => setMatrix(updateVariant(draft.matrix, key, next))}
          />
        </FieldGroup>
        <SubscriptionFields draft={draft} errors={errors} change={change} />
        <CheckoutFields draft={draft} errors={errors} change={change} />
        <MerchandisingFields draft={draft} errors={errors} change={change} />
        {count > 0 ? (
          <Feedback tone="error" className="field-error">
            {errors.form ??
              `Nothing was saved: ${count === 1 ? 'one field needs' : `${count} fields need`} a change.`}
          </Feedback>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save product'}
          </button>
        </div>
      </form>
      {initial.id ? (
        <Translations kind="product" id={initial.id} rows={productRows(initial)} />
      ) : null}
      {picking ? (
        <FilesDialog
          onClose={() => setPicking(false)}
          onPickMany={(files) => {
            setPicking(false);
            const added = files.filter((file) => !draft.images.some((i) => i.fileId === file.id));
            const images = added.map((file) => ({ fileId: file.id, url: file.url, alt: '' }));
            change({ images: [...draft.images, ...images] });
          }}
        />
      ) : null}
    </>
  );
}
