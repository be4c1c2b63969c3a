// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/codes/block-type-codes';
import { block, page, section, site } from '../../shared/document/fixtures';
import { DEFAULT_HEADER } from '../../shared/document/navigation';
import { navigationLinks } from '../../shared/document/navigation-links';
import { SiteFooter } from './Footer';
import { SiteHeader } from './Header';

afterEach(cleanup);

function demo() {
  const doc = site([
    page('home', [], { title: 'Home' }),
    page('shop', [], { title: 'Shop' }),
    page('about', [], { title: 'About' }),
  ]);
  doc.navigation.main = [
    { kind: 'page', id: 'n1', pageId: 'home' },
    { kind: 'page', id: 'n2', pageId: 'shop' },
    {
      kind: 'folder',
      id: 'n3',
      title: 'More',
      slug: 'more',
      behavior: 'none',
      items: [{ kind: 'page', id: 'n4', pageId: 'about' }],
    },
    { kind: 'link', id: 'n5', title: 'Bad', url: 'javascript:alert(1)', newWindow: false },
  ];
  return doc;
}

function renderHeader(header = DEFAULT_HEADER) {
  const doc = demo();
  render(<SiteHeader title="Juniper & Oak" header={header} links={navigationLinks(doc, 'main')} />);
}

describe('SiteHeader', () => {
  it('shows the title, the main navigation, the account and cart links, outside any <main>', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Juniper & Oak' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /cart/i })).toBeTruthy();
    expect(nav.closest('main')).toBeNull();
    // A hand-edited unsafe link is text, never a link.
    expect(within(nav).queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('shows the logo instead of the title, and leaves out the links turned off', () => {
    renderHeader({
      brand: 'logo',
      logoUrl: '/files/logo.png',
      showAccountLink: false,
      showCartLink: false,
    });
    const logo = screen.getByRole('img', { name: 'Juniper & Oak' });
    expect(logo.getAttribute('src')).toBe('/files/logo.png');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: /cart/i })).toBeNull();
  });

  it('opens the menu as a disclosure; Escape closes it and gives focus back to the button', () => {
    renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!);
    expect(panel?.contains(screen.getByRole('link', { name: 'Shop' }))).toBe(true);
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const shop = screen.getByRole('link', { name: 'Shop' });
    shop.focus();
    fireEvent.keyDown(shop, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('closes the menu when a link in it is chosen', () => {
    renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a folder that is not clickable by its title button; Escape closes only the folder', () => {
    renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    const folder = screen.getByRole('button', { name: 'More' });
    const submenu = document.getElementById(folder.getAttribute('aria-controls')!)!;
    expect(submenu.hidden).toBe(true);
    fireEvent.click(folder);
    expect(folder.getAttribute('aria-expanded')).toBe('true');
    expect(submenu.hidden).toBe(false);
    const about = within(submenu).getByRole('link', { name: 'About' });
    fireEvent.keyDown(about, { key: 'Escape' });
    expect(submenu.hidden).toBe(true);
    expect(document.activeElement).toBe(folder);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
  });

  it('gives a clickable folder a link and a separate submenu button', () => {
    const doc = demo();
    const folder = doc.navigation.main[2]!;
    if (folder.kind === 'folder') folder.behavior = 'index';
    render(<SiteHeader title="T" header={DEFAULT_HEADER} links={navigationLinks(doc, 'main')} />);
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/more');
    expect(screen.getByRole('button', { name: 'More submenu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('SiteFooter', () => {
  it('shows its sections, the footer navigation and social links', () => {
    const doc = demo();
    doc.navigation.footer = [{ kind: 'page', id: 'f1', pageId: 'about' }];
    doc.footer = {
      sections: [
        section('fs', [block('fb', BlockType.button, { label: 'Write to us', url: '/contact' })]),
      ],
      showNavigation: true,
      socialLinks: [{ id: 's1', url: 'https://www.instagram.com/juniper' }],
    };
    render(<SiteFooter footer={doc.footer} links={navigationLinks(doc, 'footer')} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Write to us' })).toBeTruthy();
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(within(footer).getByRole('link', { name: 'Instagram' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(footer.querySelector('[data-block-id="fb"]')).not.toBeNull();
  });

  it('hides the footer navigation when turned off, and renders nothing when empty', () => {
    const doc = demo();
    doc.navigation.footer = [{ kind: 'page', id: 'f1', pageId: 'about' }];
    const links = navigationLinks(doc, 'footer');
    const { container } = render(
      <SiteFooter
        footer={{ sections: [], showNavigation: false, socialLinks: [] }}
        links={links}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
