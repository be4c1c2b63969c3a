// The document-wide rules of the navigations and the footer that one field's schema cannot see:
// a page item names a page of the site, ids are unique, a folder's slug is not a page's, a
// navigation's size, and the footer's sections and blocks have ids no page uses.
import { MAX_BLOCKS_PER_LAYOUT } from '../limits';
import { MAX_NAVIGATION_ITEMS, NAVIGATION_NAMES, type NavItem } from './navigation';

export interface ChromeIssue {
  readonly path: ReadonlyArray<string | number>;
  readonly message: string;
}

interface SectionLike {
  readonly id: string;
  readonly style: { readonly theme: string | null };
  readonly blocks: readonly { readonly id: string }[];
}

interface ChromeSite {
  readonly pages: readonly {
    readonly id: string;
    readonly slug: string;
    readonly sections: readonly SectionLike[];
  }[];
  readonly design: { readonly colorThemes: readonly { readonly id: string }[] };
  readonly navigation: Readonly<Record<(typeof NAVIGATION_NAMES)[number], readonly NavItem[]>>;
  readonly footer: { readonly sections: readonly SectionLike[] };
}

export function navigationIssues(site: ChromeSite): ChromeIssue[] {
  const issues: ChromeIssue[] = [];
  // Without pages the document is refused anyway; entries naming pages would only add noise.
  if (site.pages.length === 0) return issues;
  const pageIds = new Set(site.pages.map((page) => page.id));
  const pageSlugs = new Set(site.pages.map((page) => page.slug));
  const itemIds = new Set<string>();
  const folderSlugs = new Set<string>();
  for (const name of NAVIGATION_NAMES) {
    const pagesHere = new Set<string>();
    let count = 0;
    const check = (item: NavItem, path: ReadonlyArray<string | number>) => {
      count += 1;
      if (itemIds.has(item.id)) issues.push({ path: [...path, 'id'], message: 'duplicate id' });
      itemIds.add(item.id);
      if (item.kind === 'page') {
        if (!pageIds.has(item.pageId)) {
          issues.push({ path: [...path, 'pageId'], message: 'is not a page of the site' });
        } else if (pagesHere.has(item.pageId)) {
          issues.push({ path: [...path, 'pageId'], message: 'is already in this navigation' });
        }
        pagesHere.add(item.pageId);
      }
      if (item.kind === 'folder') {
        if (pageSlugs.has(item.slug) || folderSlugs.has(item.slug)) {
          issues.push({
            path: [...path, 'slug'],
            message: `"${item.slug}" is used by a page or folder`,
          });
        }
        folderSlugs.add(item.slug);
        item.items.forEach((child, index) => {
          check(child, [...path, 'items', index]);
        });
      }
    };
    site.navigation[name].forEach((item, index) => {
      check(item, ['navigation', name, index]);
    });
    if (count > MAX_NAVIGATION_ITEMS) {
      issues.push({
        path: ['navigation', name],
        message: `has ${count} entries; a navigation holds at most ${MAX_NAVIGATION_ITEMS}`,
      });
    }
  }
  return issues;
}

export function footerIssues(site: ChromeSite): ChromeIssue[] {
  const issues: ChromeIssue[] = [];
  const pageNodeIds = new Set(
    site.pages.flatMap((page) =>
      page.sections.flatMap((section) => [section.id, ...section.blocks.map((block) => block.id)]),
    ),
  );
  const seen = new Set<string>();
  const themeIds = new Set(site.design.colorThemes.map((theme) => theme.id));
  const claim = (id: string, path: ReadonlyArray<string | number>) => {
    if (seen.has(id) || pageNodeIds.has(id)) issues.push({ path, message: 'duplicate id' });
    seen.add(id);
  };
  let blockCount = 0;
  site.footer.sections.forEach((section, sectionIndex) => {
    const path = ['footer', 'sections', sectionIndex];
    claim(section.id, [...path, 'id']);
    if (section.style.theme !== null && !themeIds.has(section.style.theme)) {
      issues.push({
        path: [...path, 'style', 'theme'],
        message: 'is not a colour theme of the site',
      });
    }
    section.blocks.forEach((block, blockIndex) => {
      claim(block.id, [...path, 'blocks', blockIndex, 'id']);
    });
    blockCount += section.blocks.length;
  });
  if (blockCount > MAX_BLOCKS_PER_LAYOUT) {
    issues.push({
      path: ['footer', 'sections'],
      message: `has ${blockCount} blocks; the footer holds at most ${MAX_BLOCKS_PER_LAYOUT}`,
    });
  }
  return issues;
}
