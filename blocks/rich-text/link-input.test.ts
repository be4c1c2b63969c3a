import { describe, expect, it } from 'vitest';
import { checkTextLink } from './link-input';

const PAGES = ['/', '/about', '/contact'];
const LINK = 'Links must be formatted as www.example.com or https://www.example.com.';
const EMAIL = 'Emails must be formatted as user@domain.com.';

describe('checkTextLink', () => {
  it.each([
    ['https://example.com/shop?x=1', 'https://example.com/shop?x=1'],
    ['  http://www.example.co.uk  ', 'http://www.example.co.uk'],
    ['example.com', 'https://example.com'],
    ['www.example.com/path', 'https://www.example.com/path'],
    ['/about', '/about'],
    ['/about#team', '/about#team'],
    ['/', '/'],
    ['#contact', '#contact'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['mailto:hello@example.com?subject=Hi', 'mailto:hello@example.com?subject=Hi'],
    ['hello@example.com', 'mailto:hello@example.com'],
    ['tel:+441234567', 'tel:+441234567'],
  ])('accepts %j as %j', (input, url) => {
    expect(checkTextLink(input, PAGES)).toEqual({ ok: true, url });
  });

  it.each([
    ['', LINK],
    ['javascript:alert(1)', LINK],
    ['JavaScript:alert(1)', LINK],
    ['data:text/html,<b>x</b>', LINK],
    ['vbscript:x', LINK],
    ['https://', LINK],
    ['https://nodot', LINK],
    ['example', LINK],
    ['exa mple.com', LINK],
    ['//evil.example.com', '//evil.example.com is not a valid page URL.'],
    ['/no-such-page', '/no-such-page is not a valid page URL.'],
    ['mailto:', EMAIL],
    ['mailto:not-an-email', EMAIL],
    ['someone@', EMAIL],
  ])('refuses %j with %j', (input, message) => {
    expect(checkTextLink(input, PAGES)).toEqual({ ok: false, message });
  });
});
