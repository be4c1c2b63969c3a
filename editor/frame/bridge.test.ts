// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIRECT_RECEIVER, EDITOR_SOURCE, PREVIEW_SOURCE } from '../../shared/protocol/messages';
import { setOwner } from '../auth/owner';
import { announceCatalogueChange } from '../commerce/catalogue-events';
import { announceCollectionsChange } from '../content/collection-events';
import { forgetSiteLanguage } from '../i18n/site-language';
import { useEditor } from '../store';
import { BUTTON, sampleSite } from '../store/test-site';
import { connectFrame, frameScrollY } from './bridge';
import { stopInPlace, useInPlace } from './in-place';

const FRAME_ORIGIN = 'http://127.0.0.1:4173';
const state = () => useEditor.getState();

let iframe: HTMLIFrameElement;
let frameWindow: Window;
let sent: Array<{ message: unknown; targetOrigin: string }>;
let disconnect: () => void;

function fromFrame(data: unknown, options: { origin?: string; source?: Window | null } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: options.origin ?? FRAME_ORIGIN,
      source: options.source === undefined ? frameWindow : options.source,
    }),
  );
}

const ready = { source: PREVIEW_SOURCE, type: 'ready' };
const types = () => sent.map((entry) => (entry.message as { type: string }).type);

beforeEach(() => {
  state().load(sampleSite(), 1);
  state().select(null);
  state().selectPage('home');
  state().setFramePath(null);
  iframe = document.createElement('iframe');
  document.body.append(iframe);
  frameWindow = iframe.contentWindow!;
  sent = [];
  frameWindow.postMessage = ((message: unknown, targetOrigin: string) => {
    sent.push({ message, targetOrigin });
  }) as Window['postMessage'];
  disconnect = connectFrame(iframe, FRAME_ORIGIN);
});
afterEach(() => {
  disconnect();
  iframe.remove();
});

