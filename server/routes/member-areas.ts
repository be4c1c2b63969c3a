// Owners manage member areas (docs/page-access.md): named groups of site users; a member page
// lists the areas whose members may see it. GET / and POST / {name}, PUT|DELETE /{id},
// POST /{id}/members {email} (an existing site user), DELETE /{id}/members/{siteUserId}.
import { type Context, Hono } from 'hono';
import {
  MEMBER_AREA_NAME_MAX_LENGTH,
  type MemberArea,
  type MemberAreaListResponse,
  type MemberAreaMember,
  PageAccessMessage,
} from '../../shared/api/page-access';
import { isObj } from '../../shared/products/input-fields';
import { jsonBody } from '../json-body';
import type { PageAccessStore } from '../storage/page-access-store';
import type { SiteUserStore } from '../storage/site-user-store';

const areaJson = jsonBody({
  maxBytes: 4_000,
  refuse: (c, refusal) => c.json({ message: refusal.message }, refusal.status),
});

/** The trimmed name in a body, or undefined when it is missing, empty or too long. */
function nameOf(body: unknown): string | undefined {
  const name = isObj(body) && typeof body.name === 'string' ? body.name.trim() : '';
  return name === '' || name.length > MEMBER_AREA_NAME_MAX_LENGTH ? undefined : name;
}

const badName = (c: Context) => c.json({ message: PageAccessMessage.areaName, field: 'name' }, 400);
const noArea = (c: Context) => c.json({ message: PageAccessMessage.areaNotFound }, 404);

export function memberAreaRoutes(store: PageAccessStore, siteUsers: SiteUserStore): Hono {
  const app = new Hono();
  app.get('/', async (c) => c.json<MemberAreaListResponse>({ areas: await store.areas() }));

  app.post('/', areaJson, async (c) => {
    const name = nameOf(c.var.body);
    if (name === undefined) return badName(c);
    return c.json<MemberArea>(await store.createArea(name), 201);
  });

  app.put('/:id', areaJson, async (c) => {
    const name = nameOf(c.var.body);
    if (name === undefined) return badName(c);
    const id = c.req.param('id');
    return (await store.renameArea(id, name)) ? c.json({ id, name }) : noArea(c);
  });

  app.delete('/:id', async (c) =>
    (await store.deleteArea(c.req.param('id'))) ? c.body(null, 204) : noArea(c),
  );

  app.post('/:id/members', areaJson, async (c) => {
    const id = c.req.param('id');
    if (!(await store.hasArea(id))) return noArea(c);
    const body = c.var.body;
    const email =
      isObj(body) && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const user = email === '' ? undefined : await siteUsers.findByEmail(email);
    if (!user) return c.json({ message: PageAccessMessage.noSiteUser, field: 'email' }, 404);
    await store.addMember(id, user.id);
    return c.json<MemberAreaMember>({ siteUserId: user.id, email: user.email }, 201);
  });

  app.delete('/:id/members/:siteUserId', async (c) => {
    const id = c.req.param('id');
    if (!(await store.hasArea(id))) return noArea(c);
    const removed = await store.removeMember(id, c.req.param('siteUserId'));
    return removed ? c.body(null, 204) : c.json({ message: PageAccessMessage.noSiteUser }, 404);
  });
  return app;
}
