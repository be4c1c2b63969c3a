import { describe, expect, it } from 'vitest';
import { linkHost } from './host';

describe('linkHost', () => {
  it.each([
    ['https://example.com', 'example.com'],
    ['https://www.example.com/page?x=1', 'example.com'],
    ['http://shop.example.co.uk:8080/', 'shop.example.co.uk'],
    ['https://WWW.Example.COM', 'example.com'],
    ['/about', null],
    ['#contact', null],
    ['mailto:hello@example.com', null],
    ['tel:+15550100', null],
  ])('%s -> %j', (href, host) => {
    expect(linkHost(href)).toBe(host);
  });
});
