import { enablePatches, produceWithPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { BlockIndex, refreshIndex } from './block-index';
import { block, page, sampleSite, section } from './test-site';

enablePatches();

function entries(index: BlockIndex, ids: readonly string[]) {
  return Object.fromEntries(ids.map((id) => [id, index.get(id)]));
}

describe('BlockIndex', () => {
  it('maps every block of a site to its page and section', () => {
    const index = new BlockIndex();
    index.rebuild(sampleSite());
    expect(index.size).toBe(4);
    expect(entries(index, ['a', 'c', 'd', 'x'])).toEqual({
      a: { pageId: 'home', sectionId: 's1' },
      c: { pageId: 'home', sectionId: 's2' },
      d: { pageId: 'about', sectionId: 's3' },
      x: undefined,
    });
  });

  it('applies set and remove changes', () => {
    const index = new BlockIndex();
    index.rebuild(sampleSite());
    index.apply({ remove: ['a'], set: [['n', { pageId: 'about', sectionId: 's3' }]] });
    expect(index.has('a')).toBe(false);
    expect(index.get('n')).toEqual({ pageId: 'about', sectionId: 's3' });
    index.removePage('about');
    expect(index.has('n')).toBe(false);
    expect(index.has('d')).toBe(false);
    expect(index.has('b')).toBe(true);
  });

  it('moves a block between pages without leaving it listed on the old page', () => {
    const index = new BlockIndex();
    index.rebuild(sampleSite());
    index.set('a', { pageId: 'about', sectionId: 's3' });
    index.removePage('home');
    expect(index.get('a')).toEqual({ pageId: 'about', sectionId: 's3' });
  });

  it('rebuilds only the pages that patches reach into', () => {
    const base = sampleSite();
    const index = new BlockIndex();
    index.rebuild(base);
    const [next, patches] = produceWithPatches(base, (draft) => {
      draft.pages[1]!.sections[0]!.blocks.push(block('e'));
    });
    index.set('stale', { pageId: 'home', sectionId: 's1' });
    refreshIndex(index, next, patches);
    expect(index.get('e')).toEqual({ pageId: 'about', sectionId: 's3' });
    expect(index.has('stale')).toBe(true);
  });

  it('rebuilds everything when whole pages change', () => {
    const base = sampleSite();
    const index = new BlockIndex();
    index.rebuild(base);
    const [next, patches] = produceWithPatches(base, (draft) => {
      draft.pages.push(page('new', [section('s9', [block('z')])]));
    });
    index.set('stale', { pageId: 'home', sectionId: 's1' });
    refreshIndex(index, next, patches);
    expect(index.get('z')).toEqual({ pageId: 'new', sectionId: 's9' });
    expect(index.has('stale')).toBe(false);
  });
});
