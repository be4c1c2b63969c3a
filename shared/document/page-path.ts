// The site address of one of the owner's pages: '/' for the first page (the home page), else
// '/' and its slug. The editor's frame bar and the preview's routes agree on it.
import type { Site } from './schema';

export function pagePath(site: Pick<Site, 'pages'>, pageId: string): string {
  const index = site.pages.findIndex((page) => page.id === pageId);
  if (index <= 0) return '/';
  return `/${site.pages[index]!.slug}`;
}
