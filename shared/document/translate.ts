// The site as a visitor of one language sees it, and the edits that write a translation
// (docs/languages.md "Translations"). Pure: the live site, the frame and the editor all call it.
import { isListTextKey, textAt, textPathOf, valueOnPath, writeOnPath } from './list-texts';
import type { NavItem } from './navigation';
import type { Block, Page, Section, Site } from './schema';
import type { LanguageTranslation, PageTranslation, Translations } from './translations';

type Settings = Record<string, unknown>;

/** Text for text, a structure (rich text) for a structure: a translation never changes a kind. */
function sameKind(own: unknown, translated: unknown): boolean {
  if (typeof own === 'string') return typeof translated === 'string';
  const isStructure = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  return isStructure(own) && isStructure(translated);
}

/**
 * A block's settings with its translated words in place: a whole setting, or a text inside a
 * list item found by the item's id (list-texts.ts). The settings themselves when nothing changes.
 */
export function translateBlockSettings(settings: Settings, words: Settings | undefined): Settings {
  if (!words) return settings;
  let out: Settings | undefined;
  const fresh = new Set<object>();
  for (const [key, value] of Object.entries(words)) {
    const path = textPathOf(settings, key);
    if (!path || !sameKind(valueOnPath(settings, path), value)) continue;
    out = writeOnPath(out ?? settings, path, value, fresh);
  }
  return out ?? settings;
}

function translateSections(sections: Section[], words: LanguageTranslation): Section[] {
  const blocks = words.blocks;
  if (!blocks) return sections;
  return sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block): Block => {
      const settings = translateBlockSettings(block.settings, blocks[block.id]);
      return settings === block.settings ? block : { ...block, settings };
    }),
  }));
}

function translatePage(page: Page, words: LanguageTranslation): Page {
  const own = words.pages?.[page.id];
  const seo =
    own?.seoTitle || own?.seoDescription
      ? {
          ...page.seo,
          ...(own.seoTitle ? { title: own.seoTitle } : {}),
          ...(own.seoDescription ? { description: own.seoDescription } : {}),
        }
      : page.seo;
  return {
    ...page,
    title: own?.title ?? page.title,
    ...(seo ? { seo } : {}),
    sections: translateSections(page.sections, words),
  };
}

function translateNav(items: NavItem[], titles: Record<string, string> | undefined): NavItem[] {
  if (!titles) return items;
  return items.map((item) => {
    if (item.kind === 'page') return item;
    const title = titles[item.id] ?? item.title;
    return item.kind === 'folder'
      ? { ...item, title, items: translateNav(item.items, titles) as typeof item.items }
      : { ...item, title };
  });
}

const cache = new WeakMap<Site, Map<string, Site>>();

/**
 * The site in `language`: every translated word in place of the default language's, every other
 * word as it is. The site itself when the language has no translations (the default language
 * never has). Remembered per document, so each page of a language pays for it once.
 */
export function translateSite(site: Site, language: string): Site {
  const words = site.translations?.[language];
  if (!words) return site;
  let byLanguage = cache.get(site);
  const known = byLanguage?.get(language);
  if (known) return known;
  const translated: Site = {
    ...site,
    title: words.title ?? site.title,
    settings: words.description
      ? { ...site.settings, description: words.description }
      : site.settings,
    pages: site.pages.map((page) => translatePage(page, words)),
    navigation: {
      main: translateNav(site.navigation.main, words.navigation),
      footer: translateNav(site.navigation.footer, words.navigation),
    },
    footer: { ...site.footer, sections: translateSections(site.footer.sections, words) },
  };
  if (!byLanguage) {
    byLanguage = new Map();
    cache.set(site, byLanguage);
  }
  byLanguage.set(language, translated);
  return translated;
}

function withLanguage(
  site: Site,
  language: string,
  change: (words: LanguageTranslation) => LanguageTranslation,
): Site {
  const translations: Translations = { ...site.translations };
  translations[language] = change(translations[language] ?? {});
  return { ...site, translations };
}

