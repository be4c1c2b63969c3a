// Opens the storage, seeds it on first start, and serves the app over HTTP.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { SIGN_IN_LINK_PARAM } from '../shared/api/auth';
import type { RecorderOptions } from './analytics/recorder';
import { CrumbSigner } from './csrf';
import { withVite } from './dev';
import { openFileBytes, type S3FileStorage } from './files/file-bytes';
import { FileLibrary } from './files/library';
import { LocalCaptchaProvider } from './forms/captcha/local-provider';
import type { LimitOptions } from './limits/limiter';
import { builtRenderer, type LiveRenderer } from './live/renderer';
import { type AdminOptions, ensureAdmin } from './owners/bootstrap';
import { createSignInLink, EDITOR_PATH } from './owners/sign-in-link';
import { siteAdminRoutes } from './routes/site-admin';
import { DEMO_SITE_ID } from './seed/demo-site';
import { seedIfEmpty, seedTemplateIfEmpty, type TemplateStart } from './seed/seed';
import { type Installation, openSiteApp } from './site-app';
import { SiteDispatcher } from './site-dispatch';
import type { Clock, SiteStore } from './storage/site-store';
import { openStores } from './storage/stores';

export interface ServerOptions {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** `postgres://…`: the database (DATABASE_URL); the SQLite file in `dataDir` when absent. */
  readonly databaseUrl?: string;
  /** The bucket uploaded files go in (FILES_S3_BUCKET…); `<dataDir>/files` when absent. */
  readonly filesS3?: S3FileStorage;
  readonly staticDir: string;
  readonly mediaDir?: string;
  /**
   * Whether a first start draws the demo images into the file library (true by default). Most
   * integration tests say false: the demo site then shows the shipped illustrations, and a start
   * costs a second less of CPU.
   */
  readonly seedDemoFiles?: boolean;
  readonly clock?: Clock;
  readonly logError?: (message: string, error: unknown) => void;
  /** What the spec says to log about a request (createApp's logRequestError). */
  readonly logRequestError?: (message: string, detail: unknown) => void;
  /**
   * The rate limits' numbers and clock (`clock` by default): tests and benchmarks that make many
   * calls on purpose raise the rules they need (server/limits/rules.ts).
   */
  readonly limits?: LimitOptions;
  /** Serve the editor and preview from source through Vite (npm run dev). */
  readonly dev?: boolean;
  /** An empty data folder starts from this designed template instead of the demo (`--template`). */
  readonly template?: TemplateStart;
  /** The site's admin (OWNER_EMAIL, OWNER_PASSWORD): made, or their password set, at start. */
  readonly admin?: AdminOptions;
  /** Believe X-Forwarded-Proto from a proxy in front (TRUST_PROXY=1). */
  readonly trustProxy?: boolean;
  /** The analytics ingest buffer's interval and sizes (tests write sooner; docs/analytics.md). */
  readonly analytics?: Omit<RecorderOptions, 'now' | 'logError'>;
  /** The live site's renderer: the one built into `<staticDir>/server/` by default. */
  readonly liveRenderer?: () => Promise<LiveRenderer>;
  /**
   * The site this process serves, one of the database's (docs/storage.md "Sites in one
   * database"); the first site by default, which alone gets the demo content seeded.
   */
  readonly siteId?: string;
}

export interface RunningServer {
  /** The local address, ending in a slash: http://127.0.0.1:3000/ */
  readonly url: string;
  /** The editor's address with a one-time sign-in link for the admin (15 minutes). */
  readonly signInUrl: string;
  /** The admin's email. */
  readonly adminEmail: string;
  /** The app it serves (tests list its routes: server/owner-access.test.ts). */
  readonly app: Hono;
  /** Stops accepting requests, finishes the open ones, then closes the database. */
  close(): Promise<void>;
}

/** The seed media shipped with the server (server/seed/assets). */
export const SEED_MEDIA_DIR = fileURLToPath(new URL('./seed/assets/', import.meta.url));

/** A URL a browser on this machine can open for an address the server listens on. */
export function localUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

