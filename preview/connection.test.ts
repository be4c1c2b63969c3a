import { describe, expect, it } from 'vitest';
import { EDITOR_SOURCE, type PreviewMessage } from '../shared/protocol/messages';
import { createPreviewStore } from '../site/store';
import { edit, frameTestSite } from '../site/test-site';
import { createConnection, type EditorWindow } from './connection';

const ORIGIN = 'http://127.0.0.1:4173';

function setup() {
  const sent: Array<[PreviewMessage, string]> = [];
  const editor: EditorWindow = { postMessage: (message, target) => sent.push([message, target]) };
  const store = createPreviewStore();
  const connection = createConnection(store, editor, ORIGIN);
  const fromEditor = (data: unknown) =>
    connection.receive({ origin: ORIGIN, data, source: editor as MessageEventSource });
  return { sent, editor, store, connection, fromEditor };
}

const documentMessage = (site: unknown = frameTestSite()) => ({
  source: EDITOR_SOURCE,
  type: 'document',
  site,
  pageId: 'home',
  selectedBlockId: null,
});

describe('frame connection', () => {
  it('says ready and reports its address to the editor origin only', () => {
    const { sent, connection } = setup();
    connection.start('/');
    expect(sent).toEqual([
      [{ source: 'sitebuilder/preview', type: 'ready' }, ORIGIN],
      [{ source: 'sitebuilder/preview', type: 'address', path: '/', editing: true }, ORIGIN],
    ]);
  });

  it('routes inside the frame and reports where it is, until the editor shows a page', () => {
    const { sent, store, connection, fromEditor } = setup();
    expect(connection.navigate('/cart')).toBe(false);
    fromEditor(documentMessage());
    sent.length = 0;
    expect(connection.navigate('/cart')).toBe(true);
    expect(store.getState().route).toMatchObject({ pageType: 200, pageId: null });
    expect(connection.address()).toBe('/cart');
    connection.navigate('/about');
    expect(store.getState()).toMatchObject({ pageId: 'about', editingPageId: 'home' });
    connection.navigate('/');
    expect(store.getState()).toMatchObject({ route: null, pageId: 'home' });
    connection.navigate('/search?q=oak');
    fromEditor({ source: EDITOR_SOURCE, type: 'page', pageId: 'home' });
    expect(store.getState().route).toBeNull();
    expect(sent.map(([message]) => message)).toEqual(
      [
        ['/cart', false],
        ['/about', false],
        ['/', true],
        ['/search?q=oak', false],
        ['/', true],
      ].map(([path, editing]) => ({
        source: 'sitebuilder/preview',
        type: 'address',
        path,
        editing,
      })),
    );
  });

  it('loads the document, then applies patches, page switches and selections', () => {
    const { store, fromEditor } = setup();
    fromEditor(documentMessage());
    expect(store.getState().status).toBe('ready');
    const [, patches] = edit(store.getState().site!, (draft) => {
      draft.pages[0]!.sections[0]!.blocks[0]!.settings.text = 'Hello';
    });
    fromEditor({ source: EDITOR_SOURCE, type: 'patches', patches });
    expect(store.getState().view.blocks.get('title')?.settings.text).toBe('Hello');
    fromEditor({ source: EDITOR_SOURCE, type: 'page', pageId: 'about' });
    expect(store.getState().view.page?.id).toBe('about');
    fromEditor({ source: EDITOR_SOURCE, type: 'select', blockId: 'story' });
    expect(store.getState().selectedBlockId).toBe('story');
  });

  it('tells the frame when the editor shows another page than it showed (it starts at its top)', () => {
    const shown: Array<[string, boolean]> = [];
    const editor: EditorWindow = { postMessage: () => {} };
    const connection = createConnection(createPreviewStore(), editor, ORIGIN, {
      onEditorShow: (a, p) => shown.push([a, p]),
    });
    const fromEditor = (data: unknown) =>
      connection.receive({ origin: ORIGIN, data, source: editor as MessageEventSource });
    fromEditor(documentMessage());
    fromEditor(documentMessage());
    fromEditor({ source: EDITOR_SOURCE, type: 'page', pageId: 'about' });
    fromEditor({ source: EDITOR_SOURCE, type: 'page', pageId: 'about' });
    connection.navigate('/cart');
    fromEditor({ source: EDITOR_SOURCE, type: 'page', pageId: 'about' });
    expect(shown).toEqual([
      ['/', true],
      ['/', false],
      ['/about', true],
      ['/about', false],
      ['/about', true],
    ]);
  });

  it('shows an invalid document as an error', () => {
    const { store, fromEditor } = setup();
    fromEditor(documentMessage({ schemaVersion: 1 }));
    expect(store.getState().status).toBe('invalid');
    expect(store.getState().error).toContain('id:');
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', fromEditorWindow: true }],
    ['another window with the same origin', { origin: ORIGIN, fromEditorWindow: false }],
  ])('ignores messages from %s', (_name, { origin, fromEditorWindow }) => {
    const { store, editor, connection } = setup();
    const source = (fromEditorWindow ? editor : {}) as MessageEventSource;
    connection.receive({ origin, data: documentMessage(), source });
    expect(store.getState().status).toBe('waiting');
  });

  it.each([
    ['no source tag', { type: 'select', blockId: 'x' }],
    ['an unknown type', { source: EDITOR_SOURCE, type: 'reload' }],
    ['a string', 'document'],
  ])('ignores a malformed message: %s', (_name, data) => {
    const { store, fromEditor } = setup();
    fromEditor(data);
    expect(store.getState()).toMatchObject({ status: 'waiting', selectedBlockId: null });
  });

  it('asks for the whole document again when patches do not fit', () => {
    const { sent, store, fromEditor } = setup();
    fromEditor(documentMessage());
    sent.length = 0;
    const site = store.getState().site;
    fromEditor({
      source: EDITOR_SOURCE,
      type: 'patches',
      patches: [{ op: 'replace', path: ['pages', 5, 'title'], value: 'x' }],
    });
    expect(store.getState().site).toBe(site);
    expect(sent).toEqual([[{ source: 'sitebuilder/preview', type: 'ready' }, ORIGIN]]);
  });

  it('does not ask again while the document is invalid or missing', () => {
    const { sent, fromEditor } = setup();
    const patches = [{ op: 'replace', path: ['title'], value: 'x' }];
    fromEditor({ source: EDITOR_SOURCE, type: 'patches', patches });
    fromEditor(documentMessage('broken'));
    fromEditor({ source: EDITOR_SOURCE, type: 'patches', patches });
    expect(sent).toEqual([]);
  });

  it('selects a clicked block at once and tells the editor', () => {
    const { sent, store, connection, fromEditor } = setup();
    fromEditor(documentMessage());
    sent.length = 0;
    connection.select('cta');
    expect(store.getState().selectedBlockId).toBe('cta');
    expect(sent).toEqual([
      [{ source: 'sitebuilder/preview', type: 'select', blockId: 'cta' }, ORIGIN],
    ]);
  });
});