/** Without `key`; undefined when nothing is left. */
function without<T extends object>(record: T | undefined, key: string): T | undefined {
  if (!record || !Object.hasOwn(record, key)) return record;
  const { [key]: _gone, ...rest } = record as Record<string, unknown>;
  return Object.keys(rest).length > 0 ? (rest as T) : undefined;
}

/**
 * Writes one block setting's translation; `undefined` removes it, so the block shows the default
 * language's words again.
 */
export function setBlockTranslation(
  site: Site,
  language: string,
  blockId: string,
  key: string,
  value: unknown,
): Site {
  return withLanguage(site, language, (words) => {
    const own = without(words.blocks?.[blockId], key);
    const settings = value === undefined ? own : { ...own, [key]: value };
    const blocks = settings
      ? { ...words.blocks, [blockId]: settings }
      : without(words.blocks, blockId);
    return { ...words, blocks };
  });
}

/** Writes a page's translated words; an empty or absent field falls back to the default's. */
export function setPageTranslation(
  site: Site,
  language: string,
  pageId: string,
  page: PageTranslation,
): Site {
  const kept = Object.fromEntries(
    Object.entries(page).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as PageTranslation;
  return withLanguage(site, language, (words) => ({
    ...words,
    pages:
      Object.keys(kept).length > 0
        ? { ...words.pages, [pageId]: kept }
        : without(words.pages, pageId),
  }));
}

/** The site's own words in a language: its title and its description for search engines. */
export interface SiteWords {
  readonly title?: string;
  readonly description?: string;
}

/**
 * Writes the site's translated title and description: a key given with words sets it, given
 * empty removes it (the default language's shows again), left out keeps it.
 */
export function setSiteTranslation(site: Site, language: string, change: SiteWords): Site {
  return withLanguage(site, language, (words) => {
    let next: LanguageTranslation = words;
    for (const key of ['title', 'description'] as const) {
      const text = change[key];
      if (text === undefined) continue;
      const trimmed = text.trim();
      next = trimmed ? { ...next, [key]: trimmed } : (without(next, key) ?? {});
    }
    return next;
  });
}

/** Writes a navigation entry's translated title; empty removes it. */
export function setNavTranslation(
  site: Site,
  language: string,
  itemId: string,
  title: string,
): Site {
  const trimmed = title.trim();
  return withLanguage(site, language, (words) => ({
    ...words,
    navigation: trimmed
      ? { ...words.navigation, [itemId]: trimmed }
      : without(words.navigation, itemId),
  }));
}

/** One text of the site that a language has no translation of yet. */
export interface MissingText {
  /** The page it is on; absent: the footer or the navigation. */
  readonly pageId?: string;
  readonly kind: 'page-title' | 'block' | 'navigation';
  /** The block's or the navigation entry's id (the page's own for a page title). */
  readonly id: string;
  /** The block setting's name, or a list text's key (`items.<itemId>.title`). */
  readonly key?: string;
}

/**
 * The translation keys of a block's texts (the blocks' definitions know): its settings that hold
 * words, and `list.<itemId>.field` for each text inside its lists' items (list-texts.ts).
 */
export type TextKeys = (block: Block) => readonly string[];

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function missingInSections(
  sections: Section[],
  words: LanguageTranslation | undefined,
  textKeys: TextKeys,
  pageId: string | undefined,
): MissingText[] {
  const missing: MissingText[] = [];
  for (const section of sections) {
    for (const block of section.blocks) {
      for (const key of textKeys(block)) {
        if (isBlank(textAt(block.settings, key))) continue;
        if (words?.blocks?.[block.id]?.[key] !== undefined) continue;
        missing.push({ ...(pageId ? { pageId } : {}), kind: 'block', id: block.id, key });
      }
    }
  }
  return missing;
}

function missingInNav(
  items: readonly NavItem[],
  words: LanguageTranslation | undefined,
): MissingText[] {
  return items.flatMap((item): MissingText[] => {
    if (item.kind === 'page') return [];
    const own: MissingText[] =
      words?.navigation?.[item.id] === undefined ? [{ kind: 'navigation', id: item.id }] : [];
    return item.kind === 'folder' ? [...own, ...missingInNav(item.items, words)] : own;
  });
}

/**
 * What `language` has not translated yet: `pageId` narrows it to one page's title and blocks;
 * absent, the whole site (every page, the footer and the navigation).
 */
export function missingTranslations(
  site: Site,
  language: string,
  textKeys: TextKeys,
  pageId?: string,
): MissingText[] {
  const words = site.translations?.[language];
  const pages = pageId ? site.pages.filter((page) => page.id === pageId) : site.pages;
  const missing = pages.flatMap((page) => [
    ...(words?.pages?.[page.id]?.title === undefined
      ? [{ pageId: page.id, kind: 'page-title' as const, id: page.id }]
      : []),
    ...missingInSections(page.sections, words, textKeys, page.id),
  ]);
  if (pageId) return missing;
  return [
    ...missing,
    ...missingInSections(site.footer.sections, words, textKeys, undefined),
    ...missingInNav([...site.navigation.main, ...site.navigation.footer], words),
  ];
}

/** A block's translated words without the list texts whose item is gone; `words` when none is. */
function keepListTexts(words: Settings, settings: Settings): Settings | undefined {
  const gone = Object.keys(words).filter(
    (key) => isListTextKey(key) && textPathOf(settings, key) === null,
  );
  if (gone.length === 0) return words;
  const kept = Object.fromEntries(Object.entries(words).filter(([key]) => !gone.includes(key)));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The block translations of blocks that still exist, each without the texts of gone items. */
function keepBlocks(
  blocks: Record<string, Settings> | undefined,
  settingsOf: Map<string, Settings>,
): Record<string, Settings> | undefined {
  if (!blocks) return blocks;
  let changed = false;
  const kept: Record<string, Settings> = {};
  for (const [id, words] of Object.entries(blocks)) {
    const settings = settingsOf.get(id);
    const own = settings ? keepListTexts(words, settings) : undefined;
    if (own !== words) changed = true;
    if (own) kept[id] = own;
  }
  if (!changed) return blocks;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The translations of what no longer exists (a deleted page, block, navigation entry or list
 * item) go, so the document does not carry them. The site itself when nothing went.
 */
export function pruneTranslations(site: Site): Site {
  if (!site.translations) return site;
  const pageIds = new Set(site.pages.map((page) => page.id));
  const settingsOf = new Map<string, Settings>();
  for (const section of [...site.pages.flatMap((page) => page.sections), ...site.footer.sections])
    for (const block of section.blocks) settingsOf.set(block.id, block.settings);
  const navIds = new Set<string>();
  const collect = (items: readonly NavItem[]) => {
    for (const item of items) {
      navIds.add(item.id);
      if (item.kind === 'folder') collect(item.items);
    }
  };
  collect([...site.navigation.main, ...site.navigation.footer]);
  let changed = false;
  const keep = <T>(record: Record<string, T> | undefined, ids: Set<string>) => {
    if (!record) return record;
    const entries = Object.entries(record).filter(([id]) => ids.has(id));
    if (entries.length === Object.keys(record).length) return record;
    changed = true;
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  };
  const translations: Translations = {};
  for (const [language, words] of Object.entries(site.translations)) {
    const blocks = keepBlocks(words.blocks, settingsOf);
    if (blocks !== words.blocks) changed = true;
    translations[language] = {
      ...words,
      pages: keep(words.pages, pageIds),
      blocks,
      navigation: keep(words.navigation, navIds),
    };
  }
  return changed ? { ...site, translations } : site;
}
