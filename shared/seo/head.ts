// The head of a live page for search engines and sharing: <title>, description, canonical
// address, Open Graph, Twitter card, favicon, and schema.org Product data on product pages.
// `seoHead` decides the values (pure data, tested by value); `renderHead` writes them as tags,
// every value escaped. The live renderer puts renderHead's string inside <head> (docs/seo.md).
import type { ProductItem } from '../api/commerce';
import { truncate } from '../content/truncate';
import type { Page, Site } from '../document/schema';
import { type Alternate, prefixSitePath } from '../i18n/language-paths';
import { absoluteUrl, pagePath, productPath, siteUrl } from './addresses';
import { escapeMarkup, jsonForScript } from './escape';
import { faviconLink } from './favicon';
import { firstImageUrl } from './page-content';
import { productData } from './product-data';

/** A product description longer than this is cut for the meta description. */
export const PRODUCT_DESCRIPTION_LENGTH = 300;

export type HeadSubject =
  /** One of the owner's pages. */
  | { readonly kind: 'page'; readonly page: Page }
  /** A product's page. */
  | { readonly kind: 'product'; readonly product: ProductItem }
  /** A collection item's page: its title, excerpt (plain text) and main image's URL. */
  | {
      readonly kind: 'item';
      readonly title: string;
      readonly path: string;
      readonly excerpt: string;
      readonly image?: string;
    }
  /** A storefront or special page (cart, search, not found...): never indexed. */
  | { readonly kind: 'other'; readonly title: string; readonly path: string };

export interface HeadInput {
  /** The published site. */
  readonly site: Site;
  /** The request's origin, "https://shop.example" (no path, no trailing slash needed). */
  readonly origin: string;
  readonly subject: HeadSubject;
  /** The start of the page's language's addresses ('/fr'; absent: the default language's). */
  readonly prefix?: string;
  /** The page in each of the site's languages (hreflang), when it has more than one. */
  readonly alternates?: readonly Alternate[];
}

export interface SeoHead {
  /** The document title. */
  readonly title: string;
  /** The title for sharing (without the site's name, which og:site_name carries). */
  readonly shareTitle: string;
  readonly siteName: string;
  readonly description?: string;
  readonly canonical: string;
  readonly type: 'website' | 'product' | 'article';
  readonly image?: string;
  readonly favicon: { readonly href: string; readonly type: string };
  /** Only storefront and special pages: 'noindex'. */
  readonly robots?: 'noindex';
  /** schema.org data (product pages). */
  readonly jsonLd?: unknown;
  /** The page in each language, absolute: hreflang → address. */
  readonly alternates?: readonly Alternate[];
}

const documentTitle = (title: string, site: Site) =>
  title === site.title ? title : `${title} · ${site.title}`;

function pageHead(site: Site, origin: string, page: Page, prefix: string) {
  const canonical = siteUrl(origin, prefixSitePath(prefix, pagePath(site, page.id)));
  const found = firstImageUrl(page);
  const image = found === undefined ? undefined : absoluteUrl(origin, found);
  const shareTitle = page.seo?.title ?? page.title;
  return {
    // The home page is titled by the site's name alone, as its address is the site's.
    title:
      page.seo?.title ??
      (page.id === site.pages[0]?.id ? site.title : documentTitle(page.title, site)),
    shareTitle,
    description: page.seo?.description ?? site.settings.description,
    canonical,
    type: 'website' as const,
    image,
  };
}

function productHead(site: Site, origin: string, product: ProductItem, prefix: string) {
  const path = productPath(site, product.slug) ?? `/${encodeURIComponent(product.slug)}`;
  const canonical = siteUrl(origin, prefixSitePath(prefix, path));
  const images = product.images
    .map((image) => absoluteUrl(origin, image.url))
    .filter((url): url is string => url !== undefined);
  const text = product.description.replace(/\s+/g, ' ').trim();
  const description =
    text === '' ? site.settings.description : truncate(text, PRODUCT_DESCRIPTION_LENGTH);
  return {
    title: documentTitle(product.name, site),
    shareTitle: product.name,
    description,
    canonical,
    type: 'product' as const,
    image: images[0],
    jsonLd: productData({ product, url: canonical, images, description }),
  };
}

/** The values of a page's head. */
export function seoHead({ site, origin, subject, prefix = '', alternates }: HeadInput): SeoHead {
  const common = {
    siteName: site.title,
    favicon: faviconLink(site),
    ...(alternates
      ? {
          alternates: alternates.map((link) => ({
            hreflang: link.hreflang,
            path: siteUrl(origin, link.path),
          })),
        }
      : {}),
  };
  switch (subject.kind) {
    case 'page':
      return { ...common, ...pageHead(site, origin, subject.page, prefix) };
    case 'product':
      return { ...common, ...productHead(site, origin, subject.product, prefix) };
    case 'item':
      return {
        ...common,
        title: documentTitle(subject.title, site),
        shareTitle: subject.title,
        description:
          subject.excerpt.trim() === ''
            ? site.settings.description
            : truncate(subject.excerpt.trim(), PRODUCT_DESCRIPTION_LENGTH),
        canonical: siteUrl(origin, prefixSitePath(prefix, subject.path)),
        type: 'article',
        image: subject.image === undefined ? undefined : absoluteUrl(origin, subject.image),
      };
    case 'other':
      return {
        ...common,
        title: documentTitle(subject.title, site),
        shareTitle: subject.title,
        description: site.settings.description,
        canonical: siteUrl(origin, prefixSitePath(prefix, subject.path)),
        type: 'website',
        robots: 'noindex',
      };
  }
}

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content === undefined ? [] : [`<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`];

/** The head's tags, one a line, every value escaped. */
export function renderHead(head: SeoHead): string {
  const card = head.image ? 'summary_large_image' : 'summary';
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    ...meta('name', 'description', head.description),
    ...meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}">`,
    ...(head.alternates ?? []).map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeMarkup(link.hreflang)}" href="${escapeMarkup(link.path)}">`,
    ),
    `<link rel="icon" href="${escapeMarkup(head.favicon.href)}" type="${escapeMarkup(head.favicon.type)}">`,
    ...meta('property', 'og:site_name', head.siteName),
    ...meta('property', 'og:title', head.shareTitle),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.canonical),
    ...meta('property', 'og:type', head.type),
    ...meta('property', 'og:image', head.image),
    ...meta('name', 'twitter:card', card),
    ...meta('name', 'twitter:title', head.shareTitle),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', head.image),
    ...(head.jsonLd === undefined
      ? []
      : [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`]),
  ].join('\n');
}

/** seoHead then renderHead: what the live renderer calls. */
export function headTags(input: HeadInput): string {
  return renderHead(seoHead(input));
}
