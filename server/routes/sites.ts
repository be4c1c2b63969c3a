// The site API: list, read and save (optimistic concurrency on the revision number), and the
// kept revisions (docs/history.md).
import { type Context, Hono } from 'hono';
import type { LiveSiteResponse } from '../../shared/api/page-access';
import {
  type InvalidDocumentResponse,
  MAX_SITE_DOCUMENT_BYTES,
  type RevisionListResponse,
  type RevisionResponse,
  SiteApiMessage,
  type SiteResponse,
} from '../../shared/api/sites';
import { parseSiteForSave } from '../../shared/document/parse';
import type { Site } from '../../shared/document/schema';
import { siteChangeActions } from '../../shared/permissions/site-change';
import { isObj } from '../../shared/products/input-fields';
import type { VisitorAccess } from '../access/visitor-access';
import { jsonBody } from '../json-body';
import { refusal } from '../owners/guard';
import { type Principal, refusalFor } from '../owners/principal';
import type { OwnerStore } from '../storage/owner-store';
import { DamagedSiteError, type SiteStore } from '../storage/site-store';

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

type BodyCheck =
  | { readonly ok: true; readonly baseRevision: number; readonly site: unknown }
  | { readonly ok: false; readonly answer: InvalidDocumentResponse };

const invalid = (error: string, path: string, message: string): InvalidDocumentResponse => ({
  error,
  issues: [{ path, message }],
});

/** Checks the envelope of a save request (not the document itself). */
export function checkSaveBody(body: unknown): BodyCheck {
  if (!isObj(body) || !isWholeNumber(body.baseRevision)) {
    const message = isObj(body) && 'baseRevision' in body ? 'must be a whole number' : 'is missing';
    return { ok: false, answer: invalid(SiteApiMessage.badBaseRevision, 'baseRevision', message) };
  }
  return { ok: true, baseRevision: body.baseRevision, site: body.site };
}

/**
 * Reads a stored document: 404 when there is none, 422 with its issues when it is damaged beyond
 * the blocks stand-ins cover (a stored document is not the caller's fault, but neither is it a
 * failure of the server that trying again would fix).
 */
async function answerStored<T extends object>(
  c: Context,
  read: () => Promise<T | undefined>,
  missing: () => Promise<string>,
): Promise<Response> {
  try {
    const found = await read();
    return found ? c.json(found) : c.json({ error: await missing() }, 404);
  } catch (error) {
    if (!(error instanceof DamagedSiteError)) throw error;
    return c.json({ error: SiteApiMessage.damaged, issues: error.issues }, 422);
  }
}

/** Who a revision was saved by: the owner's email, or "API key <name>". */
function savedBy(c: Context): string {
  const principal = c.get('principal');
  return principal.kind === 'owner' ? principal.owner.email : `API key ${principal.name}`;
}
/** A save body: at most MAX_SITE_DOCUMENT_BYTES; refusals in the site API's `{error, issues}`. */
const siteJson = jsonBody({
  maxBytes: MAX_SITE_DOCUMENT_BYTES,
  refuse: (c, refusal) =>
    refusal.kind === 'too-large'
      ? c.json({ error: SiteApiMessage.tooLarge }, 413)
      : c.json({ error: refusal.message, issues: [] }, 400),
});

/**
 * Why `principal` may not save `after` over `before`: the first action the change needs that it
 * lacks. A save that changes nothing still needs one of the two (a viewer saves nothing, so it
 * cannot add revisions either).
 */
export function saveRefusal(principal: Principal, before: Site, after: Site): string | undefined {
  const needed = siteChangeActions(before, after);
  if (needed.length > 0) {
    for (const action of needed) {
      const refused = refusalFor(principal, action);
      if (refused) return refused;
    }
    return undefined;
  }
  const edit = refusalFor(principal, 'site:edit');
  return edit && refusalFor(principal, 'store-settings:write') ? edit : undefined;
}

/** Told of each publish, with the version now live (search-engine records, the search index). */
export type PublishListener = (siteId: string, site: Site) => Promise<void>;

/** Whether the caller (the guard's principal) may see this site in the list of sites. */
export type SiteVisibility = (principal: Principal, siteId: string) => Promise<boolean>;

/** A person sees the sites they have a role on; an API key, its own site. */
export function sitesWithRole(owners: Pick<OwnerStore, 'roleOn'>): SiteVisibility {
  return async (principal, siteId) =>
    principal.kind === 'api-key'
      ? principal.siteId === siteId
      : (await owners.roleOn(siteId, principal.owner.id)) !== undefined;
}

