// The Index and Folder blocks on the live site read the published navigation's folders (a site
// without any collection too), and the frame's view of the draft carries them as well.
import { describe, expect, it } from 'vitest';
import { COLLECTION_VIEW_PATH } from '../../shared/api/collection-view';
import type { CollectionView } from '../../shared/content/collection-view';
import type { Site } from '../../shared/document/schema';
import { serverForTests } from '../test-server';
import { blockOnHome } from './collection-test-site';

const test = serverForTests('folder-blocks');

async function addFolder(behavior: 'index' | 'redirect' | 'none') {
  const draft = (await (await test.client.request('/api/sites/demo')).json()) as {
    site: Site;
    revision: number;
  };
  const [first, second] = draft.site.pages;
  const folder = {
    kind: 'folder' as const,
    id: 'nav-work',
    title: 'Our work',
    slug: 'work',
    behavior,
    items: [
      { kind: 'page' as const, id: 'nav-w1', pageId: second!.id },
      { kind: 'page' as const, id: 'nav-w2', pageId: first!.id },
    ],
  };
  // A page is in a navigation once: the folder takes the two pages' entries.
  const main = draft.site.navigation.main.filter(
    (item) =>
      item.id !== folder.id &&
      !(item.kind === 'page' && [first!.id, second!.id].includes(item.pageId)),
  );
  const site = { ...draft.site, navigation: { ...draft.site.navigation, main: [...main, folder] } };
  expect((await test.client.saveSite('demo', draft.revision, site)).status).toBe(200);
  return { first: first!, second: second! };
}

describe('folder blocks', () => {
  it('show the folder’s pages on the live site and in the frame’s view', async () => {
    const { first, second } = await addFolder('none');
    await blockOnHome(test.client, {
      id: 'folder-block',
      type: 17,
      settings: { collection: '/work', title: 'More' },
    });
    const html = await (await fetch(new URL('/', test.server.url))).text();
    expect(html).toContain('<span class="sb-folder-link">Our work</span>');
    expect(html).toContain(`<a class="sb-folder-entry" href="/${second.slug}">${second.title}</a>`);
    expect(html).not.toContain('No pages yet.');
    await addFolder('index');
    const view = (await (
      await test.client.request(`${COLLECTION_VIEW_PATH}?address=${encodeURIComponent('/')}`)
    ).json()) as CollectionView;
    expect(view.folders).toEqual([
      expect.objectContaining({ path: '/work', href: '/work', entries: expect.any(Array) }),
    ]);
    expect(view.folders[0]?.entries.map((entry) => entry.title)).toEqual([
      second.title,
      first.title,
    ]);
  });
});
