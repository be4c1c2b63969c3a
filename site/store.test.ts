import { describe, expect, it } from 'vitest';
import {
  applyDocumentPatches,
  createPreviewStore,
  loadDocument,
  selectBlock,
  showLanguage,
  showPage,
} from './store';
import { edit, frameTestSite } from './test-site';

function loaded() {
  const store = createPreviewStore();
  loadDocument(store, frameTestSite(), 'home', 'cta');
  return store;
}

describe('loadDocument', () => {
  it('stores a valid site with its page and selection, and indexes the page', () => {
    const store = loaded();
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.selectedBlockId).toBe('cta');
    expect(state.view.page?.id).toBe('home');
    expect([...state.view.sections.keys()]).toEqual(['s1', 's2']);
    expect([...state.view.blocks.keys()]).toEqual(['title', 'cta', 'later']);
  });

  it('shows why an invalid document cannot be shown', () => {
    const store = createPreviewStore();
    const site = { ...frameTestSite(), pages: [] };
    expect(loadDocument(store, site, 'home', null)).toBe(false);
    expect(store.getState()).toMatchObject({
      status: 'invalid',
      site: null,
      error: 'pages: a site needs at least one page',
    });
  });

  it('replaces an earlier invalid state', () => {
    const store = createPreviewStore();
    loadDocument(store, 'nonsense', 'home', null);
    loadDocument(store, frameTestSite(), 'about', null);
    expect(store.getState()).toMatchObject({ status: 'ready', error: null });
    expect(store.getState().view.page?.id).toBe('about');
  });
});

describe('applyDocumentPatches', () => {
  it('changes only the edited block: every other node keeps its reference', () => {
    const store = loaded();
    const before = store.getState();
    const [, patches] = edit(before.site!, (draft) => {
      draft.pages[0]!.sections[0]!.blocks[1]!.settings.label = 'Buy';
    });
    expect(applyDocumentPatches(store, patches)).toBe(true);
    const after = store.getState();
    expect(after.view.blocks.get('cta')?.settings.label).toBe('Buy');
    expect(after.view.blocks.get('cta')).not.toBe(before.view.blocks.get('cta'));
    expect(after.view.blocks.get('title')).toBe(before.view.blocks.get('title'));
    expect(after.view.blocks.get('later')).toBe(before.view.blocks.get('later'));
    expect(after.view.sections.get('s1')!.style).toBe(before.view.sections.get('s1')!.style);
    expect(after.view.sections.get('s2')).toBe(before.view.sections.get('s2'));
    expect(after.site!.pages[1]).toBe(before.site!.pages[1]);
  });

  it('inserts a block where the editor put it', () => {
    const store = loaded();
    const [, patches] = edit(store.getState().site!, (draft) => {
      draft.pages[0]!.sections[1]!.blocks.unshift({ id: 'rule', type: 47, settings: {} });
    });
    applyDocumentPatches(store, patches);
    const ids = store
      .getState()
      .view.sections.get('s2')!
      .blocks.map((block) => block.id);
    expect(ids).toEqual(['rule', 'later']);
  });

  it('leaves the index alone when another page changes', () => {
    const store = loaded();
    const view = store.getState().view;
    const [, patches] = edit(store.getState().site!, (draft) => {
      draft.pages[1]!.title = 'About us';
    });
    applyDocumentPatches(store, patches);
    expect(store.getState().view).toBe(view);
  });

  it.each([
    ['a path that does not exist', [{ op: 'replace', path: ['pages', 9, 'title'], value: 'x' }]],
    [
      'a path through a missing block',
      [{ op: 'remove', path: ['pages', 0, 'sections', 0, 'blocks', 7, 'settings', 'a'] }],
    ],
    [
      'a section that is not an object',
      [{ op: 'replace', path: ['pages', 0, 'sections', 0], value: 7 }],
    ],
  ] as const)('refuses %s and keeps the document', (_name, patches) => {
    const store = loaded();
    const site = store.getState().site;
    expect(
      applyDocumentPatches(
        store,
        patches.map((patch) => ({ ...patch, path: [...patch.path] })),
      ),
    ).toBe(false);
    expect(store.getState().site).toBe(site);
  });

  it('refuses patches before any document', () => {
    const store = createPreviewStore();
    expect(applyDocumentPatches(store, [{ op: 'replace', path: ['title'], value: 'x' }])).toBe(
      false,
    );
  });
});

describe('showPage and selectBlock', () => {
  it('switches the indexed page', () => {
    const store = loaded();
    showPage(store, 'about');
    expect([...store.getState().view.blocks.keys()]).toEqual(['story']);
    showPage(store, 'gone');
    expect(store.getState().view.page).toBeNull();
  });

  it('does not notify subscribers when the selection does not change', () => {
    const store = loaded();
    let calls = 0;
    store.subscribe(() => calls++);
    selectBlock(store, 'cta');
    selectBlock(store, 'title');
    selectBlock(store, null);
    expect(calls).toBe(2);
    expect(store.getState().selectedBlockId).toBeNull();
  });
});

describe('showLanguage', () => {
  const french = () => ({
    ...frameTestSite(),
    translations: { 'fr-FR': { blocks: { cta: { label: 'Acheter' } } } },
  });
  const label = (store: ReturnType<typeof createPreviewStore>) =>
    store.getState().view.blocks.get('cta')?.settings.label;

  it('shows the document in a language, its words where it has some, and back', () => {
    const store = createPreviewStore();
    loadDocument(store, french(), 'home', null);
    expect(label(store)).toBe('Shop now');
    showLanguage(store, 'fr-FR');
    expect(label(store)).toBe('Acheter');
    expect(store.getState().view.blocks.get('title')?.settings).toEqual(
      frameTestSite().pages[0]!.sections[0]!.blocks[0]!.settings,
    );
    showLanguage(store, 'en-US');
    expect(label(store)).toBe('Shop now');
  });

  it('shows a patched translation at once, and a document loaded while a language is shown in it', () => {
    const store = createPreviewStore();
    showLanguage(store, 'fr-FR');
    loadDocument(store, french(), 'home', null);
    expect(label(store)).toBe('Acheter');
    const [, patches] = edit(store.getState().source!, (draft) => {
      draft.translations!['fr-FR']!.blocks!.cta!.label = 'Acheter maintenant';
    });
    expect(applyDocumentPatches(store, patches)).toBe(true);
    expect(label(store)).toBe('Acheter maintenant');
    expect(store.getState().source!.pages[0]!.sections[0]!.blocks[1]!.settings.label).toBe(
      'Shop now',
    );
  });
});
