// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createPreviewStore, showSavedPage } from '../site/store';
import { frameTestSite } from '../site/test-site';
import { addressOfLocation, handleStandaloneClick, LOAD_FAILED, loadSavedSite } from './standalone';

function answers(routes: Record<string, unknown>) {
  return vi.fn(async (url: string) => ({
    ok: Object.hasOwn(routes, url),
    json: async () => routes[url],
  }));
}

describe('the preview on its own', () => {
  it.each([
    [{ pathname: '/preview/', search: '' }, '/'],
    [{ pathname: '/preview/search', search: '?q=oak' }, '/search?q=oak'],
  ])('reads the site address of %j', (location, address) => {
    expect(addressOfLocation(location)).toBe(address);
  });

  it('loads the first saved site and shows the page the address names', async () => {
    const store = createPreviewStore('loading');
    const fetchJson = answers({
      '/api/sites': [{ id: 'demo' }],
      '/api/sites/demo': { site: frameTestSite(), revision: 3 },
    });
    await loadSavedSite(store, fetchJson, '/about');
    expect(store.getState()).toMatchObject({ status: 'ready', pageId: 'about' });
    expect(store.getState().view.blocks.has('story')).toBe(true);
  });

  it('shows a visitor (no owner session) the published site', async () => {
    const store = createPreviewStore('loading');
    const fetchJson = answers({ '/api/live-site': { site: frameTestSite(), revision: 2 } });
    await loadSavedSite(store, fetchJson, '/about');
    expect(fetchJson).toHaveBeenCalledWith('/api/sites');
    expect(store.getState()).toMatchObject({ status: 'ready', pageId: 'about', access: {} });
  });

  it('keeps what the visitor may see of each page; the owner’s draft shows every page', async () => {
    const visitor = createPreviewStore('loading');
    const access = { home: 'allowed', about: 'page-password' };
    const live = { '/api/live-site': { site: frameTestSite(), revision: 2, access } };
    await loadSavedSite(visitor, answers(live), '/about');
    expect(visitor.getState().access).toEqual(access);
    const owner = createPreviewStore('loading');
    const draft = {
      '/api/sites': [{ id: 'demo' }],
      '/api/sites/demo': { site: frameTestSite(), revision: 3 },
    };
    await loadSavedSite(owner, answers(draft), '/about');
    expect(owner.getState().access).toBeNull();
  });

  it.each([
    ['the server fails', {}],
    ['there is no site', { '/api/sites': [] }],
  ])('says "Unable to load. Try again." when %s', async (_case, routes) => {
    const store = createPreviewStore('loading');
    await loadSavedSite(store, answers(routes), '/');
    expect(store.getState()).toMatchObject({ status: 'unavailable', error: LOAD_FAILED });
  });

  it('routes every address: not found, the cart, then a page again', () => {
    const store = createPreviewStore('loading');
    showSavedPage(store, frameTestSite(), '/gone');
    expect(store.getState()).toMatchObject({ status: 'ready', route: { pageType: 100 } });
    const site = store.getState().site!;
    showSavedPage(store, site, '/cart');
    expect(store.getState().route).toMatchObject({ pageType: 200, pageId: null });
    showSavedPage(store, site, '/about');
    expect(store.getState()).toMatchObject({ pageId: 'about', route: { pageId: 'about' } });
    expect(store.getState().site).toBe(site);
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
    expect(navigate).toHaveBeenCalledWith('/about');
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
