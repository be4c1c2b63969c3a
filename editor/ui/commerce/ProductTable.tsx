// The inventory list: sortable columns (name, price, stock), a row per product that expands to
// its variants, Edit and Delete per row. Sorting and paging are decided in commerce/product-list.
import { Fragment } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import { PRODUCT_TYPE_NAMES } from '../../../shared/codes/product-types';
import { formatMoney, formatMoneyAmount } from '../../../shared/money/format';
import { fromPrice, hasVariedPrices } from '../../../shared/products/prices';
import type { ProductQuery, ProductSortKey } from '../../commerce/product-list';
import { stockText } from '../../commerce/product-list';

const COLUMNS: ReadonlyArray<{ key: ProductSortKey; label: string }> = [
  { key: 'name', label: 'Name' },
  { key: 'price', label: 'Price' },
  { key: 'stock', label: 'Stock' },
];

export interface ProductTableProps {
  readonly rows: readonly ProductItem[];
  readonly query: ProductQuery;
  readonly onSort: (key: ProductSortKey) => void;
  readonly onEdit: (product: ProductItem) => void;
  readonly onDelete: (product: ProductItem) => void;
  /** Ids of the products whose variants show (kept by the dialog across the form). */
  readonly expanded: ReadonlySet<string>;
  readonly onToggle: (id: string) => void;
  /** The store's low-stock level, once its preferences are read. */
  readonly lowStockLevel?: number;
}

function priceText(product: ProductItem): string {
  const price = formatMoneyAmount(fromPrice(product));
  return hasVariedPrices(product) ? `from ${price}` : price;
}

const variantName = (attributes: Readonly<Record<string, string>>) =>
  Object.values(attributes).join(' / ') || 'Default';

export function ProductTable(props: ProductTableProps) {
  const {
    rows,
    query,
    onSort,
    onEdit,
    onDelete,
    expanded,
    onToggle: toggle,
    lowStockLevel,
  } = props;
  return (
    <table className="commerce-table">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Variants</span>
          </th>
          {COLUMNS.map((column) => (
            <th
              key={column.key}
              scope="col"
              aria-sort={query.sortBy === column.key ? query.direction : undefined}
            >
              <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
                {column.label}
                <span aria-hidden="true">
                  {query.sortBy === column.key
                    ? query.direction === 'ascending'
                      ? ' ↑'
                      : ' ↓'
                    : ''}
                </span>
              </button>
            </th>
          ))}
          <th scope="col">Type</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((product) => {
          const open = expanded.has(product.id);
          return (
            <Fragment key={product.id}>
              <tr className="product-row">
                <td>
                  <button
                    type="button"
                    className="icon-button"
                    aria-expanded={open}
                    aria-label={`Variants of ${product.name}`}
                    onClick={() => toggle(product.id)}
                  >
                    <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                  </button>
                </td>
                <th scope="row">{product.name}</th>
                <td>{priceText(product)}</td>
                <td>{stockText(product, lowStockLevel)}</td>
                <td>{PRODUCT_TYPE_NAMES[product.structuredContent.productType]}</td>
                <td className="row-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={`Edit ${product.name}`}
                    onClick={() => onEdit(product)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button-danger"
                    aria-label={`Delete ${product.name}`}
                    onClick={() => onDelete(product)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
              {open ? (
                <tr className="variant-rows">
                  <td />
                  <td colSpan={5}>
                    <ul aria-label={`Variants of ${product.name}`} className="variant-list">
                      {product.structuredContent.variants.map((variant) => (
                        <li key={variant.id}>
                          <span className="variant-name">{variantName(variant.attributes)}</span>
                          <span className="variant-sku">{variant.sku}</span>
                          <span>
                            {formatMoney(
                              variant.onSale ? variant.salePriceMoney : variant.priceMoney,
                            )}
                            {variant.onSale ? ' (on sale)' : ''}
                          </span>
                          <span>
                            {variant.unlimited ? 'Unlimited' : `${variant.qtyInStock} in stock`}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
