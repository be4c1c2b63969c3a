// The footer's sections are edited as a page's: the same actions, one history, its own layout.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '../../shared/document/schema';
import { configureBlocks } from './block-catalog';
import { FOOTER_LAYOUT_ID } from './block-index';
import { useEditor } from './editor-store';
import { locateBlock } from './engine';
import { BUTTON, block, sampleSite, section } from './test-site';

const state = () => useEditor.getState();
const footerIds = () => state().site.footer.sections.map((s) => s.blocks.map((b) => b.id));

function siteWithFooter(): Site {
  const start = sampleSite();
  return { ...start, footer: { ...start.footer, sections: [section('f1', [block('fa')])] } };
}

beforeEach(() => {
  configureBlocks(() => undefined);
  state().load(siteWithFooter(), 3);
  state().selectPage('home');
  state().select(null);
});

describe('editing the footer', () => {
  it('indexes footer blocks under the footer layout', () => {
    expect(locateBlock('fa')).toEqual({ pageId: FOOTER_LAYOUT_ID, sectionId: 'f1' });
  });

  it('inserts a block at the end of the footer while the footer is edited', () => {
    state().editFooter();
    expect(state().insertBlock(BUTTON)).toEqual({ ok: true });
    const id = state().selectedBlockId!;
    expect(footerIds()).toEqual([['fa', id]]);
    expect(state()).toMatchObject({ pageId: 'home', editingFooter: true });
    expect(state().site.pages[0]!.sections.map((s) => s.blocks.length)).toEqual([2, 1]);
  });

  it('undoes a footer insertion in the same history as page edits', () => {
    state().insertBlock(BUTTON);
    state().editFooter();
    state().insertBlock(BUTTON);
    state().undo();
    expect(footerIds()).toEqual([['fa']]);
    expect(state().editingFooter).toBe(true);
    state().undo();
    expect(state().site.pages[0]!.sections[1]!.blocks).toHaveLength(1);
    expect(state().editingFooter).toBe(false);
    state().redo();
    state().redo();
    expect(footerIds()[0]).toHaveLength(2);
  });

  it('selecting a footer block (a click in the frame) edits the footer and keeps the page', () => {
    state().selectPage('about');
    state().select('fa');
    expect(state()).toMatchObject({ pageId: 'about', editingFooter: true, selectedBlockId: 'fa' });
    state().selectPage('about');
    expect(state()).toMatchObject({ editingFooter: false, selectedBlockId: null });
  });

  it('changes, moves, duplicates and deletes footer blocks and sections', () => {
    state().editFooter();
    expect(state().updateBlockSettings('fa', 'label', 'Hello').ok).toBe(true);
    expect(state().site.footer.sections[0]!.blocks[0]!.settings.label).toBe('Hello');
    expect(state().addSection().ok).toBe(true);
    const second = state().site.footer.sections[1]!.id;
    expect(state().moveBlock('fa', { sectionId: second, index: 0 }).ok).toBe(true);
    expect(footerIds()).toEqual([[], ['fa']]);
    expect(state().duplicateBlock('fa').ok).toBe(true);
    expect(footerIds()[1]).toHaveLength(2);
    expect(state().deleteSection('f1').ok).toBe(true);
    expect(state().deleteBlock('fa').ok).toBe(true);
    expect(footerIds()).toHaveLength(1);
    expect(footerIds()[0]).toHaveLength(1);
  });

  it('refuses to move a footer block onto a page', () => {
    const result = state().moveBlock('fa', { sectionId: 's1', index: 0 });
    expect(result).toEqual({ ok: false, message: 'A block can only move within its own page.' });
  });
});
