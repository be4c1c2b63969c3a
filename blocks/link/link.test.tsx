// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { linkSchema } from './schema';

afterEach(cleanup);

const link = (settings: Record<string, unknown>) => ({ id: 'k1', type: 13, settings });

describe('link schema', () => {
  it('starts as a sample link to https://example.com in a new window, host shown', () => {
    expect(linkSchema.defaults).toEqual({
      title: 'Example Domain',
      url: 'https://example.com',
      description: 'This domain is for use in illustrative examples in documents.',
      newWindow: true,
      showHost: true,
    });
  });

  it.each([
    ['title', '', 'Enter a title.'],
    ['title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
    ['description', 'x'.repeat(1001), 'A description can be at most 1000 characters.'],
    [
      'url',
      '',
      'Enter an address. Use a page path (/about), an anchor (#contact), or an address starting with https://, http://, mailto: or tel:.',
    ],
    ['newWindow', 'no', 'Choose on or off.'],
  ] as const)('refuses %s = %j', (key, value, message) => {
    expect(validateSetting(linkSchema, key, value)).toEqual({ ok: false, message });
  });
});

describe('link renderer', () => {
  it('shows the title as a link opening a new window, the host and the description', () => {
    render(<BlockView block={link({})} />);
    const anchor = screen.getByRole('link', { name: 'Example Domain' });
    expect(anchor.getAttribute('href')).toBe('https://example.com');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('example.com', { exact: false }).textContent).toBe('example.com ↗');
    expect(screen.getByText('↗').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(linkSchema.defaults.description)).toBeTruthy();
  });

  it('stays in the window and hides the host when asked', () => {
    const { container } = render(
      <BlockView block={link({ newWindow: false, showHost: false, description: '' })} />,
    );
    expect(screen.getByRole('link').getAttribute('target')).toBeNull();
    expect(container.querySelector('.sb-link-host')).toBeNull();
    expect(container.querySelector('.sb-link-description')).toBeNull();
  });

  it('shows no host for a page on this site', () => {
    const { container } = render(<BlockView block={link({ url: '/about', title: 'About us' })} />);
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about');
    expect(container.querySelector('.sb-link-host')).toBeNull();
  });

  it('links to the default address when the stored one is unsafe', () => {
    render(<BlockView block={link({ url: 'javascript:alert(1)' })} />);
    expect(screen.getByRole('link', { name: 'Example Domain' }).getAttribute('href')).toBe(
      'https://example.com',
    );
  });
});
