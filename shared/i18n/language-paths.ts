// Each language's addresses on the live site (docs/languages.md "Addresses per language"): the
// default language at `/…`; every other language at `/<segment>/…`, the segment being the tag's
// first subtag (`fr`) unless another of the site's languages shares it, then the whole tag in
// lower case (`fr-ca`). Page slugs are the same in every language. Pure: the server splits a
// request's path with it, the renderer prefixes the links it writes and lists the alternates.

export interface PathLanguages {
  /** Every language of the site, the default among them. */
  readonly tags: readonly string[];
  readonly defaultLanguage: string;
}

/** Paths the site serves the same in every language (files, the API, built assets, the editor). */
const UNPREFIXED = ['/api/', '/files/', '/assets/', '/config/', '/preview/'];

const firstSubtag = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** The path segment of a language ('fr', or 'fr-ca' when fr-FR is also a site language). */
export function languageSegment(tag: string, tags: readonly string[]): string {
  const first = firstSubtag(tag);
  const shared = tags.some((other) => other !== tag && firstSubtag(other) === first);
  return shared ? tag.toLowerCase() : first;
}

/** The start of a language's addresses: '' for the default language, '/fr' for another. */
export function languagePrefix(tag: string, languages: PathLanguages): string {
  return tag === languages.defaultLanguage ? '' : `/${languageSegment(tag, languages.tags)}`;
}

export interface SplitPath {
  /** The language the path is in. */
  readonly language: string;
  /** Its prefix ('' for the default language, '/fr'). */
  readonly prefix: string;
  /** The site path after the prefix ('/about'; '/' for the language's home page). */
  readonly rest: string;
}

/**
 * The language of an incoming path and the site path after its prefix. A first segment that is
 * no other language's (a removed language, one the site never had) is just a path of the
 * default language. `/fr` itself splits to rest '' (the caller redirects it to `/fr/`).
 */
export function splitLanguagePath(path: string, languages: PathLanguages): SplitPath {
  const match = /^\/([^/?#]+)(.*)$/s.exec(path);
  const segment = match?.[1]?.toLowerCase();
  for (const tag of languages.tags) {
    if (tag === languages.defaultLanguage || segment !== languageSegment(tag, languages.tags)) {
      continue;
    }
    return { language: tag, prefix: `/${segment}`, rest: match![2]! };
  }
  return { language: languages.defaultLanguage, prefix: '', rest: path };
}

/**
 * A site path as a language's visitor follows it: the prefix before paths of the site's pages
 * ('/about' → '/fr/about', '/' → '/fr/'); anchors, queries alone, other sites' addresses and the
 * paths every language shares (files, the API) as they are.
 */
export function prefixSitePath(prefix: string, path: string): string {
  if (prefix === '' || path[0] !== '/' || path[1] === '/' || path[1] === '\\') return path;
  if (UNPREFIXED.some((start) => path.startsWith(start))) return path;
  return `${prefix}${path}`;
}

export interface Alternate {
  /** A language's tag, or 'x-default' for the default language's address. */
  readonly hreflang: string;
  readonly path: string;
}

/** The same page in each language (the site's order), then x-default: the default's address. */
export function languageAlternates(rest: string, languages: PathLanguages): Alternate[] {
  const alternates = languages.tags.map((tag) => ({
    hreflang: tag,
    path: prefixSitePath(languagePrefix(tag, languages), rest),
  }));
  return [...alternates, { hreflang: 'x-default', path: rest }];
}
