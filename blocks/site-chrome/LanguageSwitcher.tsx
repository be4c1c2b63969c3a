// The live site's language switcher in the header, when the site speaks more than one language:
// a list of links named "Language", one per language, each to the same page in that language
// (`hreflang` and `lang` on it, its short code shown and its own name after it for assistive
// technology, so the name holds what is seen: "FR Français (France)"), the
// current one marked aria-current. Plain links, so it works without script; site/client.tsx
// remembers the choice when one is followed (docs/languages.md).
import { createContext, useContext } from 'react';
import { useSiteWord } from '../site-word';

export interface LanguageLink {
  /** The language's tag ('fr-FR'). */
  readonly tag: string;
  /** What the switcher shows ('FR'). */
  readonly short: string;
  /** Its own name ('Français (France)'). */
  readonly name: string;
  /** The same page in that language ('/fr/about'). */
  readonly href: string;
}

export interface LanguageLinks {
  /** The page's language. */
  readonly current: string;
  readonly links: readonly LanguageLink[];
}

/** Provided by the live render for a site of more than one language; null elsewhere. */
export const LanguageLinksContext = createContext<LanguageLinks | null>(null);

export function LanguageSwitcher() {
  const languages = useContext(LanguageLinksContext);
  const name = useSiteWord('language', 'Language');
  if (!languages || languages.links.length < 2) return null;
  return (
    <nav className="sb-language-switcher" aria-label={name}>
      <ul className="sb-language-list">
        {languages.links.map((link) => (
          <li key={link.tag}>
            <a
              className="sb-language-link"
              href={link.href}
              hrefLang={link.tag}
              lang={link.tag}
              data-language-choice={link.tag}
              aria-current={link.tag === languages.current ? 'page' : undefined}
            >
              {`${link.short} `}
              <span className="sb-visually-hidden">{link.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
