// The price line and the sold-out / sale mark, as product-view.ts decides them. A sale shows the
// sale price, then the original struck through, each named for screen readers.
import type { DisplayStatus } from '../../../shared/products/status';
import { localizedText } from '../../../shared/products/texts';
import type { PriceLine } from './product-view';

export function PriceView({ line }: { line: PriceLine }) {
  switch (line.kind) {
    case 'none':
      return null;
    case 'subscription':
      return <p className="sb-product-price">{line.text}</p>;
    case 'from':
      return <p className="sb-product-price">from {line.price}</p>;
    case 'single':
      return <p className="sb-product-price">{line.price}</p>;
    case 'sale':
      return (
        <p className="sb-product-price sb-product-price--sale">
          <span className="sb-visually-hidden">Sale Price:</span>
          <span>{line.price}</span> <span className="sb-visually-hidden">Original Price:</span>
          <s className="sb-product-original-price">{line.original}</s>
        </p>
      );
  }
}

export function StatusMark(props: { status: DisplayStatus; soldOutText?: string }) {
  const { status, soldOutText } = props;
  if (status === null) return null;
  const text =
    status === 'sold-out'
      ? soldOutText || localizedText(null, 'productSoldOutText')
      : localizedText(null, 'productSaleText');
  return <p className={`sb-product-mark sb-product-mark--${status}`}>{text}</p>;
}
