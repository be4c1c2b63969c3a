import { describe, expect, it } from 'vitest';
import { page, sampleSite } from './fixtures';
import { parseSite } from './parse';

describe('a page holding a collection', () => {
  it('keeps the collection’s id and layout; a page without one parses unchanged', () => {
    const site = sampleSite();
    const doc = {
      ...site,
      pages: [
        ...site.pages,
        { ...page('blog'), pageType: 1, collection: { id: 'c-1', view: 'grid' } },
      ],
    };
    const parsed = parseSite(doc);
    expect(parsed.ok && parsed.site).toEqual(doc);
    const plain = parseSite(sampleSite());
    expect(plain.ok && plain.site).toEqual(sampleSite());
  });

  it.each([
    ['an unknown layout', { id: 'c-1', view: 'masonry' }],
    ['an id that is not one', { id: 'a b', view: 'list' }],
    ['no id', { view: 'list' }],
  ])('refuses %s', (_case, collection) => {
    const site = sampleSite();
    const parsed = parseSite({ ...site, pages: [...site.pages, { ...page('blog'), collection }] });
    expect(parsed.ok).toBe(false);
  });
});