/** `visible`: which sites the list shows a caller; every site when absent. */
export function siteRoutes(
  store: SiteStore,
  onPublish?: PublishListener,
  visible?: SiteVisibility,
): Hono {
  const app = new Hono();
  const notFound = { error: SiteApiMessage.notFound };
  const siteMissing = async () => SiteApiMessage.notFound;
  const withPublished = async (siteId: string): Promise<SiteResponse | undefined> => {
    const stored = await store.get(siteId);
    if (!stored) return undefined;
    const published = await store.published(siteId).catch(() => undefined);
    return { ...stored, publishedRevision: published?.revision ?? null };
  };

  app.get('/', async (c) => {
    const sites = await store.list();
    if (!visible) return c.json(sites);
    const principal = c.get('principal');
    const shown = await Promise.all(sites.map((site) => visible(principal, site.id)));
    return c.json(sites.filter((_, index) => shown[index]));
  });

  app.get('/:siteId', (c) =>
    answerStored<SiteResponse>(c, () => withPublished(c.req.param('siteId')), siteMissing),
  );

  app.post('/:siteId/publish', async (c) => {
    const siteId = c.req.param('siteId');
    const stored = await store.get(siteId);
    if (!stored) return c.json(notFound, 404);
    const result = await store.publish(siteId, stored.revision, savedBy(c));
    if (result !== 'published') return c.json(notFound, 404);
    await onPublish?.(siteId, stored.site);
    return c.json({ publishedRevision: stored.revision });
  });

  app.get('/:siteId/revisions', async (c) => {
    const revisions = await store.revisions(c.req.param('siteId'));
    if (revisions.length === 0) return c.json(notFound, 404);
    return c.json({ revisions } satisfies RevisionListResponse);
  });

  app.get('/:siteId/revisions/:revision{[0-9]{1,15}}', (c) => {
    const siteId = c.req.param('siteId');
    return answerStored<RevisionResponse>(
      c,
      () => store.revision(siteId, Number(c.req.param('revision'))),
      async () =>
        (await store.revisions(siteId)).length > 0
          ? SiteApiMessage.revisionNotFound
          : SiteApiMessage.notFound,
    );
  });

  app.put('/:siteId', siteJson, async (c) => {
    const siteId = c.req.param('siteId');
    const envelope = checkSaveBody(c.var.body);
    if (!envelope.ok) return c.json(envelope.answer, 400);
    const parsed = parseSiteForSave(envelope.site);
    if (!parsed.ok) {
      return c.json({ error: SiteApiMessage.invalidDocument, issues: parsed.issues }, 400);
    }
    if (parsed.site.id !== siteId) {
      return c.json(invalid(SiteApiMessage.idMismatch, 'id', `must be "${siteId}"`), 400);
    }
    // What the save changes decides what it needs: pages and design, or only store settings.
    const current = await store.get(siteId);
    if (!current) return c.json(notFound, 404);
    const refused = saveRefusal(c.get('principal'), current.site, parsed.site);
    if (refused) return c.json(refusal(refused), 403);
    const result = await store.save(siteId, envelope.baseRevision, parsed.site, savedBy(c));
    switch (result.kind) {
      case 'saved':
        return c.json({ revision: result.revision });
      case 'conflict':
        return c.json(
          { error: SiteApiMessage.conflict, currentRevision: result.currentRevision },
          409,
        );
      case 'not-found':
        return c.json(notFound, 404);
      case 'invalid':
        return c.json({ error: SiteApiMessage.invalidDocument, issues: result.issues }, 400);
    }
  });

  return app;
}

/**
 * GET /api/live-site: the published version of the installation's site, as this visitor may see
 * it: a page behind the lock screen, a password or membership they lack comes without its
 * sections, and `access` says which screen each page shows (docs/page-access.md). The answer
 * depends on the visitor's cookies, so no shared cache may keep it.
 */
export function liveSiteRoutes(
  store: SiteStore,
  siteId: () => string,
  access: VisitorAccess,
): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const published = await store.published(siteId());
    if (!published) return c.json({ error: SiteApiMessage.notPublished }, 404);
    const copy = await access.visitorCopy(c, published.site);
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    return c.json<LiveSiteResponse>({
      ...published,
      site: copy.site,
      access: copy.access,
      publishedRevision: published.revision,
    });
  });
  return app;
}
