import { describe, expect, it } from 'vitest';
import {
  checkHostName,
  checkSiteName,
  localSiteHost,
  SitesMessage,
  siteDeletePath,
  siteManagePath,
} from './manage';

describe('checkHostName', () => {
  it('lower-cases, trims and drops a trailing dot', () => {
    expect(checkHostName('  Shop.Example.COM. ')).toEqual({ ok: true, host: 'shop.example.com' });
  });
  it('takes empty and null as no host name', () => {
    expect(checkHostName('')).toEqual({ ok: true, host: null });
    expect(checkHostName(null)).toEqual({ ok: true, host: null });
  });
  it.each([
    'http://shop.example.com',
    'shop.example.com:8080',
    'shop.example.com/path',
    'localhost',
    '-shop.example.com',
    'shop..example.com',
    '127.0.0.1',
    `${'a'.repeat(64)}.com`,
    `${'abcdefghi.'.repeat(26)}com`,
    'shop_x.example.com',
  ])('refuses %s', (value) => {
    expect(checkHostName(value)).toEqual({ ok: false, message: SitesMessage.badHost });
  });
  it('refuses a number and keeps .localhost for the sites own addresses', () => {
    expect(checkHostName(42)).toEqual({ ok: false, message: SitesMessage.badHost });
    expect(checkHostName('shop.localhost')).toEqual({ ok: false, message: SitesMessage.localHost });
  });
});

describe('checkSiteName', () => {
  it('trims, and refuses empty or long names', () => {
    expect(checkSiteName('  Juniper ')).toEqual({ ok: true, name: 'Juniper' });
    expect(checkSiteName(' ')).toEqual({ ok: false, message: SitesMessage.nameMissing });
    expect(checkSiteName(3)).toEqual({ ok: false, message: SitesMessage.nameMissing });
    expect(checkSiteName('x'.repeat(81))).toEqual({ ok: false, message: SitesMessage.nameTooLong });
  });
});

describe('addresses', () => {
  it('names the local host and the calls', () => {
    expect(localSiteHost('s1')).toBe('s1.localhost');
    expect(siteManagePath('a b', 'host')).toBe('/api/sites/a%20b/host');
    expect(siteDeletePath('s1')).toBe('/api/sites/s1');
  });
});
