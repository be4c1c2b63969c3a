// The product form's less common settings: subscription plan, checkout (additional-fields form,
// custom add-button text) and merchandising (sold-out text, scarcity, back-in-stock sign-up).
import type { MerchandisingContext } from '../../../shared/api/commerce';
import { BILLING_UNITS, type ProductDraft } from '../../commerce/product-draft';
import type { FieldErrors } from '../../commerce/product-validate';
import { CheckField, FieldGroup, SelectField, TextField } from './FormBits';

export interface ExtrasProps {
  readonly draft: ProductDraft;
  readonly errors: FieldErrors;
  readonly change: (change: Partial<ProductDraft>) => void;
}

export function SubscriptionFields({ draft, errors, change }: ExtrasProps) {
  const plan = draft.subscription;
  const set = (next: Partial<ProductDraft['subscription']>) =>
    change({ subscription: { ...plan, ...next } });
  return (
    <FieldGroup legend="Subscription">
      <CheckField
        label="Sell as a subscription"
        checked={plan.enabled}
        error={errors['subscription.enabled']}
        onChange={(enabled) => set({ enabled })}
      />
      {plan.enabled ? (
        <div className="commerce-row">
          <TextField
            label="Bill every"
            inputMode="numeric"
            value={plan.value}
            error={errors['subscription.value']}
            onChange={(value) => set({ value })}
          />
          <SelectField
            label="Billing period"
            value={plan.unit}
            choices={BILLING_UNITS.map((u) => ({ value: u.unit, label: u.label }))}
            onChange={(unit) => set({ unit })}
          />
          <TextField
            label="Number of charges"
            help="0 renews indefinitely."
            inputMode="numeric"
            value={plan.cycles}
            error={errors['subscription.cycles']}
            onChange={(cycles) => set({ cycles })}
          />
        </div>
      ) : null}
    </FieldGroup>
  );
}

export function CheckoutFields({ draft, errors, change }: ExtrasProps) {
  return (
    <FieldGroup legend="Checkout">
      <TextField
        label="Additional-fields form id"
        help="The form shoppers fill in when they add this product; leave empty for none."
        value={draft.additionalFieldsFormId}
        error={errors.additionalFieldsFormId}
        onChange={(additionalFieldsFormId) => change({ additionalFieldsFormId })}
      />
      <CheckField
        label="Custom add-button text"
        checked={draft.useCustomAddButtonText}
        onChange={(useCustomAddButtonText) => change({ useCustomAddButtonText })}
      />
      {draft.useCustomAddButtonText ? (
        <TextField
          label="Add-button text"
          value={draft.customAddButtonText}
          error={errors.customAddButtonText}
          onChange={(customAddButtonText) => change({ customAddButtonText })}
        />
      ) : null}
    </FieldGroup>
  );
}

export function MerchandisingFields({ draft, errors, change }: ExtrasProps) {
  const m = draft.merchandising;
  const set = (next: Partial<MerchandisingContext>) => change({ merchandising: { ...m, ...next } });
  const err = (key: keyof MerchandisingContext) => errors[`merchandising.${key}`];
  return (
    <FieldGroup legend="Merchandising">
      <TextField
        label="Sold-out text"
        help="Empty shows the default."
        value={m.customSoldOutText}
        error={err('customSoldOutText')}
        onChange={(customSoldOutText) => set({ customSoldOutText })}
      />
      <CheckField
        label="Show scarcity when stock is low"
        checked={m.scarcityEnabled}
        onChange={(scarcityEnabled) => set({ scarcityEnabled })}
      />
      {m.scarcityEnabled ? (
        <>
          <TextField
            label="Scarcity text"
            help="{qty} is replaced by the units left."
            value={m.scarcityText}
            error={err('scarcityText')}
            onChange={(scarcityText) => set({ scarcityText })}
          />
          <CheckField
            label="Show scarcity by default"
            checked={m.scarcityShownByDefault}
            onChange={(scarcityShownByDefault) => set({ scarcityShownByDefault })}
          />
        </>
      ) : null}
      <CheckField
        label="Back-in-stock sign-up on sold-out variants"
        checked={m.restockNotificationsEnabled}
        error={err('restockNotificationsEnabled')}
        onChange={(restockNotificationsEnabled) => set({ restockNotificationsEnabled })}
      />
      {m.restockNotificationsEnabled ? (
        <>
          <TextField
            label="Sign-up success text"
            help="Empty shows 'Signed up!'."
            value={m.restockSuccessText}
            error={err('restockSuccessText')}
            onChange={(restockSuccessText) => set({ restockSuccessText })}
          />
          <CheckField
            label="Offer mailing-list sign-up"
            checked={m.mailingListSignUpEnabled}
            onChange={(mailingListSignUpEnabled) => set({ mailingListSignUpEnabled })}
          />
          {m.mailingListSignUpEnabled ? (
            <CheckField
              label="Mailing list ticked by default"
              checked={m.mailingListOptInByDefault}
              onChange={(mailingListOptInByDefault) => set({ mailingListOptInByDefault })}
            />
          ) : null}
        </>
      ) : null}
    </FieldGroup>
  );
}
