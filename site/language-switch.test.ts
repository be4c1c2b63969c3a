// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { rememberLanguageChoices } from './language-switch';

const SWITCHER = `<nav aria-label="Language"><a href="/fr/" data-language-choice="fr-FR"><span>FR</span></a></nav>`;

/** A page with the switcher and a cookie jar of its own; follows the French link. */
function pick(cookies: string[], send: typeof fetch): string[] {
  const page = document.implementation.createHTMLDocument();
  Object.defineProperty(page, 'cookie', {
    get: () => cookies.map((cookie) => cookie.split(';')[0]).join('; '),
    set: (value: string) => cookies.push(value),
  });
  page.body.innerHTML = SWITCHER;
  rememberLanguageChoices(page, send);
  page.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  return cookies;
}

const answered = () => vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));

describe('picking a language in the switcher', () => {
  it('keeps the choice in a cookie, and sends nothing for a visitor not signed in', () => {
    const send = answered();
    expect(pick([], send)).toEqual(['sb_language=fr-FR; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a signed-in user’s choice to their account, with the crumb', () => {
    const send = answered();
    pick(['SiteUserInfo=abc', 'crumb=c1'], send);
    expect(send).toHaveBeenCalledTimes(1);
    const [path, init] = send.mock.calls[0]!;
    expect(path).toBe('/api/site-users/account/locale');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'fr-FR' });
    expect(new Headers(init?.headers).get('X-CSRF-Token')).toBe('c1');
  });
});
