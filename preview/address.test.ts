import { describe, expect, it } from 'vitest';
import { framePath, previewUrl } from './address';

describe('framePath', () => {
  it.each([
    ['/preview/', '/'],
    ['/preview/cart', '/cart'],
    ['/preview/shop/red-shoes', '/shop/red-shoes'],
    ['/elsewhere', '/'],
  ])('%s is the site path %s', (pathname, path) => {
    expect(framePath(pathname)).toBe(path);
  });
});

describe('previewUrl', () => {
  it.each([
    ['/', '/preview/'],
    ['/cart', '/preview/cart'],
    ['/search?q=oak', '/preview/search?q=oak'],
  ])('%s is served at %s', (address, url) => {
    expect(previewUrl(address)).toBe(url);
  });
});
