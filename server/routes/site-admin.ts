// The Sites screen's calls (docs/sites.md), mounted under /api/sites in every site's app: the
// list with addresses and roles, create, rename, set the host name, duplicate, delete (the body
// names the site) and the one-time link that opens a site's editor at its own address. The owner
// guard has checked each call's permission on the site its path names (route-access.ts); creating
// is open to anyone signed in, so that call finds its owner itself and refuses API keys.
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SIGN_IN_LINK_PARAM } from '../../shared/api/auth';
import { SiteApiMessage } from '../../shared/api/sites';
import { isBrandTone, isSiteTemplateId } from '../../shared/design/brand-tones';
import { can, roleRefusal, SIGN_IN_TO_CONTINUE } from '../../shared/permissions/roles';
import { isObj } from '../../shared/products/input-fields';
import {
  checkHostName,
  checkSiteName,
  localSiteHost,
  type ManagedSite,
  type OpenSiteResponse,
  SitesMessage,
} from '../../shared/sites/manage';
import { isSecureRequest } from '../cookie-header';
import { jsonBody } from '../json-body';
import { refusal } from '../owners/guard';
import { bearerKey, ownerSessionToken } from '../owners/principal';
import { createSignInLink, EDITOR_PATH } from '../owners/sign-in-link';
import { tokenDigest } from '../owners/tokens';
import { createSite, deleteSite, duplicateSite, type SiteOps } from '../sites/site-ops';

export interface SiteAdminDependencies {
  readonly install: SiteOps;
  /** A site was made, readdressed or deleted: the dispatcher reads its host table again. */
  readonly changed: () => void;
  /** A site was deleted: its app goes. */
  readonly forget: (siteId: string) => Promise<void>;
}

const json = jsonBody({
  maxBytes: 4_000,
  refuse: (c, refused) =>
    c.json({ error: refused.message }, refused.status as ContentfulStatusCode),
});

const bad = (c: Context, message: string, status: 400 | 403 | 404 | 409 = 400) =>
  c.json({ error: message, message }, status);

/** The editor of `siteId` at its own address, with this request's scheme and port. */
function siteOrigin(c: Context, siteId: string, hostName: string | null): string {
  const url = new URL(c.req.url);
  const scheme = isSecureRequest(c) ? 'https:' : url.protocol;
  const port = c.req.header('Host')?.match(/:(\d+)$/)?.[1] ?? url.port;
  return `${scheme}//${hostName ?? localSiteHost(siteId)}${port ? `:${port}` : ''}`;
}

