// Which language a live request is in (docs/languages.md "Addresses per language"): `/fr/…` is
// French when French is one of the site's languages, anything else the default language's path
// (an unknown or removed language's prefix is just a path: the not-found page). `/fr` goes to
// `/fr/`; `/` goes to the remembered language's home page for a visitor who chose another one
// (a signed-in site user's stored locale, else the switcher's cookie).
import type { Context } from 'hono';
import { parseCookies } from '../../shared/cookies/parse';
import { LANGUAGE_CHOICE_COOKIE, rememberedHome } from '../../shared/i18n/language-choice';
import { type PathLanguages, splitLanguagePath } from '../../shared/i18n/language-paths';
import {
  DEFAULT_SITE_LANGUAGES,
  defaultLanguageOf,
  type SiteLanguage,
} from '../../shared/i18n/languages';
import type { CurrentSiteUser } from '../site-users/current-user';
import type { SiteUserStore } from '../storage/site-user-store';

export interface LanguageDependencies {
  /** The site's languages; absent: en-US alone. */
  readonly languages?: () => Promise<readonly SiteLanguage[]>;
  /** A signed-in site user's stored language, or null (signed out, none stored). */
  readonly storedLocale?: (c: Context) => Promise<string | null>;
}

/** A signed-in site user's stored language (null signed out or before they choose one). */
export function storedLocale(
  siteUser: CurrentSiteUser,
  store: Pick<SiteUserStore, 'locale'>,
): (c: Context) => Promise<string | null> {
  return async (c) => {
    const user = await siteUser(c);
    return user === null ? null : store.locale(user.id);
  };
}

export interface PageLanguage {
  readonly language: string;
  readonly languages: PathLanguages;
}

export interface RequestLanguage {
  /** The address after the language's prefix, with the query ('/about?x=1'). */
  readonly address: string;
  /** The page's language and the site's languages, read when the page is rendered. */
  readonly language: () => Promise<PageLanguage>;
}

export function pathLanguagesOf(languages: readonly SiteLanguage[]): PathLanguages {
  return {
    tags: languages.map((language) => language.code),
    defaultLanguage: defaultLanguageOf(languages),
  };
}

function redirect(c: Context, location: string): Response {
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Cookie');
  return c.redirect(location, 302);
}

/** A first path segment that may name a language ('fr', 'fr-ca'). */
const LANGUAGE_SEGMENT = /^\/[a-z]{2}(?:-[a-z]{2})?(?:\/|$)/i;

/**
 * The request's language and address, or the redirect it answers with. The site's languages are
 * read only when the address may start with a language or a visitor at `/` remembers one: a
 * cached page in the default language is answered without them.
 */
export async function requestLanguage(
  c: Context,
  deps: LanguageDependencies,
): Promise<RequestLanguage | Response> {
  const url = new URL(c.req.url);
  let reading: Promise<PathLanguages> | undefined;
  const siteLanguages = () => {
    reading ??= (deps.languages?.() ?? Promise.resolve(DEFAULT_SITE_LANGUAGES)).then(
      pathLanguagesOf,
    );
    return reading;
  };
  if (url.pathname === '/') {
    const cookie = parseCookies(c.req.header('Cookie') ?? '').get(LANGUAGE_CHOICE_COOKIE) ?? null;
    const remembered = (await deps.storedLocale?.(c)) ?? cookie;
    const home = remembered === null ? null : rememberedHome(remembered, await siteLanguages());
    if (home) return redirect(c, `${home}${url.search}`);
  }
  const address = `${url.pathname}${url.search}`;
  if (!LANGUAGE_SEGMENT.test(url.pathname)) {
    return {
      address,
      language: async () => {
        const languages = await siteLanguages();
        return { language: languages.defaultLanguage, languages };
      },
    };
  }
  const languages = await siteLanguages();
  const split = splitLanguagePath(url.pathname, languages);
  if (split.prefix !== '' && split.rest === '') return redirect(c, `${split.prefix}/${url.search}`);
  return {
    address: `${split.rest}${url.search}`,
    language: async () => ({ language: split.language, languages }),
  };
}
