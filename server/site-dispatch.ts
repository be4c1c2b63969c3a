// One process, many sites (docs/sites.md): each request goes to the app of the site its Host
// names: a site's own host name, `<site id>.localhost` (browsers send *.localhost to this
// machine, so every site answers locally with no setup), else the installation's default site
// (the first). Apps are built when their site is first asked for and kept; a deleted site's app
// is dropped. The host table is re-read after every change this process makes, and on
// PostgreSQL (several processes) also when it is older than HOST_TABLE_MS.
import { Hono } from 'hono';
import { type Installation, openSiteApp, type SiteApp } from './site-app';

export interface HostTable {
  /** Host name to site id. */
  readonly hosts: ReadonlyMap<string, string>;
  readonly siteIds: ReadonlySet<string>;
  /** Served when the host names no site; undefined when the installation has none. */
  readonly defaultSiteId: string | undefined;
}

const LOCAL_SUFFIX = '.localhost';

/** The host without its port, lower-case, without a trailing dot. */
export function hostName(header: string | undefined | null): string {
  const raw = (header ?? '').trim().toLowerCase();
  const withoutPort = raw.startsWith('[') ? raw.slice(0, raw.indexOf(']') + 1) : raw.split(':')[0]!;
  return withoutPort.replace(/\.$/, '');
}

/** Which site a request with this Host header is for. */
export function resolveSite(
  header: string | undefined | null,
  table: HostTable,
): string | undefined {
  const host = hostName(header);
  const named = table.hosts.get(host);
  if (named !== undefined) return named;
  if (host.endsWith(LOCAL_SUFFIX)) {
    const id = host.slice(0, -LOCAL_SUFFIX.length);
    if (table.siteIds.has(id)) return id;
  }
  return table.defaultSiteId;
}

/** How long another process's host change may take to reach this one on PostgreSQL. */
export const HOST_TABLE_MS = 2000;

export class SiteDispatcher {
  private table: Promise<HostTable> | undefined;
  private readAt = 0;
  private readonly apps = new Map<string, Promise<SiteApp>>();
  /** The Hono app that serves every site (startServer listens with it). */
  readonly app = new Hono();

  constructor(
    private readonly install: Installation,
    /** The installation's default site, while it exists (then the first by id). */
    private readonly preferredSiteId: string,
    private readonly now: () => number = Date.now,
  ) {
    this.app.all('*', async (c) => {
      const forwarded = install.trustProxy ? c.req.header('X-Forwarded-Host') : undefined;
      const siteId = resolveSite(
        forwarded ?? c.req.header('Host') ?? new URL(c.req.url).host,
        await this.hostTable(),
      );
      if (siteId === undefined) return c.text('This installation has no site yet.', 404);
      const site = await this.site(siteId);
      return site.app.fetch(c.req.raw, c.env);
    });
  }

  /** The app of `siteId`, built on first use; `built` is one made already (the default's). */
  site(siteId: string, built?: SiteApp): Promise<SiteApp> {
    let app = this.apps.get(siteId);
    if (!app) {
      app = built ? Promise.resolve(built) : openSiteApp(this.install, siteId);
      // A failed build is tried again on the next request.
      app.catch(() => this.apps.delete(siteId));
      this.apps.set(siteId, app);
    }
    return app;
  }

  hostTable(): Promise<HostTable> {
    const shared = this.install.stores.engine === 'postgres';
    if (!this.table || (shared && this.now() - this.readAt > HOST_TABLE_MS)) {
      this.readAt = this.now();
      this.table = this.readTable();
      this.table.catch(() => {
        this.table = undefined;
      });
    }
    return this.table;
  }

  private async readTable(): Promise<HostTable> {
    const [hosts, ids] = await Promise.all([
      this.install.stores.registry.hosts(),
      this.install.stores.registry.siteIds(),
    ]);
    const siteIds = new Set(ids);
    const defaultSiteId = siteIds.has(this.preferredSiteId) ? this.preferredSiteId : ids[0];
    return { hosts, siteIds, defaultSiteId };
  }

  /** A site was made, renamed, readdressed or deleted here: the next request reads the table. */
  changed(): void {
    this.table = undefined;
  }

  /** Drops a deleted site's app (its recorder writes what is waiting). */
  async forget(siteId: string): Promise<void> {
    const app = this.apps.get(siteId);
    this.apps.delete(siteId);
    this.changed();
    await (await app?.catch(() => undefined))?.close();
  }

  /** Closes every site's app (not the stores). */
  async close(): Promise<void> {
    const apps = [...this.apps.values()];
    this.apps.clear();
    for (const app of apps) await (await app.catch(() => undefined))?.close();
  }
}
