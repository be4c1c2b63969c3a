import { describe, expect, it } from 'vitest';
import { type HostTable, hostName, resolveSite } from './site-dispatch';

const table: HostTable = {
  hosts: new Map([['shop.example.com', 'site-shop']]),
  siteIds: new Set(['demo', 'site-shop', 'site-blank']),
  defaultSiteId: 'demo',
};

describe('hostName', () => {
  it('drops the port and a trailing dot, lower-cases, keeps an IPv6 address whole', () => {
    expect(hostName('Shop.Example.COM.:8080')).toBe('shop.example.com');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });
});

describe('resolveSite', () => {
  it('serves a site at its own host name, with or without a port', () => {
    expect(resolveSite('shop.example.com', table)).toBe('site-shop');
    expect(resolveSite('SHOP.example.com:443', table)).toBe('site-shop');
  });
  it('serves every site at <id>.localhost', () => {
    expect(resolveSite('site-blank.localhost:4500', table)).toBe('site-blank');
    expect(resolveSite('demo.localhost', table)).toBe('demo');
  });
  it('serves the default site at any other host, and an unknown id', () => {
    expect(resolveSite('127.0.0.1:3000', table)).toBe('demo');
    expect(resolveSite('localhost:3000', table)).toBe('demo');
    expect(resolveSite('gone.localhost', table)).toBe('demo');
    expect(resolveSite('other.example.com', table)).toBe('demo');
    expect(resolveSite(null, { ...table, defaultSiteId: undefined })).toBeUndefined();
  });
});
