// Version 4: navigation, header and footer (docs/navigation.md). A migrated site gets a main
// navigation of all its pages in their order (so its menu reaches the shop), an empty footer
// navigation, a header with the site's title and the account and cart links (what the frame's
// header showed before), and an empty footer that shows the footer navigation.
import { isObject, type Json } from './util';

const DEFAULT_HEADER = {
  brand: 'title',
  logoUrl: null,
  showAccountLink: true,
  showCartLink: true,
};

function pageIds(doc: Json): string[] {
  const pages = Array.isArray(doc.pages) ? doc.pages : [];
  return pages.flatMap((page) => (isObject(page) && typeof page.id === 'string' ? [page.id] : []));
}

export function v3ToV4(doc: Json): Json {
  const navigation = isObject(doc.navigation)
    ? doc.navigation
    : {
        main: pageIds(doc).map((pageId, index) => ({
          kind: 'page',
          id: `main-${index + 1}`,
          pageId,
        })),
        footer: [],
      };
  return {
    ...doc,
    navigation,
    header: isObject(doc.header) ? doc.header : { ...DEFAULT_HEADER },
    footer: isObject(doc.footer)
      ? doc.footer
      : { sections: [], showNavigation: true, socialLinks: [] },
    schemaVersion: 4,
  };
}
