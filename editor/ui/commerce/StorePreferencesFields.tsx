// "Preferences" in Store settings: where order numbers start and the low-stock level, kept as
// the store's commerce preferences (saved at once on blur or Enter, not with the site). A
// refusal shows under its field; a save is announced.
import { useState } from 'react';
import {
  STORE_PREFERENCES_NAMESPACE,
  type StorePreferences,
  storePreferencesOf,
  storePreferencesSchema,
} from '../../../shared/store/preferences';
import { preferences } from '../../commerce/preferences-client';
import { Feedback } from '../Feedback';
import { FieldGroup, TextField } from './FormBits';
import { useStorePreferences } from './use-store-preferences';

type Key = keyof StorePreferences;

const FIELDS: readonly { key: Key; label: string; help: string }[] = [
  {
    key: 'orderNumberStart',
    label: 'Order numbers start at',
    help: 'The next order takes this number if it is higher than the last one given.',
  },
  {
    key: 'lowStockThreshold',
    label: 'Low-stock level',
    help: 'Products with this many units or fewer left are marked low in stock.',
  },
];

export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number.';

export function StorePreferencesFields() {
  const state = useStorePreferences();
  const [typed, setTyped] = useState<Partial<Record<Key, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [saved, setSaved] = useState('');

  if (state.kind !== 'loaded') {
    return (
      <FieldGroup legend="Preferences">
        {state.kind === 'failed' ? (
          <Feedback tone="error">{state.message}</Feedback>
        ) : (
          <p>Loading preferences…</p>
        )}
      </FieldGroup>
    );
  }
  const values = storePreferencesOf(state.value);
  const refuse = (key: Key, message: string) => setErrors((e) => ({ ...e, [key]: message }));

  async function commit(key: Key) {
    if (state.kind !== 'loaded') return;
    const text = typed[key]?.trim();
    if (text === undefined) return;
    setSaved('');
    const parsed = storePreferencesSchema.shape[key].safeParse(
      /^-?\d+$/.test(text) ? Number(text) : Number.NaN,
    );
    if (!parsed.success) {
      refuse(
        key,
        /^-?\d+$/.test(text) ? (parsed.error.issues[0]?.message ?? '') : WHOLE_NUMBER_MESSAGE,
      );
      return;
    }
    try {
      const changed = await preferences.save(STORE_PREFERENCES_NAMESPACE, {
        ...state.value,
        [key]: parsed.data,
      });
      setErrors(({ [key]: _gone, ...rest }) => rest);
      setTyped(({ [key]: _done, ...rest }) => rest);
      if (changed) setSaved('Preferences saved.');
    } catch (error) {
      refuse(key, (error as Error).message);
    }
  }

  return (
    <FieldGroup legend="Preferences">
      <p className="field-help">Saved for the store at once; Undo does not take these back.</p>
      {FIELDS.map(({ key, label, help }) => (
        <TextField
          key={key}
          label={label}
          help={help}
          inputMode="numeric"
          value={typed[key] ?? String(values[key])}
          error={errors[key]}
          onChange={(text) => setTyped((t) => ({ ...t, [key]: text }))}
          onCommit={() => void commit(key)}
        />
      ))}
      {saved ? <Feedback tone="success">{saved}</Feedback> : null}
    </FieldGroup>
  );
}
