// The price line and the sold-out / sale mark, as product-view.ts decides them. A sale shows the
// sale price, then the original struck through, each named for screen readers.
import type { DisplayStatus } from '../../../shared/products/status';
import { useStorefrontStrings } from '../context';
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
  const strings = useStorefrontStrings();
  if (status === null) return null;
  const text =
    status === 'sold-out' ? soldOutText || strings.productSoldOutText : strings.productSaleText;
  return <p className={`sb-product-mark sb-product-mark--${status}`}>{text}</p>;
}
