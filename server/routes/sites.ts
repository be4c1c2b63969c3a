// The site API: list, read and save (optimistic concurrency on the revision number).
import { Hono } from 'hono';
import {
  type InvalidDocumentResponse,
  MAX_SITE_DOCUMENT_BYTES,
  SiteApiMessage,
} from '../../shared/api/sites';
import { parseSiteForSave } from '../../shared/document/parse';
import { isObj } from '../../shared/products/input-fields';
import { jsonBody } from '../json-body';
import type { SiteStore } from '../storage/site-store';

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

/** A save body: at most MAX_SITE_DOCUMENT_BYTES; refusals in the site API's `{error, issues}`. */
const siteJson = jsonBody({
  maxBytes: MAX_SITE_DOCUMENT_BYTES,
  refuse: (c, refusal) =>
    refusal.kind === 'too-large'
      ? c.json({ error: SiteApiMessage.tooLarge }, 413)
      : c.json({ error: refusal.message, issues: [] }, 400),
});

export function siteRoutes(store: SiteStore): Hono {
  const app = new Hono();
  const notFound = { error: SiteApiMessage.notFound };

  app.get('/', async (c) => c.json(await store.list()));

  app.get('/:siteId', async (c) => {
    const stored = await store.get(c.req.param('siteId'));
    return stored ? c.json(stored) : c.json(notFound, 404);
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
