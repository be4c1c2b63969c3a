// @vitest-environment jsdom
// A collection page in the frame: its list under its blocks while the editor edits it (no
// route), and an item page with its item or the not-found text, or the owner's item template.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CollectionViewContext,
  ProvidedCollectionView,
} from '../../blocks/collection-list/view-context';
import {
  ProductTemplateContext,
  type ProductTemplateOutput,
} from '../../blocks/storefront/products/TemplatedProduct';
import { PageType } from '../../shared/codes/page-types';
import type { CollectionView } from '../../shared/content/collection-view';
import { TEST_NOW, testCard } from '../../shared/content/collection-view-fixtures';
import { resolveRoute } from '../routes';
import { createPreviewStore, loadDocument, showRoute } from '../store';
import { edit, frameTestSite } from '../test-site';
import { SiteBody } from './SiteBody';
import { PreviewStoreContext } from './store-context';

afterEach(cleanup);

const site = edit(frameTestSite(), (draft) => {
  draft.pages[1]!.pageType = PageType.mainContent;
  draft.pages[1]!.collection = { id: 'c1', view: 'grid' };
})[0];

const view: CollectionView = {
  now: TEST_NOW,
  timeZone: 'UTC',
  origin: 'https://x.example',
  commentsEnabled: true,
  folders: [],
  item: { ...testCard('First post'), body: null },
  collections: [
    {
      id: 'c1',
      type: 'blog',
      title: 'Journal',
      path: '/about',
      pageSize: 10,
      nesting: [],
      items: [testCard('First post')],
    },
  ],
};

function show(address: string | null, template: ProductTemplateOutput | null = null) {
  const store = createPreviewStore('waiting');
  act(() => {
    loadDocument(store, site, 'about', null);
    if (address !== null) showRoute(store, resolveRoute(site, address), false);
  });
  render(
    <PreviewStoreContext value={store}>
      <CollectionViewContext value={new ProvidedCollectionView(view)}>
        <ProductTemplateContext value={template}>
          <SiteBody />
        </ProductTemplateContext>
      </CollectionViewContext>
    </PreviewStoreContext>,
  );
}

describe('collection routes in the frame', () => {
  it('lists the collection under the page being edited, in the page’s layout', () => {
    show(null);
    const list = screen.getByRole('region', { name: 'Journal' });
    expect(list.querySelector('.sb-item-list--grid')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'First post' }).getAttribute('href')).toBe(
      '/about/first-post',
    );
  });

  it('shows the item an item address names, and the not-found text for another', () => {
    show('/about/first-post');
    expect(screen.getByRole('heading', { level: 1, name: 'First post' })).toBeTruthy();
    cleanup();
    show('/about/other-post');
    expect(screen.getByText('This page is not in the site.')).toBeTruthy();
  });

  it('shows the owner’s item template in place of the built-in item, and only on an item page', () => {
    const template = {
      html: '<h1 class="owned">Through the template</h1>',
      kind: 'collection-item',
    } as const;
    show('/about/first-post', template);
    expect(screen.getByRole('heading', { level: 1, name: 'Through the template' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'First post' })).toBeNull();
    cleanup();
    show('/about/first-post', { ...template, kind: 'product-detail' });
    expect(screen.getByRole('heading', { level: 1, name: 'First post' })).toBeTruthy();
    cleanup();
    // The frame's output is for the item it was rendered with.
    show('/about/first-post', { ...template, path: '/about/first-post' });
    expect(screen.getByRole('heading', { level: 1, name: 'Through the template' })).toBeTruthy();
    cleanup();
    show('/about/first-post', { ...template, path: '/about/second-post' });
    expect(screen.getByRole('heading', { level: 1, name: 'First post' })).toBeTruthy();
  });
});
