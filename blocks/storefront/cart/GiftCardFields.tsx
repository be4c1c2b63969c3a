// One fieldset per gift card in the cart at checkout: who it is for, a message and the day it is
// delivered (not before the shopper's today).
import type { CartEntry, GiftCardRecipient } from '../../../shared/api/commerce';
import type { GiftCardField } from '../../../shared/cart/gift-card';
import { CheckoutField } from './CheckoutField';
import {
  EMPTY_GIFT_CARD,
  GIFT_CARD_LABELS,
  type GiftCardErrors,
  type GiftCardForms,
  localToday,
} from './gift-card-form';

const FIELDS: readonly { name: GiftCardField; type?: string; autoComplete?: string }[] = [
  { name: 'recipientName', autoComplete: 'off' },
  { name: 'recipientEmail', type: 'email', autoComplete: 'off' },
  { name: 'message' },
  { name: 'deliveryDate', type: 'date' },
];

export function GiftCardFields(props: {
  entries: readonly CartEntry[];
  forms: GiftCardForms;
  errors: GiftCardErrors;
  onChange: (entryId: string, form: GiftCardRecipient) => void;
}) {
  const today = localToday(new Date());
  return props.entries.map((entry) => {
    const form = props.forms[entry.id] ?? EMPTY_GIFT_CARD;
    const error = props.errors[entry.id];
    const variant = Object.values(entry.chosenVariant.attributes).join(' / ');
    return (
      <fieldset key={entry.id} className="sb-gift-card-fields">
        <legend>
          Gift card recipient: {entry.title}
          {variant ? ` (${variant})` : ''}
        </legend>
        {FIELDS.map((field) => (
          <CheckoutField
            key={field.name}
            name={`${field.name}-${entry.id}`}
            label={GIFT_CARD_LABELS[field.name]}
            value={form[field.name]}
            error={error?.field === field.name ? error.message : undefined}
            type={field.type}
            autoComplete={field.autoComplete}
            multiline={field.name === 'message'}
            min={field.type === 'date' ? today : undefined}
            onChange={(value) => props.onChange(entry.id, { ...form, [field.name]: value })}
          />
        ))}
      </fieldset>
    );
  });
}
