// One site's app over the installation's open stores (docs/sites.md): every store bound to the
// site's id, its own analytics recorder and caches. The dispatcher (site-dispatch.ts) builds one
// per site as requests for it arrive; openApp builds the default site's at start.
import type { Hono } from 'hono';
import { reportTimeZone } from '../shared/analytics/zoned-days';
import { siteTimeZone } from '../shared/content/dates';
import { analyticsSettingsOf } from '../shared/document/analytics-settings';
import { UnlockSigner } from './access/unlock-token';
import { AnalyticsRecorder, type RecorderOptions } from './analytics/recorder';
import { createApp } from './app';
import { storeSettingsReader } from './commerce/store-settings';
import type { CrumbSigner } from './csrf';
import type { FileBytes } from './files/file-bytes';
import type { LocalCaptchaProvider } from './forms/captcha/local-provider';
import type { LimitOptions } from './limits/limiter';
import type { LiveRenderer } from './live/renderer';
import { seedForms } from './seed/demo-forms';
import { seedDemoSiteUser } from './seed/demo-site-users';
import { seedDemoStore } from './seed/demo-store';
import type { Clock } from './storage/site-store';
import type { Stores } from './storage/stores';

/** What every site's app shares: the stores, the files' bytes, the keys and the options. */
export interface Installation {
  readonly stores: Stores;
  readonly fileBytes: FileBytes;
  readonly crumbs: CrumbSigner;
  readonly unlockKey: string;
  readonly likeKey: string;
  readonly captcha: LocalCaptchaProvider;
  readonly dataDir: string;
  readonly staticDir: string;
  readonly mediaDir: string;
  readonly clock?: Clock;
  readonly logError?: (message: string, error: unknown) => void;
  readonly logRequestError?: (message: string, detail: unknown) => void;
  readonly limits?: LimitOptions;
  readonly trustProxy?: boolean;
  readonly analytics?: Omit<RecorderOptions, 'now' | 'logError'>;
  readonly liveRenderer: () => Promise<LiveRenderer>;
  /** The Sites screen's calls, mounted in every site's app (routes/site-admin.ts). */
  readonly siteAdmin?: Hono;
}

export interface SiteApp {
  readonly siteId: string;
  readonly app: Hono;
  /** Writes the analytics events still waiting (the stores stay open). */
  close(): Promise<void>;
}

/** Builds the app of `siteId`; `demoSite` seeds the demo's forms, store and site user first. */
export async function openSiteApp(
  install: Installation,
  siteId: string,
  demoSite = false,
): Promise<SiteApp> {
  const { stores } = install;
  const store = stores.sites;
  const clock = install.clock ?? (() => new Date());
  const files = stores.files(siteId);
  const forms = stores.forms(siteId);
  if (demoSite) await seedForms(forms, clock());
  const storeSettings = storeSettingsReader(store, siteId);
  // The cart views ask for the currency inside their transactions: reading the site there would
  // wait for the one connection the transaction holds, so the last known currency is answered at
  // once and refreshed in the background.
  let currency = (await storeSettings()).currency;
  const currentCurrency = async () => {
    storeSettings().then(
      (settings) => {
        currency = settings.currency;
      },
      () => undefined,
    );
    return currency;
  };
  const commerceStore = stores.commerce(siteId, currentCurrency);
  if (demoSite) await seedDemoStore(commerceStore, (await storeSettings()).currency);
  const siteUserStore = stores.siteUsers(siteId);
  const languages = stores.languages(siteId);
  if (demoSite) await seedDemoSiteUser(siteUserStore);
  // A site published before the search-engine records (or by the seed) gets them now.
  const live = await store.published(siteId).catch(() => undefined);
  if (live) await stores.publishedPages.recordIfEmpty(siteId, live.site);
  const analytics = new AnalyticsRecorder(stores.analytics, siteId, {
    ...install.analytics,
    now: () => clock().getTime(),
    logError: install.logError,
    retention: async () => {
      const settings = (await store.get(siteId))?.site.settings;
      return {
        timeZone: reportTimeZone(siteTimeZone(settings)),
        retentionDays: analyticsSettingsOf(settings).retentionDays,
      };
    },
  });
  // Closed days are rolled up before the owner asks; the server answers meanwhile.
  void analytics.rollUpAhead();
  const app = createApp({
    owners: { owners: stores.owners, access: stores.access, crumbs: install.crumbs },
    siteId,
    trustProxy: install.trustProxy,
    commerce: { store: commerceStore, storeSettings },
    siteUsers: { store: siteUserStore, languages },
    pageAccess: {
      store: stores.pageAccess(siteId),
      signer: new UnlockSigner(Buffer.from(install.unlockKey, 'base64url'), () =>
        Math.floor(clock().getTime() / 1000),
      ),
    },
    limits: { store: stores.limits, ...install.limits },
    store,
    files,
    fileBytes: install.fileBytes,
    dataDir: install.dataDir,
    clock: install.clock,
    staticDir: install.staticDir,
    mediaDir: install.mediaDir,
    logError: install.logError,
    logRequestError: install.logRequestError,
    forms: { store: forms, captcha: install.captcha, clock },
    publishedPages: stores.publishedPages,
    templates: stores.templates(siteId),
    analytics,
    collections: stores.collections(siteId),
    comments: { store: stores.comments(siteId), likeKey: install.likeKey },
    storeSetup: stores.storeSetup(siteId),
    languages,
    translations: stores.translations(siteId),
    siteAdmin: install.siteAdmin,
    live: {
      renderer: install.liveRenderer,
      // Shared by every process on PostgreSQL: a publish in one clears what all of them serve.
      cache: stores.pages,
    },
  });
  return { siteId, app, close: () => analytics.close() };
}
