// Remembers the visitor's pick in the header's language switcher (LanguageSwitcher.tsx): the
// choice cookie, and for a signed-in site user the locale call, sent as the link is followed
// (keepalive, so the next page does not wait for it). Without script the links still go to the
// page in that language; only the choice is not remembered.
import { CRUMB_COOKIE, CRUMB_HEADER } from '../shared/api/sites';
import { parseCookies } from '../shared/cookies/parse';
import { SITE_USER_COOKIE } from '../shared/cookies/site-user';
import { LOCALE_PATH, languageChoiceCookie } from '../shared/i18n/language-choice';

export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';

export function rememberLanguageChoices(
  document: Document,
  send: typeof fetch = (input, init) => fetch(input, init),
): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const tag = target
      ?.closest(`[${LANGUAGE_CHOICE_ATTRIBUTE}]`)
      ?.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE);
    if (!tag) return;
    document.cookie = languageChoiceCookie(tag);
    const cookies = parseCookies(document.cookie);
    if (!cookies.has(SITE_USER_COOKIE)) return;
    void send(LOCALE_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: {
        'Content-Type': 'application/json',
        [CRUMB_HEADER]: cookies.get(CRUMB_COOKIE) ?? '',
      },
      body: JSON.stringify({ language: tag }),
    }).catch(() => undefined);
  });
}
