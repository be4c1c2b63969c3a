// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  handleStandaloneClick,
  LOAD_FAILED,
  loadSavedSite,
  PAGE_NOT_FOUND,
  pageForPath,
  showSavedPage,
} from './standalone';
import { createPreviewStore } from './store';
import { frameTestSite } from './test-site';

function answers(routes: Record<string, unknown>) {
  return vi.fn(async (url: string) => ({
    ok: Object.hasOwn(routes, url),
    json: async () => routes[url],
  }));
}

describe('the preview on its own', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/nowhere', null],
  ])('path %s shows page %s', (path, pageId) => {
    expect(pageForPath(frameTestSite(), path)).toBe(pageId);
  });

  it('loads the first saved site and shows the page the address names', async () => {
    const store = createPreviewStore('loading');
    const fetchJson = answers({
      '/api/sites': [{ id: 'demo' }],
      '/api/sites/demo': { site: frameTestSite(), revision: 3 },
    });
    await loadSavedSite(store, fetchJson, '/preview/about');
    expect(store.getState()).toMatchObject({ status: 'ready', pageId: 'about' });
    expect(store.getState().view.blocks.has('story')).toBe(true);
  });

  it.each([
    ['the server fails', {}],
    ['there is no site', { '/api/sites': [] }],
  ])('says "Unable to load. Try again." when %s', async (_case, routes) => {
    const store = createPreviewStore('loading');
    await loadSavedSite(store, answers(routes), '/preview/');
    expect(store.getState()).toMatchObject({ status: 'unavailable', error: LOAD_FAILED });
  });

  it('says a page is missing, and keeps the site for the next address', () => {
    const store = createPreviewStore('loading');
    showSavedPage(store, frameTestSite(), '/preview/gone');
    expect(store.getState()).toMatchObject({ status: 'unavailable', error: PAGE_NOT_FOUND });
    showSavedPage(store, store.getState().site!, '/preview/');
    expect(store.getState()).toMatchObject({ status: 'ready', pageId: 'home' });
  });

  function click(html: string, init: MouseEventInit = {}) {
    document.body.innerHTML = html;
    const navigate = vi.fn();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.addEventListener('click', (e) => handleStandaloneClick(e, navigate), { once: true });
    document.querySelector('span, a')!.dispatchEvent(event);
    return { navigate, prevented: event.defaultPrevented };
  }

  it('keeps a link to one of the site pages inside the preview', () => {
    const { navigate, prevented } = click('<a href="/about"><span>About</span></a>');
    expect(navigate).toHaveBeenCalledWith('/preview/about');
    expect(prevented).toBe(true);
  });

  it.each([
    ['another site', '<a href="https://example.com/">x</a>', {}],
    ['a protocol-relative address', '<a href="//evil.test/">x</a>', {}],
    ['a new window', '<a href="/about" target="_blank">x</a>', {}],
    ['a file', '<a href="/media/a.jpg">x</a>', {}],
    ['a modified click', '<a href="/about">x</a>', { ctrlKey: true }],
  ])('leaves %s to the browser', (_case, html, init) => {
    const { navigate, prevented } = click(html, init);
    expect(navigate).not.toHaveBeenCalled();
    expect(prevented).toBe(false);
  });
});