describe('connectFrame', () => {
  it('sends nothing before the frame is ready, then the whole document', () => {
    state().insertBlock(BUTTON);
    expect(sent).toEqual([]);
    fromFrame(ready);
    expect(sent).toEqual([
      {
        message: {
          source: EDITOR_SOURCE,
          type: 'document',
          site: state().site,
          pageId: 'home',
          selectedBlockId: state().selectedBlockId,
        },
        targetOrigin: FRAME_ORIGIN,
      },
    ]);
  });

  it('sends the site’s default language after the document', async () => {
    forgetSiteLanguage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ enabled: true, defaultLanguage: 'fr-FR', languages: [] })),
    );
    try {
      fromFrame(ready);
      await vi.waitFor(() => expect(types()).toEqual(['document', 'language']));
      expect(sent[1]?.message).toEqual({
        source: EDITOR_SOURCE,
        type: 'language',
        language: 'fr-FR',
      });
    } finally {
      forgetSiteLanguage();
      vi.unstubAllGlobals();
    }
  });

  it('sends the language the owner edits when it changes, and the default’s when back', async () => {
    forgetSiteLanguage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ enabled: true, defaultLanguage: 'en-US', languages: [] })),
    );
    const languages = () =>
      sent.flatMap(({ message }) => {
        const { type, language } = message as { type: string; language?: string };
        return type === 'language' ? [language] : [];
      });
    try {
      fromFrame(ready);
      await vi.waitFor(() => expect(languages()).toEqual(['en-US']));
      state().setEditingLanguage('fr-FR');
      expect(languages()).toEqual(['en-US', 'fr-FR']);
      state().setEditingLanguage(null);
      await vi.waitFor(() => expect(languages()).toEqual(['en-US', 'fr-FR', 'en-US']));
    } finally {
      state().setEditingLanguage(null);
      forgetSiteLanguage();
      vi.unstubAllGlobals();
    }
  });

  it('sends the scroll to put back once, after the document or the page it belongs to', () => {
    state().setFrameScrollToRestore(640);
    fromFrame(ready);
    expect(types()).toEqual(['document', 'scroll']);
    expect(sent[1]!.message).toEqual({ source: EDITOR_SOURCE, type: 'scroll', y: 640 });
    expect(state().frameScrollToRestore).toBeNull();
    sent = [];
    state().selectPage('about');
    state().setFrameScrollToRestore(90);
    expect(types()).toEqual(['page', 'scroll']);
    state().select(null);
    expect(types()).toEqual(['page', 'scroll']);
  });

  it('reads how far the frame is scrolled, and 0 once it is gone', () => {
    Object.defineProperty(frameWindow, 'scrollY', { value: 312.4, configurable: true });
    expect(frameScrollY()).toBe(312);
    disconnect();
    expect(frameScrollY()).toBe(0);
    disconnect = connectFrame(iframe, FRAME_ORIGIN);
  });

  it('posts patches at once, before the selection that points at the new block', () => {
    fromFrame(ready);
    sent = [];
    state().insertBlock(BUTTON);
    expect(types()).toEqual(['patches', 'select']);
    expect(sent[1]!.message).toEqual({
      source: EDITOR_SOURCE,
      type: 'select',
      blockId: state().selectedBlockId,
    });
    state().undo();
    expect(types()).toEqual(['patches', 'select', 'patches', 'select']);
    expect(sent.every((entry) => entry.targetOrigin === FRAME_ORIGIN)).toBe(true);
  });

  it('posts the page when it changes, and the whole document again after a load', () => {
    fromFrame(ready);
    sent = [];
    state().selectPage('about');
    expect(sent.map((entry) => entry.message)).toEqual([
      { source: EDITOR_SOURCE, type: 'page', pageId: 'about' },
    ]);
    state().load(sampleSite(), 2);
    expect(types()).toEqual(['page', 'document']);
  });

  it('selects the block the frame reports, and keeps the frame address', () => {
    fromFrame(ready);
    fromFrame({ source: PREVIEW_SOURCE, type: 'select', blockId: 'd' });
    expect(state()).toMatchObject({ selectedBlockId: 'd', pageId: 'about' });
    fromFrame({ source: PREVIEW_SOURCE, type: 'address', path: '/cart', editing: false });
    expect(state().framePath).toBe('/cart');
  });

  it('keeps no frame address while the frame shows the page being edited', () => {
    fromFrame(ready);
    fromFrame({ source: PREVIEW_SOURCE, type: 'address', path: '/cart', editing: false });
    fromFrame({ source: PREVIEW_SOURCE, type: 'address', path: '/about', editing: true });
    expect(state().framePath).toBeNull();
  });

  it('sends the page being edited again on "Back to editing"', () => {
    fromFrame(ready);
    fromFrame({ source: PREVIEW_SOURCE, type: 'address', path: '/cart', editing: false });
    sent = [];
    state().setFramePath(null);
    expect(sent.map((entry) => entry.message)).toEqual([
      { source: EDITOR_SOURCE, type: 'page', pageId: state().pageId },
    ]);
  });

  it.each([
    ['another origin', { origin: 'http://evil.example' }],
    ['another window', { source: window }],
    ['no window', { source: null }],
  ])('ignores messages from %s', (_name, options) => {
    fromFrame(ready, options);
    fromFrame({ source: PREVIEW_SOURCE, type: 'select', blockId: 'd' }, options);
    fromFrame({ source: PREVIEW_SOURCE, type: 'address', path: '/evil', editing: false }, options);
    expect(sent).toEqual([]);
    expect(state()).toMatchObject({ selectedBlockId: null, framePath: null });
  });

  describe('text clicked in the frame', () => {
    const editText = {
      source: PREVIEW_SOURCE,
      type: 'editText',
      blockId: 'd',
      field: 1,
      x: 12,
      y: 34,
    };
    const owner = (role: 'admin' | 'viewer') =>
      setOwner({ email: 'o@test.example', role, siteId: 'demo', hasPassword: true });
    afterEach(() => {
      setOwner(null);
      stopInPlace();
    });

    it('selects the block and edits its text there, the caret at the click', () => {
      owner('admin');
      fromFrame(editText);
      expect(state().selectedBlockId).toBe('d');
      expect(useInPlace.getState().session).toMatchObject({
        blockId: 'd',
        field: 1,
        point: { x: 12, y: 34 },
      });
    });

    it('is refused to a role that may not edit pages, and from another origin', () => {
      owner('viewer');
      fromFrame(editText);
      owner('admin');
      fromFrame(editText, { origin: 'https://evil.example' });
      fromFrame({ ...editText, x: 'left' });
      fromFrame({ ...editText, field: -1 });
      fromFrame({ ...editText, field: 0.5 });
      expect(useInPlace.getState().session).toBeNull();
    });
  });

  it('ignores malformed messages from the frame', () => {
    fromFrame({ source: PREVIEW_SOURCE, type: 'select' });
    fromFrame({ type: 'ready' });
    fromFrame('ready');
    expect(sent).toEqual([]);
  });

  it('stops listening and posting once disconnected', () => {
    fromFrame(ready);
    disconnect();
    sent = [];
    state().insertBlock(BUTTON);
    fromFrame(ready);
    fromFrame({ source: PREVIEW_SOURCE, type: 'select', blockId: 'd' });
    expect(sent).toEqual([]);
    expect(state().selectedBlockId).not.toBe('d');
  });
});

