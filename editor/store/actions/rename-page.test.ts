import { describe, expect, it } from 'vitest';
import { sampleSite } from '../test-site';
import { renamePage } from './rename-page';
import { runEdit } from './testing';

describe('renamePage', () => {
  it.each([
    ['title and URL', ' Our Story ', 'our-story', { title: 'Our Story', slug: 'our-story' }],
    ['the title only', 'Welcome', 'about', { title: 'Welcome', slug: 'about' }],
  ])('changes %s', (_name, title, slug, expected) => {
    const run = runEdit(sampleSite(), (draft, ctx) => renamePage(draft, ctx, 'about', title, slug));
    expect(run.outcome).toEqual({ ok: true });
    expect(run.after.pages[1]).toMatchObject(expected);
  });

  it('changes nothing when title and URL stay the same', () => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      renamePage(draft, ctx, 'about', 'ABOUT', 'about'),
    );
    expect(run.after).toBe(run.before);
  });

  it.each([
    ['a URL with spaces', 'About', 'About Us', 'About Us is not a valid page URL.', 'slug'],
    ['a URL with a trailing dash', 'About', 'about-', 'about- is not a valid page URL.', 'slug'],
    ['an empty URL', 'About', '', 'Enter a page URL.', 'slug'],
    ["another page's URL", 'About', 'home', 'A page with the URL home already exists.', 'slug'],
    ['an empty title', ' ', 'about', 'Enter a page title.', 'title'],
  ])(
    'refuses %s, naming the field, and leaves the document untouched',
    (_name, title, slug, message, field) => {
      const run = runEdit(sampleSite(), (draft, ctx) =>
        renamePage(draft, ctx, 'about', title, slug),
      );
      expect(run.outcome).toEqual({ ok: false, message, field });
      expect(run.after).toBe(run.before);
    },
  );

  it('refuses a missing page', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => renamePage(draft, ctx, 'nope', 'X', 'x'));
    expect(run.outcome).toEqual({ ok: false, message: 'That page no longer exists.' });
  });
});
