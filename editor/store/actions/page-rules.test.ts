import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '../../../shared/document/schema';
import { checkTitle, slugify, slugProblem, uniqueSlug } from './page-rules';

describe('page rules', () => {
  it.each([
    ['About Us', 'about-us'],
    ['  Café & Bar!  ', 'cafe-bar'],
    ['Shop -- 2024', 'shop-2024'],
    ['!!!', 'page'],
    ['日本', 'page'],
  ])('slugify(%j) is %j and fits the slug pattern', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(SLUG_PATTERN.test(slugify(title))).toBe(true);
  });

  it.each([
    ['about-us', [], 'about-us'],
    ['about-us', ['about-us'], 'about-us-2'],
    ['about-us', ['about-us', 'about-us-2', 'about-us-3'], 'about-us-4'],
  ])('uniqueSlug(%j) with %j taken is %j', (slug, taken, expected) => {
    expect(uniqueSlug(slug, new Set(taken))).toBe(expected);
  });

  it.each([
    ['about-us', null],
    ['About Us', 'About Us is not a valid page URL.'],
    ['about--us', 'about--us is not a valid page URL.'],
    ['-about', '-about is not a valid page URL.'],
    ['', 'Enter a page URL.'],
    ['shop', 'A page with the URL shop already exists.'],
  ])('slugProblem(%j) is %j', (slug, message) => {
    expect(slugProblem(slug, new Set(['shop']))).toBe(message);
  });

  it.each([
    ['  Home  ', { ok: true, title: 'Home' }],
    ['   ', { ok: false, message: 'Enter a page title.' }],
    ['x'.repeat(200), { ok: true, title: 'x'.repeat(200) }],
    ['x'.repeat(201), { ok: false, message: 'A page title can be at most 200 characters.' }],
  ])('checkTitle(%j)', (title, expected) => {
    expect(checkTitle(title)).toEqual(expected);
  });
});
