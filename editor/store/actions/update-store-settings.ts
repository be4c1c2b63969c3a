// Changes the store settings of the site document (`settings.store`: currency, express checkout,
// multiple quantity for services, installment thresholds). One undoable step per change; a bad
// value is refused naming its field and nothing changes. The store's currency is also the site's
// (`settings.currency`), and the installment thresholds follow it. Our choices where the spec is
// silent: a store sells in one of the spec's two-fraction-digit currencies (prices are
// hundredths); changing the currency does not convert prices already stored.

import { storeSettingsSchema } from '../../../shared/document/store-settings';
import { TWO_FRACTION_DIGIT_CURRENCIES } from '../../../shared/money/currencies';
import { moneyToWire } from '../../../shared/money/wire';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { EditMessage } from './messages';

export const STORE_CURRENCIES: readonly string[] = TWO_FRACTION_DIGIT_CURRENCIES;
export const MIN_INSTALLMENTS = 2;
export const MAX_INSTALLMENTS = 12;

export const StoreSettingsMessage = {
  maximumNotAbove: 'The maximum must be above the minimum.',
  count: `Payments must be a whole number from ${MIN_INSTALLMENTS} to ${MAX_INSTALLMENTS}.`,
  amount: 'Enter an amount of zero or more.',
} as const;

export interface StoreSettingsChange {
  readonly currency?: string;
  readonly expressCheckout?: boolean;
  readonly multipleQuantityAllowedForServices?: boolean;
  readonly installments?: {
    readonly enabled?: boolean;
    readonly minimumMinor?: number;
    readonly maximumMinor?: number;
    readonly count?: number;
  };
}

const isAmount = (minor: number | undefined) =>
  minor === undefined || (Number.isInteger(minor) && minor >= 0);

export function updateStoreSettings(
  draft: SiteDraft,
  _ctx: EditContext,
  change: StoreSettingsChange,
): EditOutcome {
  const store = draft.settings.store;
  const currency = change.currency ?? store.currency;
  if (!STORE_CURRENCIES.includes(currency))
    return refuse(EditMessage.notAnOption(currency), 'currency');
  const plan = change.installments ?? {};
  if (!isAmount(plan.minimumMinor))
    return refuse(StoreSettingsMessage.amount, 'installments.minimum');
  if (!isAmount(plan.maximumMinor))
    return refuse(StoreSettingsMessage.amount, 'installments.maximum');
  const count = plan.count ?? store.installments.count;
  if (!Number.isInteger(count) || count < MIN_INSTALLMENTS || count > MAX_INSTALLMENTS) {
    return refuse(StoreSettingsMessage.count, 'installments.count');
  }
  const money = (minor: number | undefined, current: { value: string }) =>
    minor === undefined ? { value: current.value, currency } : moneyToWire(minor, currency);
  const next = {
    currency,
    expressCheckout: change.expressCheckout ?? store.expressCheckout,
    multipleQuantityAllowedForServices:
      change.multipleQuantityAllowedForServices ?? store.multipleQuantityAllowedForServices,
    installments: {
      enabled: plan.enabled ?? store.installments.enabled,
      minimum: money(plan.minimumMinor, store.installments.minimum),
      maximum: money(plan.maximumMinor, store.installments.maximum),
      count,
    },
  };
  const parsed = storeSettingsSchema.safeParse(next);
  if (!parsed.success) return refuse(StoreSettingsMessage.maximumNotAbove, 'installments.maximum');
  if (store.currency !== next.currency) store.currency = next.currency;
  if (draft.settings.currency !== next.currency) draft.settings.currency = next.currency;
  if (store.expressCheckout !== next.expressCheckout) store.expressCheckout = next.expressCheckout;
  if (store.multipleQuantityAllowedForServices !== next.multipleQuantityAllowedForServices) {
    store.multipleQuantityAllowedForServices = next.multipleQuantityAllowedForServices;
  }
  const target = store.installments;
  if (target.enabled !== next.installments.enabled) target.enabled = next.installments.enabled;
  if (target.count !== count) target.count = count;
  for (const key of ['minimum', 'maximum'] as const) {
    const value = next.installments[key];
    if (target[key].value !== value.value) target[key].value = value.value;
    if (target[key].currency !== value.currency) target[key].currency = value.currency;
  }
  return done;
}
