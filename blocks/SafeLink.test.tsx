// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeLink } from './SafeLink';

afterEach(cleanup);

describe('SafeLink', () => {
  it('links a safe address, in a new window with noopener when asked', () => {
    render(
      <SafeLink url=" https://example.com " newWindow>
        Go
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens in the same window by default', () => {
    render(<SafeLink url="/about">About</SafeLink>);
    expect(screen.getByRole('link', { name: 'About' }).hasAttribute('target')).toBe(false);
  });

  it('shows an unsafe address as plain text, not a link', () => {
    render(
      <SafeLink url="javascript:alert(1)" className="x">
        Bad
      </SafeLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bad').className).toBe('x');
  });
});
