// The visitor analytics calls (shared/api/analytics.ts, spec site-and-editor.md §7): each body is
// read (at most MAX_ANALYTICS_BODY_BYTES), parsed (server/analytics/parse.ts) and its events
// handed to the recorder, which buffers them; the answer is 202 at once. Counted per address and
// for all visitors together, in this process's memory (ANALYTICS_* in server/limits/rules.ts).
// The page sends these by beacon, which cannot carry the crumb header: csrf() lets them pass
// (isAnalyticsPath), and RecordEvent checks the crumb the spec puts in its body instead.
// A signed-in owner is tracked only as the spec says (site-and-editor.md §4): one whose only role
// is viewer, outside /config; the page cannot tell (its session cookie is HttpOnly), so this does.
// While the owner has the census disabled (the published site's settings.analytics.censusDisabled),
// every call is answered as when accepted and nothing is stored (a page cached before the change,
// or a script written by hand, cannot record anything).
import { type Context, Hono } from 'hono';
import { isTrackingEligible } from '../../shared/analytics/tracking';
import {
  AnalyticsMessage,
  AnalyticsPath,
  MAX_ANALYTICS_BODY_BYTES,
} from '../../shared/api/analytics';
import { type Cookies, parseCookies } from '../../shared/cookies/parse';
import {
  type Parsed,
  pagePath,
  parseCensusCall,
  parsePerformance,
  parseQuickView,
  parseRecordEvent,
  parseRecordHit,
} from '../analytics/parse';
import type { AnalyticsEvent, AnalyticsRecorder } from '../analytics/recorder';
import { readTextLimited } from '../body';
import { crumbFailure } from '../csrf';
import type { Limits } from '../limits/limiter';
import { rateLimit } from '../limits/middleware';
import { networkOf } from '../limits/network';
import { ownerSessionToken, type PrincipalFinder } from '../owners/principal';
import { addressOf } from './commerce-http';

const ANALYTICS_PATHS: ReadonlySet<string> = new Set(Object.values(AnalyticsPath));

/** Every analytics path under /api (the quick view's with its id). */
export function isAnalyticsPath(path: string): boolean {
  return ANALYTICS_PATHS.has(path) || path.startsWith(`${AnalyticsPath.quickView}/`);
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|text\/plain)(;|$)/i;

type Body = { ok: true; text: string } | { ok: false; response: Response };

async function bodyOf(c: Context, form: boolean): Promise<Body> {
  const type = c.req.header('Content-Type') ?? '';
  if (form && !FORM_TYPES.test(type)) {
    return { ok: false, response: c.json({ error: AnalyticsMessage.notForm }, 400) };
  }
  const read = await readTextLimited(c.req.raw, MAX_ANALYTICS_BODY_BYTES);
  if (!read.ok) return { ok: false, response: c.json({ error: AnalyticsMessage.tooLarge }, 413) };
  return { ok: true, text: read.text };
}

const fieldsOf = (text: string): Map<string, string> => {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (!fields.has(name)) fields.set(name, value);
  }
  return fields;
};

/** The path of the page that sent the call (the Referer), else the site's root. */
const refererPath = (c: Context) => pagePath(undefined, c.req.header('Referer')) ?? '/';

/** Whether the request's events may be recorded, by who sent them (not signed in: yes). */
async function trackedSender(c: Context, findPrincipal: PrincipalFinder) {
  if (ownerSessionToken(c.req.header('Cookie')) === null) return () => true;
  const principal = await findPrincipal(c);
  if (principal?.kind !== 'owner') return () => true;
  const websiteRoles = principal.role === undefined ? [] : [principal.role];
  return (event: AnalyticsEvent) =>
    isTrackingEligible({ signedIn: true, websiteRoles, path: event.path, censusDisabled: false });
}

export function analyticsRoutes(
  recorder: AnalyticsRecorder,
  limits: Limits,
  findPrincipal: PrincipalFinder,
  censusDisabled: () => Promise<boolean>,
): Hono {
  const app = new Hono();
  const perAddress = rateLimit(limits.limiter('ANALYTICS_PER_ADDRESS'));
  const all = rateLimit(limits.limiter('ANALYTICS_ALL'), () => 'all');

  const record = async (c: Context, parsed: Parsed): Promise<Response> => {
    if (!parsed.ok) return c.json({ error: parsed.message }, 400);
    if (await censusDisabled()) return c.body(null, 202);
    const sender = {
      address: networkOf(addressOf(c)),
      userAgent: c.req.header('User-Agent'),
      host: c.req.header('Host') ?? '',
    };
    const tracked = await trackedSender(c, findPrincipal);
    for (const event of parsed.events) {
      if (tracked(event)) await recorder.record(event, sender);
    }
    return c.body(null, 202);
  };
  const cookiesOf = (c: Context): Cookies => parseCookies(c.req.header('Cookie') ?? '');

  /** A form-encoded census call, parsed by `parse`. */
  const formCall =
    (parse: (fields: Map<string, string>, cookies: Cookies, c: Context) => Parsed | Response) =>
    async (c: Context) => {
      const body = await bodyOf(c, true);
      if (!body.ok) return body.response;
      const parsed = parse(fieldsOf(body.text), cookiesOf(c), c);
      return parsed instanceof Response ? parsed : record(c, parsed);
    };

  app.post(
    AnalyticsPath.recordHit,
    perAddress,
    all,
    formCall((fields, cookies) => parseRecordHit(fields, cookies)),
  );
  app.post(
    AnalyticsPath.recordEvent,
    perAddress,
    all,
    formCall((fields, cookies, c) => {
      const failure = crumbFailure(c.get('crumbs'), c.req.header('Cookie'), fields.get('crumb'));
      if (failure) return c.json({ error: failure, crumbFail: true }, 403);
      return parseRecordEvent(fields, cookies);
    }),
  );
  const censusCalls = [
    [AnalyticsPath.buttonClick, 'button_click'],
    [AnalyticsPath.buttonRender, 'button_render'],
    [AnalyticsPath.formRender, 'form_render'],
    [AnalyticsPath.overlay, 'overlay'],
  ] as const;
  for (const [path, kind] of censusCalls) {
    app.post(
      path,
      perAddress,
      all,
      formCall((fields, cookies) => parseCensusCall(kind, fields, cookies)),
    );
  }
  app.post(`${AnalyticsPath.quickView}/:id`, perAddress, all, (c) =>
    record(c, parseQuickView(c.req.param('id'), refererPath(c), cookiesOf(c))),
  );
  app.post(AnalyticsPath.performance, perAddress, all, async (c) => {
    const body = await bodyOf(c, false);
    if (!body.ok) return body.response;
    return record(c, parsePerformance(body.text, refererPath(c), cookiesOf(c)));
  });
  return app;
}
