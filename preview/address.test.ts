import { describe, expect, it } from 'vitest';
import { framePath } from './address';

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
