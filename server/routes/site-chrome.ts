// The navigation and header/footer calls (spec site-and-editor.md §7; docs/navigation.md). They
// read the installation's site draft and write it as a new revision, through the same checks as
// a save (parseSiteForSave) and the same revision test: a change made since it was read is a
// conflict (409), never overwritten.
import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  type HeaderFooter,
  headerFooterSchema,
  NAVIGATION_FIELDS,
  navigationFromWire,
  SiteChromeMessage,
  type SiteLayoutResponse,
  updateNavigationSchema,
} from '../../shared/api/site-chrome';
import { SiteApiMessage } from '../../shared/api/sites';
import { NAVIGATION_NAMES, type NavigationName } from '../../shared/document/navigation';
import { type NavLink, navigationLinks } from '../../shared/document/navigation-links';
import { formatPath, parseSiteForSave } from '../../shared/document/parse';
import type { Site } from '../../shared/document/schema';
import { jsonBody } from '../json-body';
import { DamagedSiteError, type SiteStore, type StoredSite } from '../storage/site-store';

const MAX_BODY_BYTES = 256_000;

const body = jsonBody({
  maxBytes: MAX_BODY_BYTES,
  refuse: (c, refusal) => c.json({ error: refusal.message, issues: [] }, refusal.status),
});

const invalid = (c: Context, error: z.ZodError) =>
  c.json(
    {
      error: SiteChromeMessage.invalid,
      issues: error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: issue.message,
      })),
    },
    400,
  );

/** The wire identifiers of a layout link: which entity it stands for (spec "Navigation update"). */
function wireLink(site: Site, name: NavigationName) {
  const items = new Map(
    site.navigation[name]
      .flatMap((item) => (item.kind === 'folder' ? [item, ...item.items] : [item]))
      .map((item) => [item.id, item]),
  );
  const convert = (link: NavLink): SiteLayoutResponse['layout'][number]['links'][number] => {
    const item = items.get(link.id);
    const ids =
      item?.kind === 'page'
        ? { collectionId: item.pageId }
        : item?.kind === 'folder'
          ? { collectionId: item.id }
          : item?.kind === 'link'
            ? { externalLink: item.id }
            : item?.kind === 'memberArea'
              ? { memberAreaId: item.memberAreaId }
              : {};
    return { ...link, ...ids, items: link.items.map(convert) };
  };
  return navigationLinks(site, name).map(convert);
}

const newNavId = () => `nav-${randomBytes(5).toString('hex')}`;

export function siteChromeRoutes(store: SiteStore, siteId: () => string): Hono {
  const app = new Hono();

  /** The draft, or an answer: 404 when there is none, 422 when it is damaged. */
  async function draft(c: Context, missing: string): Promise<StoredSite | Response> {
    try {
      return (await store.get(siteId())) ?? c.json({ error: missing }, 404);
    } catch (error) {
      if (!(error instanceof DamagedSiteError)) throw error;
      return c.json({ error: SiteApiMessage.damaged, issues: error.issues }, 422);
    }
  }

  /**
   * Stores `next` over `stored` as a new revision, or answers why not. A body's `baseRevision`
   * (optional) must be the draft's revision, as for a save.
   */
  async function write(c: Context, stored: StoredSite, next: Site, answer: () => object) {
    const base = (c.var as { body?: { baseRevision?: unknown } }).body?.baseRevision;
    if (base !== undefined && base !== stored.revision) {
      return c.json({ error: SiteApiMessage.conflict, currentRevision: stored.revision }, 409);
    }
    const parsed = parseSiteForSave(next);
    if (!parsed.ok) {
      return c.json({ error: SiteChromeMessage.invalid, issues: parsed.issues }, 400);
    }
    const principal = c.get('principal');
    const by = principal.kind === 'owner' ? principal.owner.email : `API key ${principal.name}`;
    const result = await store.save(siteId(), stored.revision, parsed.site, by);
    switch (result.kind) {
      case 'saved':
        return c.json({ ...answer(), revision: result.revision });
      case 'conflict':
        return c.json(
          { error: SiteApiMessage.conflict, currentRevision: result.currentRevision },
          409,
        );
      case 'not-found':
        return c.json({ error: SiteApiMessage.notFound }, 404);
      case 'invalid':
        return c.json({ error: SiteChromeMessage.invalid, issues: result.issues }, 400);
    }
  }

  app.get('/commondata/GetSiteLayout', async (c) => {
    const stored = await draft(c, SiteChromeMessage.noMainNavigation);
    if (stored instanceof Response) return stored;
    return c.json<SiteLayoutResponse>({
      templateId: stored.site.id,
      layout: NAVIGATION_NAMES.map((name) => ({
        identifier: NAVIGATION_FIELDS[name],
        links: wireLink(stored.site, name),
      })),
    });
  });

  app.post('/widget/UpdateNavigation', body, async (c) => {
    const checked = updateNavigationSchema.safeParse(c.var.body);
    if (!checked.success) return invalid(c, checked.error);
    const request = checked.data;
    const name = NAVIGATION_NAMES.find((n) => NAVIGATION_FIELDS[n] === request.fieldName)!;
    const stored = await draft(c, SiteChromeMessage.noMainNavigation);
    if (stored instanceof Response) return stored;
    if (request.templateId !== stored.site.id) {
      const issues = [{ path: 'templateId', message: `must be "${stored.site.id}"` }];
      return c.json({ error: SiteChromeMessage.wrongTemplate, issues }, 400);
    }
    const items = navigationFromWire(stored.site, name, request.navigation.items, newNavId);
    if (!items.ok) {
      const issues = [{ path: items.path, message: items.message }];
      return c.json({ error: SiteChromeMessage.invalid, issues }, 400);
    }
    const next = { ...stored.site, navigation: { ...stored.site.navigation, [name]: items.items } };
    return write(c, stored, next, () => ({
      identifier: request.fieldName,
      links: wireLink(next, name),
    }));
  });

  app.get('/site-header-footer', async (c) => {
    const stored = await draft(c, SiteApiMessage.notFound);
    if (stored instanceof Response) return stored;
    const { header, footer } = stored.site;
    return c.json<HeaderFooter & { revision: number }>({
      header,
      footer,
      revision: stored.revision,
    });
  });

  app.put('/site-header-footer', body, async (c) => {
    const checked = headerFooterSchema.safeParse(c.var.body);
    if (!checked.success) return invalid(c, checked.error);
    const stored = await draft(c, SiteApiMessage.notFound);
    if (stored instanceof Response) return stored;
    const next = { ...stored.site, ...checked.data };
    return write(c, stored, next, () => checked.data);
  });

  return app;
}
