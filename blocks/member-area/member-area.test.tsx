// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { memberAreaSchema } from './schema';

afterEach(cleanup);

const memberArea = (settings: Record<string, unknown> = {}) => ({ id: 'm', type: 67, settings });

describe('member area schema', () => {
  it('defaults to a sign-in and a join button', () => {
    expect(memberAreaSchema.defaults).toEqual({
      signInLabel: 'Sign in',
      signInUrl: '#',
      joinLabel: 'Become a member',
      joinUrl: '#',
    });
  });

  it.each([
    ['signInLabel', '  ', 'Enter a sign-in label.'],
    ['signInLabel', 'x'.repeat(41), 'A label can be at most 40 characters.'],
    ['joinLabel', '', true],
    ['joinUrl', '/join', true],
    [
      'signInUrl',
      '',
      'Enter an address. Use a page path (/about), an anchor (#contact), or an address starting with https://, http://, mailto: or tel:.',
    ],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    const result = validateSetting(memberAreaSchema, key, value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });
});

describe('member area renderer', () => {
  it('shows the spec’s notice and message, and the two buttons', () => {
    render(<BlockView block={memberArea({ signInUrl: '/login', joinUrl: '/join' })} />);
    expect(screen.getByRole('heading', { name: 'This page is locked' })).toBeTruthy();
    expect(screen.getByText('This page available only site members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe(
      '/join',
    );
  });

  it('shows the sign-in button alone when the join label is empty', () => {
    render(<BlockView block={memberArea({ joinLabel: ' ' })} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sign in']);
  });
});