/** True when a stored site's settings hold this captcha site key. */
export async function hasSiteKey(store: SiteStore, siteKey: string): Promise<boolean> {
  for (const summary of await store.list()) {
    const stored = await store.get(summary.id);
    if (stored?.site.settings.captchaSiteKey === siteKey) return true;
  }
  return false;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The app with its stores open and seeded (startServer serves it; tests call it in-process). */
export async function openApp(options: Omit<ServerOptions, 'port' | 'host' | 'dev'>): Promise<{
  /** The default site's app (tests list its routes and call it in-process). */
  readonly app: Hono;
  /** Every site's, chosen by the request's host (site-dispatch.ts); startServer serves it. */
  readonly dispatch: Hono;
  /** The one-time sign-in token of this start, and the admin it signs in. */
  readonly signInToken: string;
  readonly adminEmail: string;
  close(): Promise<void>;
}> {
  const stores = await openStores({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    clock: options.clock,
  });
  const store = stores.sites;
  // The default site: the first one (the demo site, which the seed makes, on a fresh install)
  // unless another is named.
  const named = options.siteId;
  if (named !== undefined && !(await store.get(named))) {
    await stores.close();
    throw new Error(`There is no site "${named}" to serve.`);
  }
  const seeded = named === undefined;
  const websiteId = named ?? (await store.list())[0]?.id ?? DEMO_SITE_ID;
  const fileBytes = await openFileBytes(options.dataDir, options.filesS3);
  const library = new FileLibrary(stores.files(websiteId), fileBytes);
  // What a crash mid-upload or mid-delete left on disk goes before anything is served.
  await library.sweep();
  const mediaDir = options.mediaDir ?? SEED_MEDIA_DIR;
  const seededFrom = await seedTemplateIfEmpty(stores, library, options.template, options.logError);
  // The demo and its per-start seeds (which fill data folders made before them) only where the
  // installation was seeded from the demo.
  const demo = seededFrom === 'demo';
  if (demo) {
    await seedIfEmpty(store, {
      ...(options.seedDemoFiles === false ? {} : { library }),
      mediaDir,
      logError: options.logError,
    });
  }
  const clock = options.clock ?? (() => new Date());
  const captcha = new LocalCaptchaProvider(stores.captcha, {
    isSiteKey: (siteKey) => hasSiteKey(store, siteKey),
    clock,
  });
  const admin = await ensureAdmin(stores.owners, websiteId, options.admin ?? {});
  const signInToken = await createSignInLink(stores.owners, admin.id);
  const newKey = () => randomBytes(32).toString('base64url');
  const crumbKey = await stores.access.secret('crumb', newKey);
  const install: Installation = {
    stores,
    fileBytes,
    crumbs: new CrumbSigner(Buffer.from(crumbKey, 'base64url')),
    unlockKey: await stores.access.secret('page-unlock', newKey),
    likeKey: await stores.access.secret('likes', newKey),
    captcha,
    dataDir: options.dataDir,
    staticDir: options.staticDir,
    mediaDir,
    clock: options.clock,
    logError: options.logError,
    logRequestError: options.logRequestError,
    limits: options.limits,
    trustProxy: options.trustProxy,
    analytics: options.analytics,
    liveRenderer: options.liveRenderer ?? (() => builtRenderer(options.staticDir)),
  };
  let dispatcher: SiteDispatcher | undefined;
  const withAdmin: Installation = {
    ...install,
    siteAdmin: siteAdminRoutes({
      install,
      changed: () => dispatcher?.changed(),
      forget: (siteId) => dispatcher?.forget(siteId) ?? Promise.resolve(),
    }),
  };
  dispatcher = new SiteDispatcher(withAdmin, websiteId, () => clock().getTime());
  // The demo's per-start seeds go only into the demo site itself (not into the first site left
  // when the demo was deleted: docs/sites.md).
  const demoSite = seeded && demo && websiteId === DEMO_SITE_ID;
  const first = await openSiteApp(withAdmin, websiteId, demoSite);
  await dispatcher.site(websiteId, first);
  const close = async () => {
    // The events still waiting are written before the database closes.
    await dispatcher.close();
    fileBytes.close();
    return stores.close();
  };
  return { app: first.app, dispatch: dispatcher.app, signInToken, adminEmail: admin.email, close };
}

/** How long an idle keep-alive connection is kept open. */
export const KEEP_ALIVE_MS = 65_000;

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { app, dispatch, signInToken, adminEmail, close: closeApp } = await openApp(options);
  const appListener = getRequestListener(dispatch.fetch);
  const vite = options.dev ? await withVite(appListener) : undefined;
  const server = createServer(vite?.listener ?? appListener);
  // An idle connection stays open longer than any client or proxy in front keeps one (undici 4 s,
  // browsers, load balancers 60 s). A server that closes first races the client's next request
  // on that connection, which then fails with a reset: seen under load, where the closing timer
  // fires before the waiting request is read.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  try {
    await listen(server, options.port, options.host);
  } catch (error) {
    await vite?.close();
    await closeApp();
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        server.closeAllConnections();
      }, 5000);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
    })
      .then(() => vite?.close())
      .then(closeApp);
    return closing;
  };
  const url = localUrl(options.host, port);
  return {
    url,
    // Browsers allow passkeys (WebAuthn) on `localhost` but not on a numeric address.
    signInUrl: `${url.replace('//127.0.0.1:', '//localhost:')}${EDITOR_PATH.slice(1)}?${SIGN_IN_LINK_PARAM}=${signInToken}`,
    adminEmail,
    app,
    close,
  };
}
