// The site API: list, read and save (optimistic concurrency on the revision number).
import { Hono } from 'hono';
import {
  type InvalidDocumentResponse,
  MAX_SITE_DOCUMENT_BYTES,
  SiteApiMessage,
  type SiteResponse,
} from '../../shared/api/sites';
import { parseSite } from '../../shared/document/parse';
import type { Site } from '../../shared/document/schema';
import { siteChangeActions } from '../../shared/permissions/site-change';
import { readTextLimited } from '../body';
import { refusal } from '../owners/guard';
import { type Principal, refusalFor } from '../owners/principal';
import type { SiteStore } from '../storage/site-store';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  if (!isRecord(body) || !isWholeNumber(body.baseRevision)) {
    const message =
      isRecord(body) && 'baseRevision' in body ? 'must be a whole number' : 'is missing';
    return { ok: false, answer: invalid(SiteApiMessage.badBaseRevision, 'baseRevision', message) };
  }
  return { ok: true, baseRevision: body.baseRevision, site: body.site };
}

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

export function siteRoutes(store: SiteStore): Hono {
  const app = new Hono();
  const notFound = { error: SiteApiMessage.notFound };

  app.get('/', async (c) => c.json(await store.list()));

  app.get('/:siteId', async (c) => {
    const siteId = c.req.param('siteId');
    const stored = await store.get(siteId);
    if (!stored) return c.json(notFound, 404);
    const published = await store.published(siteId);
    return c.json<SiteResponse>({ ...stored, publishedRevision: published?.revision ?? null });
  });

  app.post('/:siteId/publish', async (c) => {
    const siteId = c.req.param('siteId');
    const stored = await store.get(siteId);
    if (!stored) return c.json(notFound, 404);
    const result = await store.publish(siteId, stored.revision);
    return result === 'published'
      ? c.json({ publishedRevision: stored.revision })
      : c.json(notFound, 404);
  });

  app.put('/:siteId', async (c) => {
    const siteId = c.req.param('siteId');
    const read = await readTextLimited(c.req.raw, MAX_SITE_DOCUMENT_BYTES);
    if (!read.ok) return c.json({ error: SiteApiMessage.tooLarge }, 413);
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return c.json({ error: SiteApiMessage.badJson, issues: [] }, 400);
    }
    const envelope = checkSaveBody(body);
    if (!envelope.ok) return c.json(envelope.answer, 400);
    const parsed = parseSite(envelope.site);
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
    const result = await store.save(siteId, envelope.baseRevision, parsed.site);
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
    }
  });

  return app;
}

/** GET /api/live-site: the published version of the installation's site, for visitors. */
export function liveSiteRoutes(store: SiteStore, siteId: () => string): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const published = await store.published(siteId());
    return published
      ? c.json<SiteResponse>({ ...published, publishedRevision: published.revision })
      : c.json({ error: SiteApiMessage.notPublished }, 404);
  });
  return app;
}
