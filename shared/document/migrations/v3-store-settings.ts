// Schema 3, store settings: every site gains `settings.store` (see ../store-settings.ts). What a
// document already holds is kept where it has the right type; the store's currency defaults to
// the site's currency, multipleQuantityAllowedForServices to true (spec: "default true when
// absent"), express checkout to off.
import { defaultStoreSettings } from '../store-settings';
import { isObject, type Json } from './util';

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** A document without settings is left as it is (the schema refuses it anyway). */
export function v3StoreSettings(doc: Json): Json {
  const settings = doc.settings;
  if (!isObject(settings)) return doc;
  const store = isObject(settings.store) ? settings.store : {};
  const currency =
    typeof store.currency === 'string'
      ? store.currency
      : typeof settings.currency === 'string'
        ? settings.currency
        : undefined;
  const defaults = defaultStoreSettings(currency);
  const installments = isObject(store.installments) ? store.installments : {};
  return {
    ...doc,
    settings: {
      ...settings,
      store: {
        ...store,
        currency: defaults.currency,
        expressCheckout: bool(store.expressCheckout, defaults.expressCheckout),
        multipleQuantityAllowedForServices: bool(
          store.multipleQuantityAllowedForServices,
          defaults.multipleQuantityAllowedForServices,
        ),
        installments: { ...defaults.installments, ...installments },
      },
    },
  };
}
