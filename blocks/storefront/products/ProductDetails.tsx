// One product as a shopper sees it on its block, its detail page and in quick view: the chosen
// variant's image, name, sold-out or sale mark, price, variant selectors, quantity, the add
// button, the validation message, scarcity, the back-in-stock form and the installment teaser.
import { useEffect, useRef, useState } from 'react';
import { ShoppingEventName, trackedProduct } from '../../../shared/analytics/shopping-events';
import './products.css';
import type { ProductItem } from '../../../shared/api/commerce';
import type { MoneyAmount } from '../../../shared/money/money';
import { effectivePrice, fromPrice } from '../../../shared/products/prices';
import {
  QUANTITY_DEFAULT,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
} from '../../../shared/products/quantity';
import type { OptionSelection } from '../../../shared/products/variants';
import { formatWith, useStorefront, useStorefrontStrings } from '../context';
import { useTrackedView } from '../shopping-tracker';
import { AddToCartButton } from './AddToCartButton';
import { readEarlyChoices } from './early-choices';
import { InstallmentTeaser } from './Installments';
import { PriceView, StatusMark } from './PriceView';
import {
  optionViews,
  priceLine,
  scarcityText,
  shownImage,
  showRestock,
  showsQuantity,
  soldOutLabel,
  statusMark,
} from './product-view';
import { RestockForm } from './RestockForm';
import { useProductAdd } from './use-product-add';
import { VariantOptions } from './VariantOptions';

export interface ProductDetailsProps {
  readonly product: ProductItem;
  readonly layout: 'side' | 'stacked';
  readonly variantDisplay: 'buttons' | 'dropdown';
  readonly showDescription: boolean;
  /** The product name's heading level: 2 in a block or quick view, 1 on the detail page. */
  readonly headingLevel?: 1 | 2;
}

export function ProductDetails(props: ProductDetailsProps) {
  const { product, layout, variantDisplay, showDescription, headingLevel = 2 } = props;
  const storefront = useStorefront();
  const strings = useStorefrontStrings();
  const { store } = storefront;
  const [selection, setSelection] = useState<OptionSelection>({});
  const [quantity, setQuantity] = useState(String(QUANTITY_DEFAULT));
  const [message, setMessage] = useState<string | null>(null);
  const article = useRef<HTMLElement>(null);
  useTrackedView(ShoppingEventName.viewProduct, { product: trackedProduct(product) });
  useEffect(() => {
    // What the shopper chose on the server's HTML before hydration: on screen, not yet in state.
    if (!article.current) return;
    const early = readEarlyChoices(article.current);
    if (Object.keys(early.selection).length > 0) setSelection(early.selection);
    if (early.quantity !== null) setQuantity(early.quantity);
  }, []);
  const content = product.structuredContent;
  const quantityShown = showsQuantity(product, {
    multipleQuantityAllowedForServices: store.multipleQuantityAllowedForServices,
  });
  const {
    add,
    onAdd: onAddClick,
    variant,
    soldOut,
  } = useProductAdd(product, { selection, quantity: quantityShown ? quantity : null }, setMessage);
  const options = optionViews(product, selection);
  const image = shownImage(product, variant);
  const format = (money: MoneyAmount) => formatWith(storefront, money);
  const customSoldOut = product.merchandising.customSoldOutText.trim();

  function choose(name: string, value: string) {
    setSelection((previous) => ({ ...previous, [name]: value }));
    setMessage(null);
  }

  function onAdd() {
    if (onAddClick()) setMessage(null);
  }

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const shownPrice = variant ? effectivePrice(variant) : fromPrice(product);
  const scarcity = scarcityText(product, variant);
  return (
    <article ref={article} className={`sb-product sb-product--${layout}`} aria-label={product.name}>
      <div className="sb-product-media">
        {image ? (
          <img className="sb-product-image" src={image.url} alt={image.alt || product.name} />
        ) : (
          <div className="sb-product-image sb-product-image--none" aria-hidden="true" />
        )}
      </div>
      <div className="sb-product-info">
        <Heading className="sb-product-name">{product.name}</Heading>
        <StatusMark status={statusMark(product, variant)} soldOutText={customSoldOut} />
        <PriceView line={priceLine(product, variant, format)} />
        {showDescription && product.description ? (
          <p className="sb-product-description">{product.description}</p>
        ) : null}
        <VariantOptions
          product={product}
          options={options}
          selection={selection}
          display={variantDisplay}
          onChoose={choose}
        />
        {quantityShown ? (
          <label className="sb-product-quantity">
            <span>{strings.productQuantityInputLabel}</span>
            <input
              className="sb-input"
              type="number"
              inputMode="numeric"
              min={QUANTITY_MIN}
              max={QUANTITY_MAX}
              step={QUANTITY_STEP}
              size={4}
              data-quantity
              value={quantity}
              onChange={(event) => {
                setQuantity(event.target.value);
                setMessage(null);
              }}
            />
          </label>
        ) : null}
        {scarcity ? <p className="sb-product-scarcity">{scarcity}</p> : null}
        <p className="sb-product-message" role="alert">
          {message ?? ''}
        </p>
        <AddToCartButton
          state={soldOutLabel(add.state, soldOut, customSoldOut)}
          alert={add.alert}
          productName={product.name}
          onClick={onAdd}
        />
        {variant && showRestock(product, variant) ? (
          <RestockForm
            key={variant.id}
            productId={product.id}
            variantId={variant.id}
            merchandising={product.merchandising}
          />
        ) : null}
        {soldOut ? null : (
          <InstallmentTeaser
            productType={content.productType}
            price={shownPrice}
            settings={store.installments}
            format={format}
          />
        )}
      </div>
    </article>
  );
}
