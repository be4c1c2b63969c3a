// The server side of page access: what this request may see of a page of the published site.
// It reads the unlock cookies (verified against the stored password hashes) and the signed-in
// site user's member areas, then asks the pure rule (shared/access/decide.ts). The live renderer
// and GET /api/live-site both call it, so protected content leaves the server only for someone
// who may see it (docs/page-access.md).
import type { Context } from 'hono';
import {
  type AccessDecision,
  type AccessSiteUser,
  accessFor,
  type PageAccessMap,
  siteForVisitor,
  type Unlocked,
} from '../../shared/access/decide';
import { pageUnlockCookie, SITE_UNLOCK_COOKIE } from '../../shared/api/page-access';
import { parseCookies } from '../../shared/cookies/parse';
import type { Page, Site } from '../../shared/document/schema';
import { appendCookie } from '../cookie-header';
import type { CurrentSiteUser } from '../site-users/current-user';
import { type PageAccessStore, type PasswordScope, SITE_SCOPE } from '../storage/page-access-store';
import type { UnlockSigner } from './unlock-token';

export interface PageAccessDependencies {
  readonly store: PageAccessStore;
  readonly signer: UnlockSigner;
}

const pageScope = (pageId: string): PasswordScope => ({ kind: 'page', pageId });

export class VisitorAccess {
  /** `deps` null: no password can be checked and no member area read, so nothing opens. */
  constructor(
    readonly deps: PageAccessDependencies | null,
    private readonly siteUser?: CurrentSiteUser,
  ) {}

  private async verified(token: string | undefined, scope: PasswordScope): Promise<boolean> {
    if (token === undefined || this.deps === null) return false;
    const hash = await this.deps.store.passwordHash(scope);
    return this.deps.signer.verify(token, scope, hash);
  }

  /** What the request's cookies unlock among `site`'s lock screen and password pages. */
  async unlocked(c: Context, site: Site): Promise<Unlocked> {
    const cookies = parseCookies(c.req.header('Cookie') ?? '');
    const pageIds = new Set<string>();
    for (const page of site.pages) {
      if (page.access?.kind !== 'password') continue;
      const token = cookies.get(pageUnlockCookie(page.id));
      if (await this.verified(token, pageScope(page.id))) pageIds.add(page.id);
    }
    const siteOpen = await this.verified(cookies.get(SITE_UNLOCK_COOKIE), SITE_SCOPE);
    return { site: siteOpen, pageIds };
  }

  /** The signed-in site user (from the HttpOnly session only) and their member areas. */
  async member(c: Context): Promise<AccessSiteUser | null> {
    const user = this.siteUser ? await this.siteUser(c) : null;
    if (user === null) return null;
    return { memberAreaIds: this.deps ? await this.deps.store.areasOf(user.id) : [] };
  }

  /** What this request gets for `page` of the published `site`. */
  async decide(c: Context, site: Site, page: Page): Promise<AccessDecision> {
    const [unlocked, siteUser] = await Promise.all([this.unlocked(c, site), this.member(c)]);
    return accessFor({ site, page, siteUser, unlocked });
  }

  /** The request's copy of the published `site`: refused pages without their sections. */
  async visitorCopy(
    c: Context,
    site: Site,
  ): Promise<{ readonly site: Site; readonly access: PageAccessMap }> {
    const [unlocked, siteUser] = await Promise.all([this.unlocked(c, site), this.member(c)]);
    return siteForVisitor(site, (page) => accessFor({ site, page, siteUser, unlocked }));
  }
}

/** Sets the HttpOnly cookie that unlocks `scope` (a browser-session cookie, SameSite=Lax). */
export function setUnlockCookie(
  c: Context,
  signer: UnlockSigner,
  scope: PasswordScope,
  passwordHash: string,
): void {
  const name = scope.kind === 'site' ? SITE_UNLOCK_COOKIE : pageUnlockCookie(scope.pageId);
  appendCookie(c, name, signer.issue(scope, passwordHash), { maxAge: null, httpOnly: true });
}
