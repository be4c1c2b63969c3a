import { applyPatches } from 'immer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BLOCKS_PER_LAYOUT } from '../../shared/limits';
import type { DocumentPatch } from '../../shared/protocol/messages';
import { configureBlocks } from './block-catalog';
import { useEditor } from './editor-store';
import { locateBlock } from './engine';
import { MERGE_WINDOW_MS } from './history';
import { onDocumentPatches } from './patch-listeners';
import { BUTTON, block, layout, page, sampleSite, section, site } from './test-site';

const state = () => useEditor.getState();
let heard: DocumentPatch[][] = [];
let stop: () => void = () => {};

beforeEach(() => {
  configureBlocks(() => undefined);
  state().load(sampleSite(), 7);
  state().selectPage('home');
  state().select(null);
  heard = [];
  stop = onDocumentPatches((patches) => heard.push([...patches]));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

function labelOf(blockId: string): unknown {
  for (const p of state().site.pages)
    for (const s of p.sections)
      for (const b of s.blocks) if (b.id === blockId) return b.settings.label;
  return undefined;
}

describe('load', () => {
  it('shows the home page with a fresh history and a saved status', () => {
    state().insertBlock(BUTTON);
    state().load(site([page('shop'), page('home')]), 9);
    expect(state()).toMatchObject({
      revision: 9,
      pageId: 'home',
      selectedBlockId: null,
      canUndo: false,
      canRedo: false,
      saveStatus: 'saved',
      loaded: true,
    });
    expect(Object.isFrozen(state().site.pages[0])).toBe(true);
  });

  it('keeps the page and selection on reload when they still exist, and counts loads', () => {
    state().select('d');
    const loads = state().documentLoads;
    state().load(sampleSite(), 8);
    expect(state()).toMatchObject({
      pageId: 'about',
      selectedBlockId: 'd',
      documentLoads: loads + 1,
    });
    state().load(site([page('home'), page('other')]), 9);
    expect(state()).toMatchObject({ pageId: 'home', selectedBlockId: null });
  });
});

describe('edits', () => {
  it('inserts after the selection, selects the new block, emits patches and marks unsaved', () => {
    configureBlocks((type) =>
      type === BUTTON
        ? { type, schema: {} as never, defaults: { label: 'Learn more' }, fields: [] }
        : undefined,
    );
    state().select('a');
    let seenSiteInListener = state().site;
    const stopPeek = onDocumentPatches(() => {
      seenSiteInListener = state().site;
    });
    const before = state().site;
    expect(state().insertBlock(BUTTON)).toEqual({ ok: true });
    stopPeek();
    const [first, added, second] = state().site.pages[0]!.sections[0]!.blocks;
    expect([first!.id, second!.id]).toEqual(['a', 'b']);
    expect(added!.settings).toEqual({ label: 'Learn more' });
    expect(state()).toMatchObject({
      selectedBlockId: added!.id,
      canUndo: true,
      saveStatus: 'unsaved',
    });
    expect(locateBlock(added!.id)).toEqual({ pageId: 'home', sectionId: 's1' });
    expect(heard).toHaveLength(1);
    expect(applyPatches(before, heard[0]!)).toEqual(state().site);
    // Listeners hear the patches before the commit.
    expect(seenSiteInListener).toBe(before);
  });

  it('shows a refusal in the notice, emits nothing, and clears it on the next successful edit', () => {
    const full = site([
      page('home', [
        section(
          's1',
          Array.from({ length: MAX_BLOCKS_PER_LAYOUT }, (_, i) => block(`b${i}`)),
        ),
      ]),
    ]);
    state().load(full, 1);
    const refused = state().insertBlock(BUTTON);
    const message = `This page already has ${MAX_BLOCKS_PER_LAYOUT} blocks, the most a page can hold. Delete a block to add another.`;
    expect(refused).toEqual({ ok: false, message });
    expect(state()).toMatchObject({ notice: message, canUndo: false, saveStatus: 'saved' });
    expect(state().duplicateBlock('b0')).toEqual({ ok: false, message });
    expect(heard).toEqual([]);
    expect(state().deleteBlock('b0')).toEqual({ ok: true });
    expect(state().notice).toBeNull();
  });

  it('does not clear a notice that is not a refusal', () => {
    state().setSaveStatus('error', 'Unable to connect. Please try again.');
    state().deleteBlock('a');
    expect(state().notice).toBe('Unable to connect. Please try again.');
    expect(state().saveStatus).toBe('error');
  });

  it('records nothing for an edit that changes nothing', () => {
    state().updateBlockSettings('a', 'label', 'Same');
    state().updateBlockSettings('a', 'label', 'Same');
    state().moveBlock('a', { sectionId: 's1', index: 0 });
    expect(heard).toHaveLength(1);
    state().undo();
    expect(state().canUndo).toBe(false);
  });

  it('switches to a neighbour page when the current page is deleted', () => {
    state().deletePage('home');
    expect(state().pageId).toBe('about');
    expect(locateBlock('a')).toBeUndefined();
  });
});

describe('every edit is wired to its action', () => {
  const pages = () => state().site.pages;
  const sectionsOf = (pageId: string) => pages().find((p) => p.id === pageId)!.sections;
  it.each([
    ['addPage', () => state().addPage('Contact'), () => pages().at(-1)!.slug === 'contact'],
    [
      'renamePage',
      () => state().renamePage('about', 'Story', 'story'),
      () => pages()[1]!.slug === 'story',
    ],
    ['movePage', () => state().movePage('home', 2), () => pages()[2]!.id === 'home'],
    ['deletePage', () => state().deletePage('empty'), () => pages().length === 2],
    [
      'moveBlock',
      () => state().moveBlock('a', { sectionId: 's2', index: 0 }),
      () => layout(state().site, 'home')[1]![0] === 'a',
    ],
    [
      'duplicateBlock',
      () => state().duplicateBlock('c'),
      () => layout(state().site, 'home')[1]!.length === 2,
    ],
    ['addSection', () => state().addSection('s1'), () => sectionsOf('home').length === 3],
    ['moveSection', () => state().moveSection('s2', 0), () => sectionsOf('home')[0]!.id === 's2'],
    ['deleteSection', () => state().deleteSection('s2'), () => sectionsOf('home').length === 1],
    [
      'updateSectionStyle',
      () => state().updateSectionStyle('s1', { cornerRadius: 22 }),
      () => sectionsOf('home')[0]!.style.cornerRadius === 22,
    ],
    [
      'updateStoreSettings',
      () => state().updateStoreSettings({ expressCheckout: true }),
      () => state().site.settings.store.expressCheckout,
    ],
    [
      'updatePageAccess',
      () => state().updatePageAccess('home', { kind: 'password' }),
      () => state().site.pages[0]!.access?.kind === 'password',
    ],
    [
      'updateSiteAccess',
      () => state().updateSiteAccess({ lockScreen: { enabled: true } }),
      () => state().site.settings.lockScreen?.enabled === true,
    ],
  ])('%s', (_name, run, changed) => {
    expect(run()).toEqual({ ok: true });
    expect(changed()).toBe(true);
    expect(heard).toHaveLength(1);
    state().undo();
    expect(state().site).toEqual(sampleSite());
  });

  it('clearNotice empties the status line', () => {
    state().insertBlock(15);
    state().clearNotice();
    expect(state().notice).toBeNull();
  });
});

describe('selection', () => {
  it.each([
    ['a block on another page shows that page', 'd', { pageId: 'about', selectedBlockId: 'd' }],
    ['an unknown block changes nothing', 'zz', { pageId: 'home', selectedBlockId: 'a' }],
    ['null clears the selection', null, { pageId: 'home', selectedBlockId: null }],
  ])('%s', (_name, blockId, expected) => {
    state().select('a');
    state().select(blockId);
    expect(state()).toMatchObject(expected);
  });

  it('selectPage keeps only a selection on that page', () => {
    state().select('a');
    state().selectPage('about');
    expect(state()).toMatchObject({ pageId: 'about', selectedBlockId: null });
    state().selectPage('nope');
    expect(state().pageId).toBe('about');
  });

  it('stores the device and the frame address', () => {
    state().setDevice('phone');
    state().setFramePath('/cart');
    expect(state()).toMatchObject({ device: 'phone', framePath: '/cart' });
  });
});

describe('undo and redo', () => {
  it('undoes an insert (clearing its selection) and redoes it (selecting it again)', () => {
    state().select('c');
    state().insertBlock(BUTTON);
    const added = state().selectedBlockId!;
    state().undo();
    expect(layout(state().site, 'home')).toEqual([['a', 'b'], ['c']]);
    expect(state()).toMatchObject({ selectedBlockId: 'c', canUndo: false, canRedo: true });
    expect(locateBlock(added)).toBeUndefined();
    expect(heard[1]).toEqual([{ op: 'remove', path: ['pages', 0, 'sections', 1, 'blocks', 1] }]);

    state().redo();
    expect(layout(state().site, 'home')).toEqual([
      ['a', 'b'],
      ['c', added],
    ]);
    expect(state()).toMatchObject({ selectedBlockId: added, canUndo: true, canRedo: false });
    expect(locateBlock(added)).toEqual({ pageId: 'home', sectionId: 's2' });
  });

  it('brings back a deleted page, its blocks findable again, and shows it', () => {
    state().selectPage('about');
    state().deletePage('about');
    expect(state().pageId).toBe('empty');
    state().undo();
    expect(state().pageId).toBe('about');
    state().select('d');
    expect(state().selectedBlockId).toBe('d');
    expect(state().updateBlockSettings('d', 'label', 'Back')).toEqual({ ok: true });
  });

  it('merges fast typing into one step, and undoes it in one go', () => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
    state().updateBlockSettings('a', 'label', 'H');
    vi.advanceTimersByTime(MERGE_WINDOW_MS);
    state().updateBlockSettings('a', 'label', 'Hi');
    vi.advanceTimersByTime(MERGE_WINDOW_MS + 1);
    state().updateBlockSettings('a', 'label', 'Hi!');
    expect(state().history.past).toHaveLength(2);
    state().undo();
    expect(labelOf('a')).toBe('Hi');
    state().undo();
    expect(labelOf('a')).toBeUndefined();
    state().redo();
    expect(labelOf('a')).toBe('Hi');
  });

  it('keeps a change asked not to merge as its own step, however soon it follows', () => {
    state().updateBlockSettings('a', 'label', 'One');
    state().updateBlockSettings('a', 'label', 'Two', { merge: false });
    expect(state().history.past).toHaveLength(2);
    state().undo();
    expect(labelOf('a')).toBe('One');
  });

  it('clears the redo stack on a new edit', () => {
    state().deleteBlock('a');
    state().undo();
    expect(state().canRedo).toBe(true);
    state().deleteBlock('b');
    expect(state().canRedo).toBe(false);
    state().redo();
    expect(layout(state().site, 'home')).toEqual([['a'], ['c']]);
  });

  it('does nothing with nothing to undo or redo', () => {
    state().undo();
    state().redo();
    expect(heard).toEqual([]);
  });
});

describe('conflict choices', () => {
  it('do nothing until a saving session registers', async () => {
    await expect(state().keepMine()).resolves.toBeUndefined();
    await expect(state().takeTheirs()).resolves.toBeUndefined();
  });
});

describe('restoreRevision', () => {
  it('is one undo step that autosave will store, announced in the status line', () => {
    state().updateBlockSettings('a', 'label', 'Edited');
    const edited = state().site;
    const older = site([page('home', [section('s1', [block('a', BUTTON, { label: 'Old' })])])]);
    expect(state().restoreRevision(older, 'Restored the older version.')).toEqual({ ok: true });
    expect(state().site).toEqual(older);
    expect(state()).toMatchObject({ notice: 'Restored the older version.', saveStatus: 'unsaved' });
    expect(heard.at(-1)?.length).toBeGreaterThan(0);
    state().undo();
    expect(state().site).toEqual(edited);
    expect(labelOf('a')).toBe('Edited');
    expect(locateBlock('c')).toEqual({ pageId: 'home', sectionId: 's2' });
    state().redo();
    expect(labelOf('a')).toBe('Old');
    expect(locateBlock('c')).toBeUndefined();
  });

  it('refuses a revision of another site, leaving the notice to say so', () => {
    const before = state().site;
    const other = { ...sampleSite(), id: 'elsewhere' };
    expect(state().restoreRevision(other, 'Restored.')).toMatchObject({ ok: false });
    expect(state().site).toBe(before);
    expect(state().notice).toBe('That version belongs to another site.');
  });
});