export function siteAdminRoutes(deps: SiteAdminDependencies): Hono {
  const { stores } = deps.install;
  const app = new Hono();
  const exists = async (siteId: string) => (await stores.registry.siteIds()).includes(siteId);

  app.get('/', async (c) => {
    const principal = c.get('principal');
    const [sites, hosts] = await Promise.all([stores.sites.list(), stores.registry.hosts()]);
    const hostOf = new Map([...hosts].map(([host, siteId]) => [siteId, host]));
    const rows: ManagedSite[] = [];
    for (const site of sites) {
      const role =
        principal.kind === 'api-key'
          ? undefined
          : await stores.owners.roleOn(site.id, principal.owner.id);
      const visible = principal.kind === 'api-key' ? principal.siteId === site.id : role;
      if (visible)
        rows.push({ ...site, hostName: hostOf.get(site.id) ?? null, role: role ?? null });
    }
    return c.json(rows);
  });

  /** The signed-in person of a 'self' route, or the refusal (an API key, nobody). */
  async function signedIn(c: Context) {
    if (bearerKey(c.req.header('Authorization')) !== null)
      return { refused: bad(c, SitesMessage.apiKeyRefused, 403) } as const;
    const token = ownerSessionToken(c.req.header('Cookie'));
    const session =
      token === null ? undefined : await stores.owners.sessionOwner(tokenDigest(token));
    if (!session) return { refused: c.json(refusal(SIGN_IN_TO_CONTINUE), 401) } as const;
    return { owner: session.owner } as const;
  }

  app.post('/', json, async (c) => {
    const session = await signedIn(c);
    if ('refused' in session) return session.refused;
    const body = c.var.body;
    const name = checkSiteName(isObj(body) ? body.name : undefined);
    if (!name.ok) return bad(c, name.message);
    const template = isObj(body) ? body.template : undefined;
    if (template !== 'blank' && !isSiteTemplateId(template)) return bad(c, SitesMessage.badStart);
    const tone = isObj(body) ? (body.tone ?? 'custom') : undefined;
    if (!isBrandTone(tone)) return bad(c, SitesMessage.badTone);
    const siteId = await createSite(deps.install, session.owner.id, {
      name: name.name,
      template,
      tone,
    });
    deps.changed();
    return c.json({ id: siteId }, 201);
  });

  app.put('/:siteId/name', json, async (c) => {
    const siteId = c.req.param('siteId');
    const name = checkSiteName(isObj(c.var.body) ? c.var.body.name : undefined);
    if (!name.ok) return bad(c, name.message);
    const stored = await stores.sites.get(siteId);
    if (!stored) return bad(c, SiteApiMessage.notFound, 404);
    const by = c.get('principal');
    const saved = await stores.sites.save(
      siteId,
      stored.revision,
      { ...stored.site, title: name.name },
      by.kind === 'owner' ? by.owner.email : `API key ${by.name}`,
    );
    if (saved.kind === 'conflict') return bad(c, SiteApiMessage.conflict, 409);
    if (saved.kind !== 'saved') return bad(c, SiteApiMessage.notFound, 404);
    return c.json({ revision: saved.revision, title: name.name });
  });

  app.put('/:siteId/host', json, async (c) => {
    const siteId = c.req.param('siteId');
    const checked = checkHostName(isObj(c.var.body) ? c.var.body.hostName : undefined);
    if (!checked.ok) return bad(c, checked.message);
    if (!(await exists(siteId))) return bad(c, SiteApiMessage.notFound, 404);
    if ((await stores.registry.setHost(siteId, checked.host)) === 'taken')
      return bad(c, SitesMessage.hostTaken, 409);
    deps.changed();
    return c.json({ hostName: checked.host });
  });

  app.post('/:siteId/duplicate', json, async (c) => {
    const siteId = c.req.param('siteId');
    const principal = c.get('principal');
    if (principal.kind !== 'owner') return bad(c, SitesMessage.apiKeyRefused, 403);
    const stored = await stores.sites.get(siteId);
    if (!stored) return bad(c, SiteApiMessage.notFound, 404);
    const given = isObj(c.var.body) ? c.var.body.name : undefined;
    const name = checkSiteName(given ?? `${stored.site.title} (copy)`.slice(0, 80));
    if (!name.ok) return bad(c, name.message);
    const copy = await duplicateSite(deps.install, siteId, principal.owner.id, name.name);
    if (!copy) return bad(c, SiteApiMessage.notFound, 404);
    deps.changed();
    return c.json({ id: copy }, 201);
  });

  app.delete('/:siteId', json, async (c) => {
    const siteId = c.req.param('siteId');
    const stored = await stores.sites.get(siteId);
    if (!stored) return bad(c, SiteApiMessage.notFound, 404);
    const confirm = isObj(c.var.body) ? c.var.body.confirm : undefined;
    if (typeof confirm !== 'string' || confirm.trim() !== stored.site.title.trim())
      return bad(c, SitesMessage.confirmMismatch);
    if ((await stores.registry.siteIds()).length <= 1) return bad(c, SitesMessage.lastSite, 409);
    await deleteSite(deps.install, siteId);
    c.set('siteRemoved', true);
    await deps.forget(siteId);
    return c.json({ deleted: siteId });
  });

  app.post('/:siteId/open', async (c) => {
    const siteId = c.req.param('siteId');
    const session = await signedIn(c);
    if ('refused' in session) return session.refused;
    const role = await stores.owners.roleOn(siteId, session.owner.id);
    // Someone with no role on a site does not learn whether it exists (as the guard answers).
    if (role === undefined || !(await exists(siteId))) return bad(c, SiteApiMessage.notFound, 404);
    if (!can(role, 'site:read')) return c.json(refusal(roleRefusal(role, 'site:read')), 403);
    const token = await createSignInLink(stores.owners, session.owner.id);
    const origin = siteOrigin(c, siteId, await stores.registry.hostOf(siteId));
    const url = `${origin}${EDITOR_PATH}?${SIGN_IN_LINK_PARAM}=${token}`;
    return c.json<OpenSiteResponse>({ url });
  });

  return app;
}
