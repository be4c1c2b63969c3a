// The owner's cookie banner on the live page (docs/analytics.md "Cookie banner"). With the
// banner on, the spec's restrictive cookie policy applies (shared/analytics/cookie-policy.ts)
// until the visitor accepts: the census sets no visitor cookie and clears them. The banner asks
// once: Accept sets ss_performanceCookiesAllowed to "true" (the next page counts with cookies),
// Decline to "false"; either choice is kept 390 days (the spec's analytics cookie lifetime) and the
// banner goes. A region with a name, two native buttons (keyboard), focus left where it was. Its
// words are the page's language's, written on <body> by the server (site/document.ts), else English.
import {
  CookieBannerText,
  type CookieBannerWords,
} from '../../shared/analytics/cookie-banner-text';
import { PERFORMANCE_COOKIES_ALLOWED_COOKIE } from '../../shared/analytics/cookie-names';
import { parseCookies } from '../../shared/cookies/parse';
import { cookieText } from './census';

export const CHOICE_COOKIE_MAX_AGE_MS = 390 * 86_400_000;

/** The body attributes (data-cookie-*) that carry the banner's words in the page's language. */
export const COOKIE_WORD_ATTRIBUTES: { readonly [key in keyof CookieBannerWords]: string } = {
  label: 'data-cookie-label',
  message: 'data-cookie-message',
  accept: 'data-cookie-accept',
  decline: 'data-cookie-decline',
};

function bannerWords(body: HTMLElement): CookieBannerWords {
  const word = (key: keyof CookieBannerWords) =>
    body.getAttribute(COOKIE_WORD_ATTRIBUTES[key]) || CookieBannerText[key];
  return {
    label: word('label'),
    message: word('message'),
    accept: word('accept'),
    decline: word('decline'),
  };
}

/** Whether the banner is asked for: the site has it on and the visitor has not chosen yet. */
export function bannerDue(bodyData: DOMStringMap, cookies: string): boolean {
  if (bodyData.cookieBanner !== 'true') return false;
  const choice = parseCookies(cookies).get(PERFORMANCE_COOKIES_ALLOWED_COOKIE);
  return choice !== 'true' && choice !== 'false';
}

/** Shows the banner when due; answers it (or null). */
export function showCookieBanner(doc: Document, secure: boolean): HTMLElement | null {
  if (!bannerDue(doc.body.dataset, doc.cookie)) return null;
  const words = bannerWords(doc.body);
  const banner = doc.createElement('section');
  banner.className = 'sb-cookie-banner';
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', words.label);
  const message = doc.createElement('p');
  message.textContent = words.message;
  const actions = doc.createElement('div');
  actions.className = 'sb-cookie-banner-actions';
  const choose = (allowed: boolean) => () => {
    doc.cookie = cookieText(
      PERFORMANCE_COOKIES_ALLOWED_COOKIE,
      String(allowed),
      CHOICE_COOKIE_MAX_AGE_MS,
      secure,
    );
    banner.remove();
  };
  for (const [label, allowed] of [
    [words.accept, true],
    [words.decline, false],
  ] as const) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'sb-button';
    button.textContent = label;
    button.addEventListener('click', choose(allowed));
    actions.append(button);
  }
  banner.append(message, actions);
  doc.body.append(banner);
  return banner;
}
