// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteAnchor } from '../SiteAnchor';
import { StorefrontContext, useStorefront } from '../storefront/context';
import { type LanguageLinks, LanguageLinksContext, LanguageSwitcher } from './LanguageSwitcher';

afterEach(cleanup);

const languages: LanguageLinks = {
  current: 'fr-FR',
  links: [
    { tag: 'en-US', short: 'EN', name: 'English (US)', href: '/about' },
    { tag: 'fr-FR', short: 'FR', name: 'Français (France)', href: '/fr/about' },
  ],
};

describe('the language switcher', () => {
  it('is a navigation named Language: a link per language, its code and own name, the current one marked', () => {
    render(
      <LanguageLinksContext value={languages}>
        <LanguageSwitcher />
      </LanguageLinksContext>,
    );
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const english = within(nav).getByRole('link', { name: 'EN English (US)' });
    expect(english.getAttribute('href')).toBe('/about');
    expect(english.getAttribute('hreflang')).toBe('en-US');
    expect(english.getAttribute('lang')).toBe('en-US');
    expect(english.hasAttribute('aria-current')).toBe(false);
    const french = within(nav).getByRole('link', { name: 'FR Français (France)' });
    expect(french.getAttribute('aria-current')).toBe('page');
  });

  it('is not there for a site of one language, nor in the frame', () => {
    const one = { current: 'en-US', links: languages.links.slice(0, 1) };
    const { container } = render(
      <LanguageLinksContext value={one}>
        <LanguageSwitcher />
      </LanguageLinksContext>,
    );
    expect(container.innerHTML).toBe('');
    render(<LanguageSwitcher />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('links to the site’s pages', () => {
  function French({ children }: { children: React.ReactNode }) {
    return (
      <StorefrontContext value={{ ...useStorefront(), pathPrefix: '/fr' }}>
        {children}
      </StorefrontContext>
    );
  }

  it('stay in the page’s language, and are as written in the frame', () => {
    render(
      <French>
        <SiteAnchor href="/cart">Cart</SiteAnchor>
        <SiteAnchor href="https://example.com/">Elsewhere</SiteAnchor>
      </French>,
    );
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/fr/cart');
    expect(screen.getByRole('link', { name: 'Elsewhere' }).getAttribute('href')).toBe(
      'https://example.com/',
    );
    cleanup();
    render(<SiteAnchor href="/cart">Cart</SiteAnchor>);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });
});
