// "Store settings": currency, express checkout, multiple quantity for services and the
// installment teaser's thresholds. They live in the site document (settings.store), so every
// change is one undoable editor action (updateStoreSettings) and is saved with the site.
// Amounts are typed and committed on blur or Enter; a refusal shows at its field.
import { useState } from 'react';
import { formatMinorInput, minorFromWire, parseMoneyInput } from '../../commerce/money-input';
import type { StoreSettingsChange } from '../../store/actions/update-store-settings';
import {
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  STORE_CURRENCIES,
} from '../../store/actions/update-store-settings';
import { useEditorState, useEditorStore } from '../context';
import { Dialog } from '../Dialog';
import { CheckField, FieldGroup, SelectField, TextField } from './FormBits';
import { StorePreferencesFields } from './StorePreferencesFields';

export interface StoreSettingsDialogProps {
  readonly onClose: () => void;
}

type AmountKey = 'minimum' | 'maximum';

export function StoreSettingsDialog({ onClose }: StoreSettingsDialogProps) {
  const store = useEditorStore();
  const settings = useEditorState((state) => state.site.settings.store);
  const canUndo = useEditorState((state) => state.canUndo);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [typed, setTyped] = useState<Partial<Record<AmountKey | 'count', string>>>({});

  function apply(change: StoreSettingsChange, field: string) {
    const result = store.getState().updateStoreSettings(change);
    setErrors((current) => {
      const { [result.ok ? field : '']: _gone, ...rest } = current;
      return result.ok ? rest : { ...rest, [result.field ?? field]: result.message };
    });
    return result.ok;
  }

  const amountText = (key: AmountKey) =>
    typed[key] ?? formatMinorInput(minorFromWire(settings.installments[key].value) ?? 0);

  function commitAmount(key: AmountKey) {
    const text = typed[key];
    if (text === undefined) return;
    const parsed = parseMoneyInput(text);
    const field = `installments.${key}`;
    if (!parsed.ok) {
      setErrors((current) => ({ ...current, [field]: parsed.reason }));
      return;
    }
    const change =
      key === 'minimum' ? { minimumMinor: parsed.minor } : { maximumMinor: parsed.minor };
    if (apply({ installments: change }, field)) setTyped((t) => ({ ...t, [key]: undefined }));
  }

  function commitCount() {
    const text = typed.count;
    if (text === undefined) return;
    const count = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    if (apply({ installments: { count } }, 'installments.count')) {
      setTyped((t) => ({ ...t, count: undefined }));
    }
  }

  return (
    <Dialog
      title="Store settings"
      message={<p>Saved with your site; Undo takes a change back.</p>}
      onEscape={onClose}
      className="commerce-dialog commerce-dialog-narrow"
    >
      <div className="commerce-body">
        <FieldGroup legend="Checkout">
          <SelectField
            label="Currency"
            value={settings.currency}
            error={errors.currency}
            choices={STORE_CURRENCIES.map((code) => ({ value: code, label: code }))}
            onChange={(currency) => apply({ currency }, 'currency')}
          />
          <CheckField
            label="Express checkout (Add to cart goes straight to checkout)"
            checked={settings.expressCheckout}
            onChange={(expressCheckout) => apply({ expressCheckout }, 'expressCheckout')}
          />
          <CheckField
            label="Multiple quantity allowed for services"
            checked={settings.multipleQuantityAllowedForServices}
            onChange={(multipleQuantityAllowedForServices) =>
              apply({ multipleQuantityAllowedForServices }, 'multipleQuantityAllowedForServices')
            }
          />
        </FieldGroup>
        <FieldGroup legend="Installments">
          <CheckField
            label="Show the installment teaser"
            checked={settings.installments.enabled}
            onChange={(enabled) => apply({ installments: { enabled } }, 'installments.enabled')}
          />
          {(['minimum', 'maximum'] as const).map((key) => (
            <TextField
              key={key}
              label={key === 'minimum' ? 'Shown for prices over' : 'Shown for prices up to'}
              inputMode="decimal"
              value={amountText(key)}
              error={errors[`installments.${key}`]}
              onChange={(text) => setTyped((t) => ({ ...t, [key]: text }))}
              onCommit={() => commitAmount(key)}
            />
          ))}
          <TextField
            label="Number of payments"
            help={`From ${MIN_INSTALLMENTS} to ${MAX_INSTALLMENTS}.`}
            inputMode="numeric"
            value={typed.count ?? String(settings.installments.count)}
            error={errors['installments.count']}
            onChange={(text) => setTyped((t) => ({ ...t, count: text }))}
            onCommit={commitCount}
          />
        </FieldGroup>
        <StorePreferencesFields />
        <div className="dialog-actions">
          <button
            type="button"
            className="button"
            disabled={!canUndo}
            onClick={() => {
              store.getState().undo();
              setTyped({});
              setErrors({});
            }}
          >
            Undo
          </button>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Dialog>
  );
}
