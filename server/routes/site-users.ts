// Site users (a visitor's own account on the site): the spec's session calls (POST and DELETE
// /api/site-users/account/session) and ours to create an account and to ask who is signed in.
// The crumb guards every write (csrf middleware). Signing in merges the visitor's cart into the
// user's; signing out leaves the user's cart with the user (cloneCart=true gives the visitor a
// copy). Sign-in and account creation are rate-limited per network address (mounted by path,
// server/limits/routes.ts).
import { type Context, Hono } from 'hono';
import { localeBodySchema, MultilingualMessage } from '../../shared/api/multilingual';
import {
  type AccountResponse,
  CLONE_CART_PARAM,
  SITE_USER_SESSION_COOKIE,
  type SignInResponse,
  SiteUserMessage,
} from '../../shared/api/site-users';
import { DEFAULT_SITE_LANGUAGES, siteLanguageOf } from '../../shared/i18n/languages';
import { checkCredentials } from '../../shared/site-users/credentials';
import { bindingAfter, issueCrumb } from '../csrf';
import type { JsonBodyEnv } from '../json-body';
import { type CurrentSiteUser, forgetStaleSignIn } from '../site-users/current-user';
import { decoyHash, hashPassword, verifyPassword } from '../site-users/password';
import {
  clearSessionCookies,
  newSessionToken,
  sessionLifetime,
  sessionTokenOf,
  setSessionCookies,
  tokenDigest,
} from '../site-users/session';
import type { CommerceStore } from '../storage/commerce-store';
import type { LanguageStore } from '../storage/language-store';
import type { SiteUserStore } from '../storage/site-user-store';
import {
  badRequest,
  cartIdOf,
  clearCartCookies,
  commerceJson,
  setCartCookies,
} from './commerce-http';

export interface SiteUserDependencies {
  readonly store: SiteUserStore;
  /** The site's languages: a user's own language must be one of them (docs/languages.md). */
  readonly languages?: LanguageStore;
}

export function siteUserRoutes(
  deps: SiteUserDependencies,
  siteUser: CurrentSiteUser,
  commerce?: CommerceStore,
): Hono {
  const { store } = deps;
  const app = new Hono();
  /** The credentials check of the body: the credentials or the refusal. */
  const credentialsOf = (c: Context<JsonBodyEnv>, mode: 'sign-in' | 'create') => {
    const input = checkCredentials(c.var.body, mode);
    return input.ok ? input.value : badRequest(c, input.message, input.field);
  };

  app.post('/account', commerceJson, async (c) => {
    const input = credentialsOf(c, 'create');
    if (input instanceof Response) return input;
    const created = await store.create(input.email, await hashPassword(input.password));
    if (created === 'taken') {
      return c.json({ message: SiteUserMessage.emailTaken, field: 'email' }, 409);
    }
    return c.json<AccountResponse>({ email: created.email, siteUserId: created.id }, 201);
  });

  app.get('/account', async (c) => {
    const user = await siteUser(c);
    forgetStaleSignIn(c, user !== null);
    if (user === null) return c.json({ message: SiteUserMessage.notSignedIn }, 401);
    return c.json<AccountResponse>({ email: user.email, siteUserId: user.id });
  });

  // The signed-in user's own language (site-and-editor.md §7), one of the site's.
  app.post('/account/locale', commerceJson, async (c) => {
    const user = await siteUser(c);
    if (user === null) return c.json({ message: SiteUserMessage.notSignedIn }, 401);
    const parsed = localeBodySchema.safeParse(c.var.body);
    const languages = (await deps.languages?.languages()) ?? DEFAULT_SITE_LANGUAGES;
    const language = parsed.success ? siteLanguageOf(languages, parsed.data.language) : null;
    if (language === null) return badRequest(c, MultilingualMessage.badLocale, 'language');
    await store.setLocale(user.id, language);
    return c.json({ language });
  });

  app.post('/account/session', commerceJson, async (c) => {
    const input = credentialsOf(c, 'sign-in');
    if (input instanceof Response) return input;
    const user = await store.findByEmail(input.email);
    const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) return c.json({ message: SiteUserMessage.badCredentials }, 401);
    const previous = sessionTokenOf(c.req.header('Cookie'));
    if (previous !== null) await store.deleteSession(tokenDigest(previous));
    const token = newSessionToken();
    const lifetime = sessionLifetime(store.now(), input.rememberMe);
    await store.createSession(tokenDigest(token), user.id, lifetime.expiresAt);
    setSessionCookies(c, token, user.id, lifetime.cookieMaxAge);
    const xsrfToken = issueCrumb(
      c,
      bindingAfter(c.req.header('Cookie'), SITE_USER_SESSION_COOKIE, token),
    );
    const claimed = commerce ? await commerce.claimCart(cartIdOf(c), user.id) : null;
    if (claimed?.cartId === null) clearCartCookies(c);
    else if (claimed) setCartCookies(c, claimed.cartId);
    return c.json<SignInResponse>({
      xsrfToken,
      email: user.email,
      siteUserId: user.id,
      cartUnitsDropped: claimed?.dropped ?? 0,
    });
  });

  app.delete('/account/session', async (c) => {
    const user = await siteUser(c);
    const token = sessionTokenOf(c.req.header('Cookie'));
    if (token !== null) await store.deleteSession(tokenDigest(token));
    clearSessionCookies(c);
    issueCrumb(c, bindingAfter(c.req.header('Cookie'), SITE_USER_SESSION_COOKIE, null));
    if (commerce && user !== null) {
      const copy =
        c.req.query(CLONE_CART_PARAM) === 'true'
          ? await commerce.copyCartForVisitor(user.id)
          : null;
      if (copy === null) clearCartCookies(c);
      else setCartCookies(c, copy);
    }
    return c.json({});
  });

  return app;
}
