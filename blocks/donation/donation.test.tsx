// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { donationThanks } from './Render';
import { donationSchema } from './schema';

afterEach(cleanup);

const donation = (settings: Record<string, unknown> = {}) => ({ id: 'd1', type: 52, settings });
const amounts = (...values: number[]) => values.map((amount, i) => ({ id: `a${i}`, amount }));

describe('donation schema', () => {
  it('defaults to $10, $25, $50 and $100 in USD with a Donate button', () => {
    const { defaults } = donationSchema;
    expect(defaults.amounts.map((item) => item.amount)).toEqual([10, 25, 50, 100]);
    expect(defaults.currency).toBe('USD');
    expect(defaults.buttonLabel).toBe('Donate');
    expect(defaults.allowCustom).toBe(true);
  });

  it.each([
    ['amounts', amounts(5, 10, 15, 20, 25, 30), true],
    ['amounts', amounts(5, 10, 15, 20, 25, 30, 35), 'Offer at most 6 amounts.'],
    ['amounts', [], 'Offer at least one amount.'],
    ['amounts', amounts(12.5), 'An amount must be a whole number.'],
    ['amounts', amounts(0), 'An amount must be from 1 to 1,000,000.'],
    ['amounts', amounts(1_000_001), 'An amount must be from 1 to 1,000,000.'],
    ['currency', 'EUR', true],
    ['currency', 'XYZ', 'Choose a currency from the list.'],
    ['title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
    ['recurringText', '', true],
    ['buttonLabel', '  ', 'Enter a button label.'],
    ['buttonLabel', 'x'.repeat(81), 'A label can be at most 80 characters.'],
    ['allowCustom', 'yes', 'Choose on or off.'],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    const result = validateSetting(donationSchema, key, value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });
});

describe('donation renderer', () => {
  it('shows the appeal, the amounts as a radio group with the first checked, and the button', () => {
    render(<BlockView block={donation()} />);
    expect(screen.getByRole('heading', { name: 'Support our work' })).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'Choose an amount' });
    const radios = screen.getAllByRole('radio');
    expect(group.contains(radios[0]!)).toBe(true);
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '$10',
      '$25',
      '$50',
      '$100',
    ]);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(screen.getByRole('textbox', { name: 'Other amount (USD)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Make this a monthly gift' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Donate' })).toBeTruthy();
  });

  it('makes the amounts one native radio group, so the arrow keys move the choice', () => {
    render(<BlockView block={donation()} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.type)).toEqual(['radio', 'radio', 'radio', 'radio']);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(screen.getByRole('radio', { name: '$25' })).toBe(radios[1]);
  });

  it('thanks politely on Donate, says nothing was charged, and stays on the page', () => {
    const { container } = render(<BlockView block={donation()} />);
    fireEvent.click(screen.getByRole('radio', { name: '$50' }));
    const submitted = fireEvent.submit(container.querySelector('form')!);
    expect(submitted).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(donationThanks('$50'));
    expect(screen.getByRole('status').textContent).toContain('nothing was charged');
  });

  it('takes an amount of the visitor’s own, unchecking the suggestions', () => {
    render(<BlockView block={donation({ currency: 'EUR' })} />);
    const input = screen.getByRole('textbox', { name: 'Other amount (EUR)' });
    fireEvent.change(input, { target: { value: '42.50' } });
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(screen.getByRole('status').textContent).toBe(donationThanks('€42.50'));
  });

  it('refuses an unusable amount of the visitor’s own with a message tied to the field', () => {
    render(<BlockView block={donation()} />);
    const input = screen.getByRole('textbox', { name: 'Other amount (USD)' });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Enter an amount greater than zero.' })).toBe(
      input,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves out the other amount and the recurring option when the owner turns them off', () => {
    render(<BlockView block={donation({ allowCustom: false, recurringText: '' })} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