describe('frame connection, direct hand-over from a same-origin editor', () => {
  it('loads the document from a copy, never the editor object itself', () => {
    const { store, connection } = setup();
    const site = frameTestSite();
    connection.receiveDirect(documentMessage(site));
    expect(store.getState().site).toEqual(site);
    expect(store.getState().site).not.toBe(site);
  });

  it('ignores malformed direct messages', () => {
    const { store, connection } = setup();
    connection.receiveDirect({ source: EDITOR_SOURCE, type: 'patches' });
    connection.receiveDirect('document');
    expect(store.getState().site).toBeNull();
  });
});

describe('form drafts', () => {
  it('hands a form draft from the editor to its handler; one from elsewhere is ignored', () => {
    const drafts: unknown[] = [];
    const editor: EditorWindow = { postMessage: () => {} };
    const connection = createConnection(createPreviewStore(), editor, ORIGIN, {
      onFormDraft: (definition) => drafts.push(definition),
    });
    const message = {
      source: EDITOR_SOURCE,
      type: 'formDraft',
      definition: { id: 'contact', name: 'Contact', fields: [] },
    };
    connection.receive({
      origin: 'https://evil.example',
      data: message,
      source: editor as MessageEventSource,
    });
    connection.receive({
      origin: ORIGIN,
      data: { ...message, definition: { name: 'x' } },
      source: editor as MessageEventSource,
    });
    expect(drafts).toEqual([]);
    connection.receiveDirect(message);
    expect(drafts).toEqual([{ id: 'contact', name: 'Contact', fields: [] }]);
  });
});

