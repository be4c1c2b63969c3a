// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { emailFooterSchema } from './schema';

afterEach(cleanup);

const footer = (settings: Record<string, unknown> = {}) => ({ id: 'f', type: 57, settings });

describe('email footer schema', () => {
  it('defaults to a sample business, its address and an Unsubscribe link', () => {
    expect(emailFooterSchema.defaults).toMatchObject({
      businessName: 'Juniper & Oak',
      address: '12 Market Street\nPortland, OR 97204\nUnited States',
      unsubscribeText: 'Unsubscribe',
      unsubscribeUrl: '#',
    });
  });

  it.each([
    ['businessName', 'x'.repeat(121), 'A business name can be at most 120 characters.'],
    ['address', 'x'.repeat(401), 'An address can be at most 400 characters.'],
    ['reason', 'x'.repeat(301), 'This line can be at most 300 characters.'],
    ['unsubscribeText', ' ', 'Enter the unsubscribe link text.'],
    ['reason', '', true],
    ['unsubscribeUrl', 'mailto:unsubscribe@example.com', true],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    const result = validateSetting(emailFooterSchema, key, value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });
});

describe('email footer renderer', () => {
  it('shows the business, the address on its own lines, the reason and the unsubscribe link', () => {
    const { container } = render(<BlockView block={footer({ unsubscribeUrl: '/unsubscribe' })} />);
    expect(screen.getByText('Juniper & Oak')).toBeTruthy();
    expect(container.querySelector('address')?.textContent).toBe(
      '12 Market Street\nPortland, OR 97204\nUnited States',
    );
    expect(screen.getByText(/because you signed up/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unsubscribe' }).getAttribute('href')).toBe(
      '/unsubscribe',
    );
  });

  it('leaves out empty lines', () => {
    const { container } = render(
      <BlockView block={footer({ businessName: '', address: ' ', reason: '' })} />,
    );
    expect(container.querySelector('address')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
