import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_STYLE, type Site } from '../../shared/document/schema';
import {
  blockOnPage,
  currentPage,
  findBlock,
  findSection,
  pageShape,
  sectionIds,
} from './selectors';

const button = (id: string) => ({ id, type: 53, settings: {} });
const site = {
  pages: [
    {
      id: 'home',
      sections: [
        { id: 's1', style: DEFAULT_SECTION_STYLE, blocks: [button('a'), button('b')] },
        { id: 's2', style: DEFAULT_SECTION_STYLE, blocks: [button('c')] },
      ],
    },
    { id: 'about', sections: [{ id: 's3', style: DEFAULT_SECTION_STYLE, blocks: [button('d')] }] },
  ],
  footer: { sections: [{ id: 'f1', style: DEFAULT_SECTION_STYLE, blocks: [button('e')] }] },
} as unknown as Site;
const state = { site, pageId: 'home', editingFooter: false };

describe('selectors', () => {
  it('read the footer as the layout while it is edited', () => {
    const footer = { ...state, editingFooter: true };
    expect(currentPage(footer)).toBe(currentPage(footer));
    expect(sectionIds(footer)).toEqual(['f1']);
    expect(blockOnPage(footer, 'e')).toMatchObject({ sectionId: 'f1', index: 0, count: 1 });
    expect(blockOnPage(footer, 'a')).toBeUndefined();
  });

  it('reads the current page', () => {
    expect(currentPage(state)?.id).toBe('home');
    expect(currentPage({ site, pageId: 'gone', editingFooter: false })).toBeUndefined();
  });

  it.each([
    ['a', { sectionId: 's1', sectionIndex: 0, index: 0, count: 2 }],
    ['b', { sectionId: 's1', sectionIndex: 0, index: 1, count: 2 }],
    ['c', { sectionId: 's2', sectionIndex: 1, index: 0, count: 1 }],
  ])('locates block %s', (id, expected) => {
    expect(blockOnPage(state, id)).toMatchObject(expected);
    expect(findBlock(state, id)?.id).toBe(id);
  });

  it('sees an edited page, not the blocks it found on the page before', () => {
    expect(findBlock(state, 'a')?.settings).toEqual({});
    const edited = produce(site, (draft) => {
      draft.pages[0]!.sections[0]!.blocks[0]!.settings = { text: 'Buy' };
      draft.pages[0]!.sections[0]!.blocks.splice(1, 1);
    });
    const after = { site: edited, pageId: 'home', editingFooter: false };
    expect(findBlock(after, 'a')?.settings).toEqual({ text: 'Buy' });
    expect(blockOnPage(after, 'b')).toBeUndefined();
    expect(blockOnPage(after, 'a')).toMatchObject({ index: 0, count: 1 });
    expect(findBlock(state, 'b')?.id).toBe('b');
  });

  it('finds only blocks and sections of the current page', () => {
    expect(blockOnPage(state, 'd')).toBeUndefined();
    expect(findSection(state, 's3')).toBeUndefined();
    expect(findSection(state, 's2')?.id).toBe('s2');
  });

  it('follows blocks that moved, sections put before them and the page it is asked about', () => {
    expect(blockOnPage(state, 'c')).toMatchObject({ sectionId: 's2', index: 0 });
    const moved = produce(site, (draft) => {
      const [c] = draft.pages[0]!.sections[1]!.blocks.splice(0, 1);
      draft.pages[0]!.sections[0]!.blocks.unshift(c!);
      draft.pages[0]!.sections.unshift({ id: 's0', style: DEFAULT_SECTION_STYLE, blocks: [] });
    });
    const after = { site: moved, pageId: 'home', editingFooter: false };
    expect(blockOnPage(after, 'c')).toMatchObject({ sectionId: 's1', sectionIndex: 1, index: 0 });
    expect(blockOnPage(after, 'b')).toMatchObject({ sectionIndex: 1, index: 2, count: 3 });
    expect(blockOnPage(state, 'c')).toMatchObject({ sectionId: 's2', sectionIndex: 1, index: 0 });
  });

  it('lists ids', () => {
    expect(sectionIds(state)).toEqual(['s1', 's2']);
    expect(sectionIds({ site, pageId: 'gone', editingFooter: false })).toEqual([]);
  });
});

describe('pageShape', () => {
  it('lists the sections of the current page with their block ids', () => {
    expect(pageShape(state)).toEqual([
      { id: 's1', blockIds: ['a', 'b'] },
      { id: 's2', blockIds: ['c'] },
    ]);
    expect(pageShape({ site, pageId: 'gone', editingFooter: false })).toEqual([]);
  });
});
