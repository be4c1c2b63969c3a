// One row per variant: SKU, price, sale price and on-sale, stock or unlimited, and which of the
// product's images it shows. Each input is named after its variant ("Price of Small / Red") and
// shows its own refusal below it.
import type { ProductImage } from '../../../shared/api/commerce';
import type { FieldErrors } from '../../commerce/product-validate';
import type { VariantDraft } from '../../commerce/variant-matrix';

export interface VariantsTableProps {
  readonly variants: readonly VariantDraft[];
  readonly errors: FieldErrors;
  /** Gift cards call their variants denominations. */
  readonly giftCard: boolean;
  /** The product's images, to choose each variant's from. */
  readonly images: readonly ProductImage[];
  readonly onChange: (key: string, change: Partial<VariantDraft>) => void;
}

function Cell({
  label,
  value,
  error,
  errorId,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  errorId: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <td>
      <input
        className="input"
        aria-label={label}
        value={value}
        disabled={disabled}
        inputMode={label.startsWith('SKU') ? undefined : 'decimal'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </td>
  );
}

export function VariantsTable(props: VariantsTableProps) {
  const { variants, errors, giftCard, images, onChange } = props;
  const fallback = giftCard ? 'Gift card' : 'Default';
  return (
    <div className="commerce-table-wrap">
      <table className="commerce-table variants-table">
        <thead>
          <tr>
            <th scope="col">{giftCard ? 'Denomination' : 'Variant'}</th>
            <th scope="col">SKU</th>
            <th scope="col">{giftCard ? 'Amount' : 'Price'}</th>
            <th scope="col">Sale price</th>
            <th scope="col">On sale</th>
            <th scope="col">Unlimited</th>
            <th scope="col">Stock</th>
            {images.length > 0 ? <th scope="col">Image</th> : null}
          </tr>
        </thead>
        <tbody>
          {variants.map((variant, index) => {
            const name = Object.values(variant.attributes).join(' / ') || fallback;
            const at = (field: string) => `variants.${index}.${field}`;
            const cell = (field: 'sku' | 'price' | 'salePrice' | 'qtyInStock', label: string) => (
              <Cell
                label={`${label} of ${name}`}
                value={variant[field]}
                error={errors[at(field)]}
                errorId={`variant-${variant.key}-${field}-error`}
                disabled={field === 'qtyInStock' && variant.unlimited}
                onChange={(value) => onChange(variant.key, { [field]: value })}
              />
            );
            return (
              <tr key={variant.key}>
                <th scope="row">{name}</th>
                {cell('sku', 'SKU')}
                {cell('price', 'Price')}
                {cell('salePrice', 'Sale price')}
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${name} on sale`}
                    checked={variant.onSale}
                    onChange={(event) => onChange(variant.key, { onSale: event.target.checked })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${name} unlimited stock`}
                    checked={variant.unlimited}
                    onChange={(event) => onChange(variant.key, { unlimited: event.target.checked })}
                  />
                </td>
                {cell('qtyInStock', 'Stock')}
                {images.length > 0 ? (
                  <td>
                    <select
                      className="input"
                      aria-label={`Image of ${name}`}
                      value={variant.imageFileId ?? ''}
                      onChange={(event) =>
                        onChange(variant.key, { imageFileId: event.target.value || null })
                      }
                    >
                      <option value="">Product's first</option>
                      {images.map((image, i) => (
                        <option key={image.fileId} value={image.fileId}>
                          {image.alt || `Image ${i + 1}`}
                        </option>
                      ))}
                    </select>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
