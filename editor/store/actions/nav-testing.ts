// A small site with a main navigation holding a folder, for the navigation actions' tests.
import type { Site } from '../../../shared/document/schema';
import { page, site } from '../test-site';

/** main: home, [folder "More" (more): about], link "Blog"; footer: empty. */
export function navSite(): Site {
  const start = site([page('home'), page('about'), page('shop')]);
  start.navigation.main = [
    { kind: 'page', id: 'n-home', pageId: 'home' },
    {
      kind: 'folder',
      id: 'n-more',
      title: 'More',
      slug: 'more',
      behavior: 'index',
      items: [{ kind: 'page', id: 'n-about', pageId: 'about' }],
    },
    { kind: 'link', id: 'n-blog', title: 'Blog', url: 'https://blog.example.com', newWindow: true },
  ];
  return start;
}

/** The ids of a navigation's entries, a folder's as [id, [its ids]]. */
export function navIds(items: Site['navigation']['main']): unknown[] {
  return items.map((item) =>
    item.kind === 'folder' ? [item.id, item.items.map((c) => c.id)] : item.id,
  );
}
