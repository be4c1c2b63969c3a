// The suggested amounts as one radio group of native radio buttons sharing a name: one tab stop,
// and the browser moves the choice with the arrow keys. Each is drawn as a large amount button.
import { amountLabel } from './amounts';
import type { SuggestedAmount } from './schema';

export function AmountRadios(props: {
  readonly amounts: readonly SuggestedAmount[];
  readonly currency: string;
  /** The checked amount's index, or null while the visitor's own amount is chosen. */
  readonly checked: number | null;
  readonly onCheck: (index: number) => void;
  readonly name: string;
  readonly labelId: string;
}) {
  const { amounts, currency, checked, onCheck, name, labelId } = props;
  return (
    <div className="sb-donation-amounts" role="radiogroup" aria-labelledby={labelId}>
      {amounts.map((item, index) => (
        <label key={item.id} className="sb-donation-amount">
          <input
            type="radio"
            name={name}
            value={item.amount}
            checked={checked === index}
            onChange={() => onCheck(index)}
          />
          <span>{amountLabel(item.amount, currency)}</span>
        </label>
      ))}
    </div>
  );
}
