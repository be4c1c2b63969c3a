// Search engines and sharing on the live site (docs/seo.md): sitemap.xml, robots.txt, the
// favicon, slug redirects, and the visitor search API. Mounted before the static routes.
import { type Context, Hono, type Next } from 'hono';
import type { ProductItem } from '../../shared/api/commerce';
import { MultilingualMessage } from '../../shared/api/multilingual';
import {
  MAX_QUERY_CHARACTERS,
  SearchApiMessage,
  type SearchResponse,
} from '../../shared/api/search';
import type { CollectionView } from '../../shared/content/collection-view';
import { type Site, SLUG_PATTERN } from '../../shared/document/schema';
import { languagePrefix, prefixSitePath } from '../../shared/i18n/language-paths';
import {
  DEFAULT_SITE_LANGUAGES,
  type SiteLanguage,
  siteLanguageOf,
} from '../../shared/i18n/languages';
import { pagePath } from '../../shared/seo/addresses';
import { faviconLink, initialsFaviconSvg } from '../../shared/seo/favicon';
import { inEveryLanguage, robotsTxt, sitemapEntries, sitemapXml } from '../../shared/seo/sitemap';
import { pathLanguagesOf } from '../live/language-routing';
import type { PublishedPageStore } from '../storage/published-page-store';
import type { SiteStore } from '../storage/site-store';
import { requestOrigin } from './origin';
import type { SearchService } from './search-service';

const published = (deps: SeoDependencies) => deps.sites.published(deps.siteId);

export interface SeoDependencies {
  readonly sites: SiteStore;
  readonly siteId: string;
  readonly publishedPages: PublishedPageStore;
  readonly products: () => Promise<readonly ProductItem[]>;
  readonly search: SearchService;
  /** The collections' visible items, for the sitemap (server/live/collection-view.ts). */
  readonly collections?: (site: Site, origin: string) => Promise<CollectionView>;
  /** The site's languages: the sitemap lists each one's addresses; absent: one language. */
  readonly languages?: () => Promise<readonly SiteLanguage[]>;
}

/** Answers revalidate; a publish changes them at once. */
const REVALIDATE = 'no-cache';

/** First path segments that are never a page's old address (the app's own paths). */
const RESERVED = new Set(['api', 'assets', 'config', 'files', 'media', 'preview']);

export function seoRoutes(deps: SeoDependencies): Hono {
  const app = new Hono();
  /** What the favicon is made from: the published version, else the draft (before a publish). */
  const siteForIcon = async () => (await published(deps)) ?? (await deps.sites.get(deps.siteId));

  app.get('/sitemap.xml', async (c) => {
    const live = await published(deps);
    const origin = requestOrigin(c);
    const entries = live
      ? sitemapEntries(
          live.site,
          origin,
          new Map(
            (await deps.publishedPages.pages(deps.siteId)).map((p) => [p.pageId, p.changedAt]),
          ),
          await deps.products(),
          deps.collections ? (await deps.collections(live.site, origin)).collections : [],
        )
      : [];
    const languages = pathLanguagesOf((await deps.languages?.()) ?? DEFAULT_SITE_LANGUAGES);
    const prefixes = languages.tags
      .filter((tag) => tag !== languages.defaultLanguage)
      .map((tag) => languagePrefix(tag, languages));
    return c.body(sitemapXml(inEveryLanguage(entries, origin, prefixes)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': REVALIDATE,
    });
  });

  app.get('/robots.txt', (c) =>
    c.text(robotsTxt(requestOrigin(c)), 200, { 'Cache-Control': REVALIDATE }),
  );

  app.get('/favicon.svg', async (c) => {
    const live = await siteForIcon();
    if (!live) return c.text('Not found', 404);
    return c.body(initialsFaviconSvg(live.site), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': REVALIDATE,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  // Browsers ask for /favicon.ico on their own: send them to the site's favicon.
  app.get('/favicon.ico', async (c) => {
    const live = await siteForIcon();
    const href = live ? faviconLink(live.site).href : '/favicon.svg';
    c.header('Cache-Control', REVALIDATE);
    return c.redirect(href, 302);
  });

  app.on(['GET', 'HEAD'], '/:slug', slugRedirect(deps));
  return app;
}

/**
 * A published page's old address answers 301 to its address now (with the query kept). Only
 * addresses no published page holds reach the table, so a page that takes an old slug wins.
 */
export function slugRedirect(deps: SeoDependencies) {
  return async (c: Context, next: Next) => {
    const slug = c.req.param('slug') ?? '';
    if (RESERVED.has(slug) || !SLUG_PATTERN.test(slug)) return next();
    const path = `/${slug}`;
    const pageId = await deps.publishedPages.redirect(deps.siteId, path);
    if (pageId === undefined) return next();
    const live = await published(deps);
    const page = live?.site.pages.find((candidate) => candidate.id === pageId);
    if (!live || !page) return next();
    const target = pagePath(live.site, page.id);
    if (target === path) return next();
    const query = new URL(c.req.url).search;
    return c.redirect(`${target}${query}`, 301);
  };
}

/**
 * GET /api/search?q=: the published site's results, for visitors. Behind the lock screen
 * (`locked` for this request) nothing is found, as the Search page shows the lock screen.
 * `&language=` (one of the site's languages, any case; else 400) searches that language's words
 * and answers its titles, excerpts and addresses (`/fr/…`; docs/languages.md "Search per language").
 */
export function searchRoutes(
  search: SearchService,
  locked: (c: Context) => Promise<boolean>,
  sites?: { languages(): Promise<readonly SiteLanguage[]> },
): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const query = c.req.query('q') ?? '';
    if (query.length > MAX_QUERY_CHARACTERS) {
      return c.json({ error: SearchApiMessage.tooLong }, 400);
    }
    const asked = c.req.query('language');
    const list = (await sites?.languages()) ?? DEFAULT_SITE_LANGUAGES;
    const languages = pathLanguagesOf(list);
    const language = asked === undefined ? undefined : siteLanguageOf(list, asked);
    if (language === null) return c.json({ message: MultilingualMessage.badLocale }, 400);
    const other = language === languages.defaultLanguage ? undefined : language;
    const found = (await locked(c)) ? [] : await search.search(query, other);
    const prefix = other ? languagePrefix(other, languages) : '';
    const results = found.map((result) => ({
      ...result,
      address: prefixSitePath(prefix, result.address),
    }));
    c.header('Cache-Control', 'no-store');
    return c.json<SearchResponse>({ query, results });
  });
  return app;
}
