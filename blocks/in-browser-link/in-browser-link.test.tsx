// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { inBrowserLinkSchema } from './schema';

afterEach(cleanup);

const link = (settings: Record<string, unknown> = {}) => ({ id: 'l', type: 58, settings });

describe('in-browser message link', () => {
  it('defaults to "View this email in your browser" linking to #', () => {
    expect(inBrowserLinkSchema.defaults).toEqual({
      text: 'View this email in your browser',
      url: '#',
    });
    render(<BlockView block={link()} />);
    const shown = screen.getByRole('link', { name: 'View this email in your browser' });
    expect(shown.getAttribute('href')).toBe('#');
  });

  it.each([
    ['text', '', 'Enter the link text.'],
    ['text', 'x'.repeat(121), 'Link text can be at most 120 characters.'],
    ['url', 'https://example.com/campaign/42', true],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    const result = validateSetting(inBrowserLinkSchema, key, value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });

  it('refuses a javascript: address and never renders one', () => {
    expect(validateSetting(inBrowserLinkSchema, 'url', 'javascript:alert(1)').ok).toBe(false);
    render(<BlockView block={link({ text: 'Read online', url: 'javascript:alert(1)' })} />);
    expect(screen.getByRole('link', { name: 'Read online' }).getAttribute('href')).toBe('#');
  });
});
