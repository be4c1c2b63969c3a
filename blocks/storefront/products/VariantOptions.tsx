// The variant selectors: one fieldset with its legend per option, in the owner's order, as radio
// buttons or as a drop-down list (a native select: the select-only combobox). Values no variant
// has with the other choices read "unavailable", those out of stock "sold out"; both stay
// choosable so a shopper can see them and sign up for a restock.
import { useId } from 'react';
import type { ProductItem } from '../../../shared/api/commerce';
import { isGiftCard } from '../../../shared/products/gift-card';
import { variantSelectText } from '../../../shared/products/texts';
import type { OptionSelection } from '../../../shared/products/variants';
import { useStorefrontStrings } from '../context';
import type { OptionView, ValueState } from './product-view';

const STATE_WORDS: Readonly<Record<ValueState, string>> = {
  available: '',
  'sold-out': 'sold out',
  unavailable: 'unavailable',
};

export function VariantOptions(props: {
  product: ProductItem;
  options: readonly OptionView[];
  selection: OptionSelection;
  display: 'buttons' | 'dropdown';
  onChoose: (name: string, value: string) => void;
}) {
  const { product, options, selection, display, onChoose } = props;
  const id = useId();
  const strings = useStorefrontStrings();
  // A gift card's one option is always "Value": it is shown in the page's language.
  const shownName = (name: string) =>
    isGiftCard(product) ? strings.giftCardValueDisplayText : name;
  return (
    <div className="sb-product-options">
      {options.map((option, index) => {
        const chosen = selection[option.name] ?? '';
        const base = `${id}-${index}`;
        return (
          <fieldset key={option.name} className="sb-product-option">
            <legend className="sb-product-option-name">{shownName(option.name)}</legend>
            {display === 'dropdown' ? (
              <select
                className="sb-product-select"
                aria-label={shownName(option.name)}
                data-option={option.name}
                value={chosen}
                onChange={(event) => onChoose(option.name, event.target.value)}
              >
                <option value="">{variantSelectText(product, option.name, strings)}</option>
                {option.values.map(({ value, state }) => (
                  <option key={value} value={value}>
                    {state === 'available' ? value : `${value} (${STATE_WORDS[state]})`}
                  </option>
                ))}
              </select>
            ) : (
              <div className="sb-product-radios">
                {option.values.map(({ value, state }, valueIndex) => (
                  <span key={value} className="sb-product-radio" data-state={state}>
                    <input
                      type="radio"
                      id={`${base}-${valueIndex}`}
                      name={base}
                      value={value}
                      data-option={option.name}
                      checked={chosen === value}
                      onChange={() => onChoose(option.name, value)}
                    />
                    <label htmlFor={`${base}-${valueIndex}`}>
                      {value}
                      {state === 'available' ? null : (
                        <span className="sb-product-radio-note"> ({STATE_WORDS[state]})</span>
                      )}
                    </label>
                  </span>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
