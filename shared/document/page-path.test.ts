import { describe, expect, it } from 'vitest';
import { page, site } from './fixtures';
import { pagePath } from './page-path';

describe('pagePath', () => {
  const demo = site([page('home', []), page('about', [], { slug: 'about-us' })]);
  it.each([
    ['home', '/'],
    ['about', '/about-us'],
    ['missing', '/'],
  ])('%s is at %s', (pageId, path) => {
    expect(pagePath(demo, pageId)).toBe(path);
  });
});