describe('catalogue changes', () => {
  it('calls its handler for a catalogueChanged message from the editor only', () => {
    let changes = 0;
    const editor: EditorWindow = { postMessage: () => {} };
    const connection = createConnection(createPreviewStore(), editor, ORIGIN, {
      onCatalogueChanged: () => {
        changes += 1;
      },
    });
    const message = { source: EDITOR_SOURCE, type: 'catalogueChanged' };
    connection.receive({
      origin: 'https://evil.example',
      data: message,
      source: editor as MessageEventSource,
    });
    expect(changes).toBe(0);
    connection.receive({ origin: ORIGIN, data: message, source: editor as MessageEventSource });
    expect(changes).toBe(1);
  });
});

describe('collection changes', () => {
  it('shows the site in the language the editor names, and ignores what is not a language tag', () => {
    const { store, fromEditor } = setup();
    expect(store.getState().language).toBe('en-US');
    fromEditor({ source: EDITOR_SOURCE, type: 'language', language: 'fr-FR' });
    expect(store.getState().language).toBe('fr-FR');
    fromEditor({ source: EDITOR_SOURCE, type: 'language', language: 'French' });
    expect(store.getState().language).toBe('fr-FR');
  });

  it('shows the page in the language the editor edits, with its translated words', () => {
    const { store, fromEditor } = setup();
    const site = {
      ...frameTestSite(),
      translations: { 'fr-FR': { blocks: { cta: { label: 'Acheter' } } } },
    };
    fromEditor({
      source: EDITOR_SOURCE,
      type: 'document',
      site,
      pageId: 'home',
      selectedBlockId: null,
    });
    const label = () => store.getState().view.blocks.get('cta')?.settings.label;
    expect(label()).toBe('Shop now');
    fromEditor({ source: EDITOR_SOURCE, type: 'language', language: 'fr-FR' });
    expect(label()).toBe('Acheter');
    fromEditor({ source: EDITOR_SOURCE, type: 'language', language: 'en-US' });
    expect(label()).toBe('Shop now');
  });

  it('calls its handler for a collectionsChanged message from the editor only', () => {
    let changes = 0;
    const editor: EditorWindow = { postMessage: () => {} };
    const connection = createConnection(createPreviewStore(), editor, ORIGIN, {
      onCollectionsChanged: () => {
        changes += 1;
      },
    });
    const message = { source: EDITOR_SOURCE, type: 'collectionsChanged' };
    connection.receive({
      origin: 'https://evil.example',
      data: message,
      source: editor as MessageEventSource,
    });
    connection.receive({ origin: ORIGIN, data: message, source: null });
    expect(changes).toBe(0);
    connection.receive({ origin: ORIGIN, data: message, source: editor as MessageEventSource });
    expect(changes).toBe(1);
  });
});

describe('the product template being edited', () => {
  it('hands its address, output and kind to the frame, and null for the built-in page', () => {
    const shown: [string, string | null, string][] = [];
    const editor: EditorWindow = { postMessage: () => {} };
    const connection = createConnection(createPreviewStore(), editor, ORIGIN, {
      onProductTemplate: (address, html, kind) => shown.push([address, html, kind]),
    });
    const message = {
      source: EDITOR_SOURCE,
      type: 'productTemplate',
      address: '/shop/oak',
      html: '<h1>Oak</h1>',
    };
    connection.receive({
      origin: 'https://evil.example',
      data: message,
      source: editor as MessageEventSource,
    });
    connection.receive({ origin: ORIGIN, data: message, source: editor as MessageEventSource });
    connection.receive({
      origin: ORIGIN,
      data: { ...message, address: '', html: null },
      source: editor as MessageEventSource,
    });
    connection.receive({
      origin: ORIGIN,
      data: { ...message, address: '/shop', kind: 'product-list' },
      source: editor as MessageEventSource,
    });
    expect(shown).toEqual([
      ['/shop/oak', '<h1>Oak</h1>', 'product-detail'],
      ['', null, 'product-detail'],
      ['/shop', '<h1>Oak</h1>', 'product-list'],
    ]);
  });
});
