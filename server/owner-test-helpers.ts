// Shared by the owner access tests: a server whose rate limits stay out of the way, contributors
// of any role made the way people are (the admin invites, the person accepts with a password),
// and every /api route the app mounts with a concrete address to call it at.
import type { Hono } from 'hono';
import type { InvitationCreated } from '../shared/api/auth';
import { INVITATIONS_PATH } from '../shared/api/people';
import { CRUMB_HEADER } from '../shared/api/sites';
import type { ContributorRole } from '../shared/codes/contributor-roles';
import type { OwnerAction } from '../shared/permissions/roles';
import type { LimitOptions } from './limits/limiter';
import { RULE_NAMES } from './limits/rules';
import { accessFor } from './owners/route-access';
import { TestClient } from './test-helpers';

/** Limits so high that a test calling every route for every role never meets one. */
export const NO_LIMITS: LimitOptions = {
  rules: Object.fromEntries(RULE_NAMES.map((name) => [name, { burst: 1e6, perSecond: 1e3 }])),
};

export const CONTRIBUTOR_PASSWORD = 'contributor-pass';

/** The invitation token of a link `http://host/?invitation=<token>`. */
export function invitationToken(link: string): string {
  const token = new URL(link).searchParams.get('invitation');
  if (!token) throw new Error(`No invitation token in ${link}`);
  return token;
}

/** The admin invites `email` as `role`; answers the invitation and its token. */
export async function invite(admin: TestClient, email: string, role: ContributorRole) {
  const response = await admin.send('POST', INVITATIONS_PATH, { email, role });
  if (response.status !== 201) {
    throw new Error(`Inviting ${email} answered ${response.status}: ${await response.text()}`);
  }
  const created = (await response.json()) as InvitationCreated;
  return { ...created, token: invitationToken(created.link) };
}

export const acceptPath = (token: string) =>
  `/api/auth/invitations/${encodeURIComponent(token)}/accept`;

/** A fresh browser of `email`, who accepts an invitation as `role` with a password. */
export async function contributor(
  admin: TestClient,
  email: string,
  role: ContributorRole,
): Promise<TestClient> {
  const { token } = await invite(admin, email, role);
  const person = await new TestClient(admin.baseUrl).start();
  const response = await person.send('POST', acceptPath(token), { password: CONTRIBUTOR_PASSWORD });
  if (!response.ok) throw new Error(`Accepting as ${email} answered ${response.status}.`);
  return person;
}

export interface MountedRoute {
  readonly method: string;
  /** As mounted, with its `:params`. */
  readonly pattern: string;
  /** An address to call it at: the demo site for `:siteId`, an unknown id elsewhere. */
  readonly path: string;
}

/** Every /api route the app mounts (not its middleware or the 404 for unknown paths). */
export function mountedApiRoutes(app: Hono): MountedRoute[] {
  const seen = new Set<string>();
  const routes: MountedRoute[] = [];
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || path.endsWith('*')) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({
      method,
      pattern: path,
      path: path
        .split('/')
        .map((part) =>
          part === ':siteId' ? 'demo' : part.startsWith(':') ? 'not-a-real-id' : part,
        )
        .join('/'),
    });
  }
  return routes;
}

/** Calls a route as a script or page would: JSON `{}` on writes, the crumb unless told not to. */
export function call(
  client: TestClient,
  route: MountedRoute,
  options: { readonly crumb?: boolean; readonly headers?: Record<string, string> } = {},
): Promise<Response> {
  if (route.method === 'GET') return client.request(route.path, { headers: options.headers });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...options.headers,
  };
  if (options.crumb !== false) headers[CRUMB_HEADER] = client.crumb ?? '';
  return client.request(route.path, { method: route.method, headers, body: '{}' });
}

/** The action an owner route needs; null for visitor routes and the owners' own 'self' calls. */
export function ownerActionOf(route: MountedRoute): OwnerAction | null {
  const access = accessFor(route.method, route.path);
  return access === 'visitor' || access === 'self' ? null : access;
}