describe('connectFrame with a same-origin frame that offers a direct receiver', () => {
  it('hands messages to the receiver instead of posting them', () => {
    const received: unknown[] = [];
    Object.defineProperty(frameWindow, DIRECT_RECEIVER, {
      value: (message: unknown) => received.push(message),
      configurable: true,
    });
    fromFrame(ready);
    state().insertBlock(BUTTON);
    expect(sent).toEqual([]);
    expect(received.map((message) => (message as { type: string }).type)).toEqual([
      'document',
      'patches',
      'select',
    ]);
  });

  it('falls back to postMessage when reading the frame throws (a cross-origin frame)', () => {
    Object.defineProperty(frameWindow, DIRECT_RECEIVER, {
      get() {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
      configurable: true,
    });
    fromFrame(ready);
    expect(types()).toEqual(['document']);
  });

  it('tells a ready frame that the products changed, and nothing before it is ready', () => {
    announceCatalogueChange();
    expect(sent).toEqual([]);
    fromFrame(ready);
    sent = [];
    announceCatalogueChange();
    expect(sent).toEqual([
      { message: { source: EDITOR_SOURCE, type: 'catalogueChanged' }, targetOrigin: FRAME_ORIGIN },
    ]);
    disconnect();
    announceCatalogueChange();
    expect(sent).toHaveLength(1);
  });

  it('tells the frame when a save gives a page a collection, not on other saves', () => {
    fromFrame(ready);
    sent = [];
    const collectionsChanged = () =>
      sent.filter((entry) => (entry.message as { type: string }).type === 'collectionsChanged');
    state().setRevision(2);
    expect(collectionsChanged()).toEqual([]);
    const site = state().site;
    const [first, ...rest] = site.pages;
    state().load(
      { ...site, pages: [{ ...first!, collection: { id: 'c1', view: 'list' } }, ...rest] },
      2,
    );
    sent = [];
    state().setRevision(3);
    expect(collectionsChanged()).toHaveLength(1);
    state().setRevision(4);
    expect(collectionsChanged()).toHaveLength(1);
  });

  it('tells a ready frame that the collections changed, and nothing before it is ready', () => {
    announceCollectionsChange();
    expect(sent).toEqual([]);
    fromFrame(ready);
    sent = [];
    announceCollectionsChange();
    expect(sent).toEqual([
      {
        message: { source: EDITOR_SOURCE, type: 'collectionsChanged' },
        targetOrigin: FRAME_ORIGIN,
      },
    ]);
    disconnect();
    announceCollectionsChange();
    expect(sent).toHaveLength(1);
  });
});
