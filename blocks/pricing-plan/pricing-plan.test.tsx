// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { SAMPLE_PLANS } from './plans';
import { pricingPlanSchema } from './schema';

afterEach(cleanup);

const pricing = (settings: Record<string, unknown> = {}) => ({ id: 'p1', type: 72, settings });
const plan = (overrides: Record<string, unknown>) => ({ ...SAMPLE_PLANS[0], ...overrides });
const cards = () => screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));

describe('pricing plan schema', () => {
  it('defaults to three plans, the middle one highlighted, and the badge "Most popular"', () => {
    const { defaults } = pricingPlanSchema;
    expect(defaults.plans.map((item) => [item.name, item.price, item.highlighted])).toEqual([
      ['Starter', '$9', false],
      ['Growth', '$29', true],
      ['Studio', '$79', false],
    ]);
    expect(defaults.badgeText).toBe('Most popular');
  });

  it.each([
    ['plans', [plan({ id: 'a' })], true],
    ['plans', [], 'Show at least one plan.'],
    ['plans', ['a', 'b', 'c', 'd', 'e'].map((id) => plan({ id })), 'Show at most 4 plans.'],
    ['plans', [plan({ name: ' ' })], 'Enter a plan name.'],
    ['plans', [plan({ price: 'x'.repeat(41) })], 'A price can be at most 40 characters.'],
    ['plans', [plan({ buttonLabel: '' })], 'Enter a button label.'],
    [
      'plans',
      [plan({ buttonUrl: 'https://' })],
      'Enter a full web address such as https://example.com.',
    ],
    ['badgeText', '', true],
    ['badgeText', 'x'.repeat(41), 'A badge can be at most 40 characters.'],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    const result = validateSetting(pricingPlanSchema, key, value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });

  it('refuses a javascript: button link', () => {
    const result = validateSetting(pricingPlanSchema, 'plans', [
      plan({ buttonUrl: 'javascript:alert(1)' }),
    ]);
    expect(result.ok === false && result.message).toMatch(/^"javascript:" links are not allowed\./);
  });
});

describe('pricing plan renderer', () => {
  it('shows each sample plan with its price, period, features and button', () => {
    render(<BlockView block={pricing()} />);
    expect(cards()).toHaveLength(3);
    const growth = within(cards()[1]!);
    expect(growth.getByRole('heading', { name: 'Growth' })).toBeTruthy();
    expect(growth.getByText('$29')).toBeTruthy();
    expect(growth.getByText('per month')).toBeTruthy();
    expect(growth.getByText('Discount codes')).toBeTruthy();
    expect(growth.getByRole('link', { name: 'Choose Growth' }).getAttribute('href')).toBe('#');
  });

  it('puts the badge on the first highlighted plan only', () => {
    const plans = [
      plan({ id: 'a', name: 'A' }),
      plan({ id: 'b', name: 'B', highlighted: true }),
      plan({ id: 'c', name: 'C', highlighted: true }),
    ];
    render(<BlockView block={pricing({ plans, badgeText: 'Best value' })} />);
    expect(screen.getAllByText('Best value')).toHaveLength(1);
    expect(within(cards()[1]!).getByText('Best value')).toBeTruthy();
  });

  it('lists features one per line, leaving out blank lines', () => {
    render(<BlockView block={pricing({ plans: [plan({ features: 'Fast\n\n  Friendly  ' })] })} />);
    const features = cards()[0]!.querySelectorAll('.sb-pricing-features li');
    expect([...features].map((item) => item.textContent)).toEqual(['Fast', 'Friendly']);
  });

  it('shows no badge when the badge text is empty or no plan is highlighted', () => {
    render(<BlockView block={pricing({ badgeText: '' })} />);
    expect(screen.queryByText('Most popular')).toBeNull();
    cleanup();
    render(<BlockView block={pricing({ plans: [plan({ highlighted: false })] })} />);
    expect(screen.queryByText('Most popular')).toBeNull();
  });
});
