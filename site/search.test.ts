import { describe, expect, it } from 'vitest';
import { searchSite } from './search';
import { frameTestSite } from './test-site';

const site = frameTestSite();

describe('searchSite', () => {
  it.each([
    ['welcome', ['home']],
    ['STORY', ['about']],
    ['about', ['about']],
    ['shop welcome', ['home']],
    ['shop story', []],
    ['   ', []],
    ['<p>', []],
  ])('%j finds %j', (query, pages) => {
    expect(searchSite(site, query).map((result) => result.pageId)).toEqual(pages);
  });

  it('gives each result its address and an excerpt around the hit', () => {
    const long = structuredClone(site);
    long.pages[1]!.sections[0]!.blocks[0]!.settings.text =
      `<p>${'a '.repeat(80)}oak ${'b '.repeat(80)}</p>`;
    const [result] = searchSite(long, 'oak');
    expect(result).toMatchObject({ title: 'About', address: '/about' });
    expect(result!.excerpt).toMatch(/^….*oak.*…$/);
    expect(result!.excerpt.length).toBeLessThan(130);
  });
});
