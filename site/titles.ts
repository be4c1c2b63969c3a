// The <title> of a live page: the owner's page title beside the site's (the home page is the
// site's title alone), or the storefront page's name in the page's language.
import { PageType, type PageTypeCode } from '../shared/codes/page-types';
import type { Site } from '../shared/document/schema';
import { DEFAULT_LANGUAGE } from '../shared/i18n/language-codes';
import { siteWords, storefrontStrings } from '../shared/i18n/storefront-strings';
import type { Route } from './routes';

/** The name of a storefront or special page in `language`, or undefined when it has none. */
function systemName(pageType: PageTypeCode, language: string): string | undefined {
  const words = siteWords(language);
  const strings = storefrontStrings(language);
  const names: Partial<Record<PageTypeCode, string>> = {
    [PageType.notFound]: words.notFoundTitle,
    [PageType.error]: words.errorTitle,
    [PageType.search]: words.searchTitle,
    [PageType.showCart]: strings.cartLink,
    [PageType.checkout]: strings.checkoutTitle,
    [PageType.orderConfirmed]: strings.orderConfirmed,
    [PageType.subscriptionConfirmed]: words.subscriptionTitle,
    [PageType.contentItem]: words.shopTitle,
    [PageType.singleSignOnPage]: strings.accountTitle,
  };
  return names[pageType];
}

/** A storefront or special page's own name ('Cart'), or the site's title when it has none. */
export function systemTitle(
  site: Site,
  pageType: PageTypeCode,
  language = DEFAULT_LANGUAGE,
): string {
  return systemName(pageType, language) ?? site.title;
}

export function pageTitle(
  site: Site,
  route: Pick<Route, 'pageId' | 'pageType'>,
  language = DEFAULT_LANGUAGE,
): string {
  const page = route.pageId === null ? undefined : site.pages.find((p) => p.id === route.pageId);
  if (page) return page.id === site.pages[0]?.id ? site.title : `${page.title} · ${site.title}`;
  const name = systemName(route.pageType, language);
  return name ? `${name} · ${site.title}` : site.title;
}
