// A live page's ties to its other languages (docs/languages.md "Addresses per language"): the
// prefix its links take, its hreflang alternates and the header's switcher links. Pure.
import type { LanguageLinks } from '../blocks/site-chrome/LanguageSwitcher';
import { LANGUAGES } from '../shared/i18n/language-codes';
import {
  type Alternate,
  languageAlternates,
  languagePrefix,
  languageSegment,
  type PathLanguages,
} from '../shared/i18n/language-paths';

export interface PageLanguages {
  /** The start of the page's links ('/fr'; '' in the default language). */
  readonly prefix: string;
  /** The page in each language then x-default; none for a site of one language. */
  readonly alternates?: readonly Alternate[];
  /** The header's switcher; null for a site of one language. */
  readonly switcher: LanguageLinks | null;
}

const ownName = (tag: string) =>
  (LANGUAGES as Readonly<Record<string, { own: string }>>)[tag]?.own ?? tag;

/** `address` is the site path after the language's prefix ('/about?x=1'). */
export function pageLanguages(
  address: string,
  language: string,
  languages: PathLanguages | undefined,
): PageLanguages {
  const prefix = languages ? languagePrefix(language, languages) : '';
  if (!languages || languages.tags.length < 2) return { prefix, switcher: null };
  const alternates = languageAlternates(address.split('?')[0] || '/', languages);
  const links = languages.tags.map((tag, index) => ({
    tag,
    short: languageSegment(tag, languages.tags).toUpperCase(),
    name: ownName(tag),
    href: alternates[index]!.path,
  }));
  return { prefix, alternates, switcher: { current: language, links } };
}
