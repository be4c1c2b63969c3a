import { describe, expect, it } from 'vitest';
import { sampleSite } from '../test-site';
import { runEdit } from './testing';
import {
  type StoreSettingsChange,
  StoreSettingsMessage,
  updateStoreSettings,
} from './update-store-settings';

const run = (change: StoreSettingsChange) =>
  runEdit(sampleSite(), (draft, ctx) => updateStoreSettings(draft, ctx, change));

describe('updateStoreSettings', () => {
  it('starts from the defaults the migration fills', () => {
    expect(sampleSite().settings.store).toMatchObject({
      currency: 'USD',
      expressCheckout: false,
      multipleQuantityAllowedForServices: true,
      installments: { enabled: true, count: 4 },
    });
  });

  it('turns express checkout on and multiple quantity for services off', () => {
    const { outcome, after } = run({
      expressCheckout: true,
      multipleQuantityAllowedForServices: false,
    });
    expect(outcome).toEqual({ ok: true });
    expect(after.settings.store).toMatchObject({
      expressCheckout: true,
      multipleQuantityAllowedForServices: false,
    });
  });

  it('changes the currency of the store, the site and the thresholds together', () => {
    const { after } = run({ currency: 'EUR' });
    expect(after.settings.currency).toBe('EUR');
    expect(after.settings.store.currency).toBe('EUR');
    expect(after.settings.store.installments.minimum).toEqual({ value: '1.00', currency: 'EUR' });
    expect(after.settings.store.installments.maximum.currency).toBe('EUR');
  });

  it('sets the installment thresholds from minor units and the payment count', () => {
    const { after } = run({
      installments: { enabled: false, minimumMinor: 3500, maximumMinor: 100000, count: 6 },
    });
    expect(after.settings.store.installments).toEqual({
      enabled: false,
      minimum: { value: '35.00', currency: 'USD' },
      maximum: { value: '1000.00', currency: 'USD' },
      count: 6,
    });
  });

  it('changes nothing when every value stays', () => {
    const { after, before, outcome } = run({ expressCheckout: false, currency: 'USD' });
    expect(outcome).toEqual({ ok: true });
    expect(after).toBe(before);
  });

  it.each<[string, StoreSettingsChange, string, string]>([
    [
      'an unknown currency',
      { currency: 'XYZ' },
      'currency',
      'XYZ is not one of the expected options.',
    ],
    [
      'a lower-case currency',
      { currency: 'usd' },
      'currency',
      'usd is not one of the expected options.',
    ],
    [
      'a maximum at the minimum',
      { installments: { minimumMinor: 500, maximumMinor: 500 } },
      'installments.maximum',
      StoreSettingsMessage.maximumNotAbove,
    ],
    [
      'a minimum above the stored maximum',
      { installments: { minimumMinor: 300000 } },
      'installments.maximum',
      StoreSettingsMessage.maximumNotAbove,
    ],
    [
      'a negative minimum',
      { installments: { minimumMinor: -1 } },
      'installments.minimum',
      StoreSettingsMessage.amount,
    ],
    [
      'a fractional maximum',
      { installments: { maximumMinor: 1.5 } },
      'installments.maximum',
      StoreSettingsMessage.amount,
    ],
    [
      'one payment',
      { installments: { count: 1 } },
      'installments.count',
      StoreSettingsMessage.count,
    ],
    [
      '13 payments',
      { installments: { count: 13 } },
      'installments.count',
      StoreSettingsMessage.count,
    ],
  ])('refuses %s, naming the field, and changes nothing', (_name, change, field, message) => {
    const { outcome, after, before } = run(change);
    expect(outcome).toEqual({ ok: false, message, field });
    expect(after).toBe(before);
  });
});
