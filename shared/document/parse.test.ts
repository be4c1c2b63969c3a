import { describe, expect, it } from 'vitest';
import { MAX_BLOCKS_PER_LAYOUT } from '../limits';
import { sampleSite } from './fixtures';
import { describeIssues, formatPath, parseSite } from './parse';

// biome-ignore lint/suspicious/noExplicitAny: tests spoil the document in ways its type forbids
type Spoilable = any;

describe('parseSite', () => {
  it('accepts a valid document unchanged', () => {
    const result = parseSite(sampleSite());
    expect(result).toEqual({ ok: true, site: sampleSite() });
  });

  it.each([
    [
      'an unknown block type',
      (s: Spoilable) => (s.pages[0].sections[0].blocks[0].type = 15),
      'pages[0].sections[0].blocks[0].type',
      'is not a block type code of the spec',
    ],
    [
      'an unknown page type',
      (s: Spoilable) => (s.pages[0].pageType = 4),
      'pages[0].pageType',
      'is not a page type code of the spec',
    ],
    [
      'an empty title',
      (s: Spoilable) => (s.pages[0].title = '  '),
      'pages[0].title',
      'must not be empty',
    ],
    [
      'a bad slug',
      (s: Spoilable) => (s.pages[0].slug = 'About Us'),
      'pages[0].slug',
      'must be lower-case words joined by dashes',
    ],
    [
      'a bad id',
      (s: Spoilable) => (s.pages[0].sections[0].id = 'a b'),
      'pages[0].sections[0].id',
      'must be 1-64 letters, digits, dashes or underscores',
    ],
    [
      'a bad padding',
      (s: Spoilable) => (s.pages[0].sections[0].style.padding = 'huge'),
      'pages[0].sections[0].style.padding',
      '',
    ],
    [
      'a bad corner radius',
      (s: Spoilable) => (s.pages[0].sections[0].style.cornerRadius = 10),
      'pages[0].sections[0].style.cornerRadius',
      '',
    ],
    [
      'a bad currency',
      (s: Spoilable) => (s.settings.currency = 'usd'),
      'settings.currency',
      'must be a three-letter currency code',
    ],
    ['no pages', (s: Spoilable) => (s.pages = []), 'pages', 'a site needs at least one page'],
  ])('refuses %s and names the path', (_name, spoil, path, message) => {
    const site: Spoilable = sampleSite();
    spoil(site);
    const result = parseSite(site);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]?.path).toBe(path);
    if (message) expect(result.issues[0]?.message).toBe(message);
  });

  it('refuses a duplicate slug and duplicate ids', () => {
    const site = sampleSite();
    const page = site.pages[0]!;
    site.pages.push({ ...page, id: 'p2' });
    const result = parseSite(site);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.path)).toEqual([
      'pages[1].slug',
      'pages[1].sections[0].id',
      'pages[1].sections[0].blocks[0].id',
    ]);
  });

  it(`allows ${MAX_BLOCKS_PER_LAYOUT} blocks on a page and refuses one more`, () => {
    const site = sampleSite();
    const section = site.pages[0]!.sections[0]!;
    section.blocks = Array.from({ length: MAX_BLOCKS_PER_LAYOUT }, (_, i) => ({
      id: `b${i}`,
      type: 53,
      settings: {},
    }));
    expect(parseSite(site).ok).toBe(true);
    site.pages[0]!.sections.push({
      id: 's2',
      style: section.style,
      blocks: [{ id: 'x', type: 21, settings: {} }],
    });
    const result = parseSite(site);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { path: 'pages[0].sections', message: 'has 61 blocks; a page holds at most 60' },
    ]);
  });

  it('migrates an old document before validating', () => {
    const { schemaVersion: _v, settings: _s, ...old } = sampleSite();
    const result = parseSite(old);
    expect(result).toEqual({ ok: true, site: sampleSite() });
  });

  it('reports migration failures as an issue on the whole document', () => {
    expect(parseSite('nope')).toEqual({
      ok: false,
      issues: [{ path: '', message: 'A site document must be a JSON object.' }],
    });
  });
});

describe('formatPath and describeIssues', () => {
  it('writes JSON paths the way people read them', () => {
    expect(formatPath(['pages', 0, 'sections', 12, 'blocks'])).toBe('pages[0].sections[12].blocks');
    expect(formatPath([3, 'a'])).toBe('[3].a');
    expect(formatPath([])).toBe('');
  });

  it('joins issues one per line', () => {
    expect(
      describeIssues([
        { path: 'pages[0].title', message: 'must not be empty' },
        { path: '', message: 'whole document' },
      ]),
    ).toBe('pages[0].title: must not be empty\nwhole document');
  });
});
