// The owner's cookie banner on the live page (docs/analytics.md "Cookie banner"). With the
// banner on, the spec's restrictive cookie policy applies (shared/analytics/cookie-policy.ts)
// until the visitor accepts: the census sets no visitor cookie and clears them. The banner asks
// once: Accept sets ss_performanceCookiesAllowed to "true" (the next page counts with cookies),
// Decline to "false"; either choice is kept 390 days (the spec's analytics cookie lifetime) and the
// banner goes. A region with a name, two native buttons (keyboard), focus left where it was.
import { PERFORMANCE_COOKIES_ALLOWED_COOKIE } from '../../shared/analytics/cookie-names';
import { parseCookies } from '../../shared/cookies/parse';
import { cookieText } from './census';

export const CHOICE_COOKIE_MAX_AGE_MS = 390 * 86_400_000;

export const CookieBannerText = {
  label: 'Cookie consent',
  message:
    'This site counts its visits. Accept cookies to let it tell your visits apart, or decline and be counted without them.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

/** Whether the banner is asked for: the site has it on and the visitor has not chosen yet. */
export function bannerDue(bodyData: DOMStringMap, cookies: string): boolean {
  if (bodyData.cookieBanner !== 'true') return false;
  const choice = parseCookies(cookies).get(PERFORMANCE_COOKIES_ALLOWED_COOKIE);
  return choice !== 'true' && choice !== 'false';
}

/** Shows the banner when due; answers it (or null). */
export function showCookieBanner(doc: Document, secure: boolean): HTMLElement | null {
  if (!bannerDue(doc.body.dataset, doc.cookie)) return null;
  const banner = doc.createElement('section');
  banner.className = 'sb-cookie-banner';
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', CookieBannerText.label);
  const message = doc.createElement('p');
  message.textContent = CookieBannerText.message;
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
    [CookieBannerText.accept, true],
    [CookieBannerText.decline, false],
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
