// Builds the Hono app from its dependencies, so tests run it in-process or on a real port.

import { type Context, Hono } from 'hono';
import { siteIsLocked } from '../shared/access/decide';
import { COLLECTION_VIEW_PATH } from '../shared/api/collection-view';
import { UNLOCK_FORM_PATH, UNLOCK_PATH } from '../shared/api/page-access';
import { SiteApiMessage } from '../shared/api/sites';
import { siteCommentsEnabled } from '../shared/content/comments';
import { isCensusDisabled } from '../shared/document/analytics-settings';
import type { Site } from '../shared/document/schema';
import { type PageAccessDependencies, VisitorAccess } from './access/visitor-access';
import { censusSwitch } from './analytics/census-switch';
import type { AnalyticsRecorder } from './analytics/recorder';
import { KnownPlaces } from './commerce/places/provider';
import { type CrumbSigner, csrf } from './csrf';
import { FileDisk } from './files/disk';
import type { FileBytes } from './files/file-bytes';
import { FileLibrary } from './files/library';
import { internalError } from './internal-error';
import { type LimitOptions, Limits } from './limits/limiter';
import { limitedRoutes, mountLimits } from './limits/routes';
import { buildCollectionView, type CollectionViewRequest } from './live/collection-view';
import { storedLocale } from './live/language-routing';
import { clearingOnPublish, type LiveDependencies, liveRoutes } from './live/routes';
import { ownerGuard, SITE_PATH } from './owners/guard';
import { bearerKey, principalFinder } from './owners/principal';
import { EDITOR_PATH, signInLinkRoute } from './owners/sign-in-link';
import { analyticsRoutes, isAnalyticsPath } from './routes/analytics';
import { analyticsReportRoutes } from './routes/analytics-report';
import { authRoutes } from './routes/auth';
import { captchaRoutes } from './routes/captcha';
import { collectionViewRoutes } from './routes/collection-view';
import { collectionRoutes } from './routes/collections';
import {
  type CommentDependencies,
  moderationRoutes,
  visitorCommentRoutes,
} from './routes/comments';
import { type CommerceDependencies, commerceRoutes } from './routes/commerce';
import { activityRoutes, apiKeyRoutes, contributorRoutes } from './routes/contributors';
import { fileUrlRoutes } from './routes/file-urls';
import { fileRoutes } from './routes/files';
import { formAdminRoutes, mailingListRoutes } from './routes/form-admin';
import { type FormsDependencies, formVisitorRoutes } from './routes/form-visitor';
import { installmentRoutes } from './routes/installments';
import { memberAreaRoutes } from './routes/member-areas';
import { mountMultilingual } from './routes/multilingual';
import { passwordRoutes, unlockFormRoutes, unlockRoutes } from './routes/page-access';
import { passkeyRoutes } from './routes/passkeys';
import { placesRoutes } from './routes/places';
import { siteChromeRoutes } from './routes/site-chrome';
import { type SiteUserDependencies, siteUserRoutes } from './routes/site-users';
import { liveSiteRoutes, siteRoutes, sitesWithRole } from './routes/sites';
import { mountStoreSetup } from './routes/store-setup';
import { templateRoutes } from './routes/templates';
import { mountTranslations } from './routes/translations';
import { searchRoutes, seoRoutes } from './seo/routes';
import { SEARCHED_WRITES, SearchService } from './seo/search-service';
import { currentSiteUser } from './site-users/current-user';
import { type StaticOptions, staticRoutes } from './static';
import type { AccessStore } from './storage/access-store';
import type { CollectionStore } from './storage/collection-store';
import type { FileStore } from './storage/file-store';
import type { LanguageStore } from './storage/language-store';
import type { OwnerStore } from './storage/owner-store';
import { MemoryPageCache } from './storage/page-cache';
import { PasskeyStore } from './storage/passkey-store';
import type { PublishedPageStore } from './storage/published-page-store';
import type { Clock, SiteStore } from './storage/site-store';
import type { StoreSetupStore } from './storage/store-setup-store';
import type { TemplateStore } from './storage/template-store';
import type { TranslationStore } from './storage/translation-store';
import { liveTemplateRenderers } from './templates/live-templates';

/** Owners and their credentials: every owner route checks them. */
export interface OwnerDependencies {
  readonly owners: OwnerStore;
  readonly access: AccessStore;
  /** Signs the crumbs; one key for every process of an installation (server_secrets). */
  readonly crumbs: CrumbSigner;
}

export interface AppDependencies extends StaticOptions {
  readonly store: SiteStore;
  readonly owners: OwnerDependencies;
  /** The installation's site (the one the store, forms and roles belong to). */
  readonly siteId: string;
  /** Believe X-Forwarded-Proto (the server sits behind a proxy that terminates HTTPS). */
  readonly trustProxy?: boolean;
  /** Records of uploaded files. */
  readonly files: FileStore;
  /** Their bytes: the folder `<dataDir>/files` by default (server/files/file-bytes.ts). */
  readonly fileBytes?: FileBytes;
  readonly dataDir: string;
  readonly clock?: Clock;
  /** Forms, submissions, mailing lists and the captcha; their routes are mounted when present. */
  readonly forms?: FormsDependencies;
  /**
   * Where the errors a request causes and the spec says to log are reported (a places call
   * without its tracking context); console.error by default. Unexpected errors go to logError.
   */
  readonly logRequestError?: (message: string, detail: unknown) => void;
  /** Where unexpected errors are reported; console.error by default. */
  readonly logError?: (message: string, error: unknown) => void;
  /** The store: catalogue, carts, orders and restock under /api (mounted when present). */
  readonly commerce?: CommerceDependencies;
  /** Site users (visitors' accounts): their routes are mounted and carts follow them. */
  readonly siteUsers?: SiteUserDependencies;
  /** The rate limits' numbers, clock (`clock` by default) and store (server/limits/rules.ts). */
  readonly limits?: LimitOptions;
  /**
   * Passwords and member areas (docs/page-access.md). Without them no password can unlock a page
   * and no member area opens one: protected pages stay closed.
   */
  readonly pageAccess?: PageAccessDependencies;
  /** Published pages' addresses and slug redirects: sitemap.xml, robots.txt, favicon, redirects. */
  readonly publishedPages?: PublishedPageStore;
  /**
   * Visitor analytics: the census and event calls, and the owner's report, are mounted when
   * present (docs/analytics.md).
   */
  readonly analytics?: AnalyticsRecorder;
  /** The live site's renderer and page cache (server/live/); without it only the APIs, editor and frame. */
  readonly live?: LiveDependencies;
  /** Owners' templates (docs/templates.md): their routes are mounted when present. */
  readonly templates?: TemplateStore;
  /** Content collections and their items of the site (docs/collections.md); mounted when present. */
  readonly collections?: CollectionStore;
  /** Comments and likes on the collections' items (docs/comments.md); mounted with them. */
  readonly comments?: CommentDependencies;
  /** Store creation and commerce preferences (docs/store-setup.md); mounted when present. */
  readonly storeSetup?: StoreSetupStore;
  /** The site's languages (docs/languages.md); mounted when present. */
  readonly languages?: LanguageStore;
  /** Products', forms' and items' words in the other languages (docs/languages.md). */
  readonly translations?: TranslationStore;
  /** The Sites screen's calls under /api/sites (docs/sites.md), shared by every site's app. */
  readonly siteAdmin?: Hono;
}

export function createApp(deps: AppDependencies): Hono {
  const logError = deps.logError ?? ((message, error) => console.error(message, error));
  const app = new Hono();
  const pageCache = deps.live?.cache ?? new MemoryPageCache();
  // Every publish (and restore) goes through the store, which clears the live pages it served.
  const store = clearingOnPublish(deps.store, pageCache);
  const clock = deps.clock ?? (() => new Date());
  const servedSite = () => deps.siteId;
  const now = deps.limits?.now ?? (() => clock().getTime());
  const limits = new Limits({ ...deps.limits, now });
  const bytes = deps.fileBytes ?? FileDisk.inDataDir(deps.dataDir);
  const library = new FileLibrary(deps.files, bytes, clock, limits.imageMaxPixels);
  const siteUser = deps.siteUsers && currentSiteUser(deps.siteUsers.store);
  // What a request may see of each page of the published site: the live renderer asks it too.
  const visitorAccess = new VisitorAccess(deps.pageAccess ?? null, siteUser);
  const publishedSite = async () =>
    (await deps.store.published(deps.siteId).catch(() => undefined))?.site;
  const draftSite = async () => (await deps.store.get(deps.siteId))?.site;
  const unlock = deps.pageAccess && { ...deps.pageAccess, published: publishedSite, limits };
  const products = async () => (deps.commerce ? deps.commerce.store.listProducts() : []);
  // What visitors may see of the collections, for a live page and for the frame alike.
  const collectionStore = deps.collections;
  const collectionView =
    collectionStore &&
    ((request: Omit<CollectionViewRequest, 'now'>) =>
      buildCollectionView(
        {
          store: collectionStore,
          fileUrl: async (id) => (await library.get(id))?.url,
          ...(deps.translations && { translations: deps.translations }),
        },
        { ...request, now: clock().getTime() },
      ));
  const search = new SearchService({
    sites: deps.store,
    siteId: deps.siteId,
    products,
    now: () => clock().getTime(),
    ...(collectionView && {
      collections: async (site: Site, language?: string) =>
        (await collectionView({ site, language, access: null, address: '/', origin: '' }))
          .collections,
    }),
    translations: deps.translations,
  });
  // Read by every analytics call: kept, and forgotten when this process publishes.
  const census = censusSwitch(async () => isCensusDisabled((await publishedSite())?.settings));
  const onPublish = async (siteId: string, site: Site) => {
    await deps.publishedPages?.recordPublish(siteId, site);
    if (siteId === deps.siteId) {
      search.invalidate();
      census.invalidate();
    }
  };

  const { owners, access, crumbs } = deps.owners;
  const siteOf = (c: Context) => SITE_PATH.exec(c.req.path)?.[1] ?? deps.siteId;
  const findPrincipal = principalFinder(owners, access, siteOf);

  app.use('*', async (c, next) => {
    c.set('trustProxy', deps.trustProxy ?? false);
    c.set('crumbs', crumbs);
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  });
  app.use(
    '/api/*',
    csrf({
      signer: crumbs,
      presentsApiKey: (c) => bearerKey(c.req.header('Authorization')) !== null,
      exempt: (c) => deps.analytics !== undefined && isAnalyticsPath(c.req.path),
    }),
  );
  mountLimits(app, limits, limitedRoutes(siteUser));
  app.use('/api/*', ownerGuard(findPrincipal, access));

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route(
    '/api/auth',
    authRoutes({
      owners,
      access,
      sites: deps.store,
      findPrincipal,
      siteId: deps.siteId,
      limits,
    }),
  );
  app.route(
    '/api/auth/passkeys',
    passkeyRoutes({
      owners,
      passkeys: new PasskeyStore(owners.db, owners.now),
      sites: deps.store,
      findPrincipal,
      siteId: deps.siteId,
      limits,
    }),
  );
  app.route(
    '/api/contributors',
    contributorRoutes({
      owners,
      access,
      editorUrl: (c) => `${new URL(c.req.url).origin}${EDITOR_PATH}`,
    }),
  );
  app.route('/api/api-keys', apiKeyRoutes(access, limits));
  app.route('/api/activity', activityRoutes(access));
  if (deps.siteAdmin) app.route('/api/sites', deps.siteAdmin);
  app.route('/api/sites', siteRoutes(store, onPublish, sitesWithRole(owners)));
  // The lock screen closes the search too, until this visitor has given the site's password.
  const lockedFor = async (c: Context) => {
    const live = await publishedSite();
    return (
      live !== undefined && siteIsLocked(live) && !(await visitorAccess.unlocked(c, live)).site
    );
  };
  app.route('/api/search', searchRoutes(search, lockedFor, deps.languages));
  for (const path of SEARCHED_WRITES) {
    app.use(path, async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.res.status < 400) search.invalidate();
    });
  }
  mountTranslations(app, deps, () => pageCache.clear(deps.siteId));
  app.route('/api', siteChromeRoutes(deps.store, servedSite));
  app.route('/api/live-site', liveSiteRoutes(deps.store, servedSite, visitorAccess));
  if (deps.pageAccess && unlock) {
    app.route(UNLOCK_PATH, unlockRoutes(unlock));
    app.route('/api/page-access/passwords', passwordRoutes(deps.pageAccess, draftSite));
    if (deps.siteUsers) {
      app.route('/api/member-areas', memberAreaRoutes(deps.pageAccess.store, deps.siteUsers.store));
    }
  }
  app.route('/api/files', fileRoutes(library, logError));
  if (deps.collections && deps.comments) {
    const siteComments = async () => siteCommentsEnabled((await publishedSite())?.settings);
    const visitor = visitorCommentRoutes(
      deps.collections,
      deps.comments,
      siteUser,
      clock,
      siteComments,
    );
    app.route('/api/comments', visitor.comments);
    app.route('/api/likes', visitor.likes);
    app.route(
      '/api/collections/:id/comments',
      moderationRoutes(deps.collections, deps.comments.store, clock),
    );
  }
  if (deps.collections) app.route('/api/collections', collectionRoutes(deps.collections, clock));
  if (collectionView)
    app.route(COLLECTION_VIEW_PATH, collectionViewRoutes(draftSite, collectionView));
  if (deps.forms) {
    const forms = { ...deps.forms, clock: deps.forms.clock ?? clock };
    app.route('/api', formVisitorRoutes(forms, limits, logError));
    app.route('/api/forms', formAdminRoutes(forms.store, forms.clock));
    app.route('/api/mailing-lists', mailingListRoutes(forms.store, forms.clock));
    app.route('/api/captcha', captchaRoutes(forms.captcha));
  }
  app.route('/api/commerce/installments', installmentRoutes());
  if (deps.languages) mountMultilingual(app, deps.languages, () => pageCache.clear(deps.siteId));
  if (deps.storeSetup) mountStoreSetup(app, deps.storeSetup, draftSite);
  // A template saved or removed changes the live product pages it renders.
  app.use('/api/templates/*', async (c, next) => {
    await next();
    const write = c.req.method === 'PUT' || c.req.method === 'DELETE';
    if (write && c.res.status < 400) await pageCache.clear(deps.siteId);
  });
  app.route('/api/templates', templateRoutes(deps.templates, clock));
  if (deps.siteUsers && siteUser) {
    app.route('/api/site-users', siteUserRoutes(deps.siteUsers, siteUser, deps.commerce?.store));
  }
  if (deps.commerce) {
    app.route('/api', commerceRoutes({ ...deps.commerce, siteUser }, deps.forms?.store));
    const store = deps.commerce.store;
    const places = new KnownPlaces((user) => store.shippingAddressesOf(user));
    app.route(
      '/api/google-maps/places',
      placesRoutes(
        places,
        deps.logRequestError ?? ((m, detail) => console.error(m, detail)),
        siteUser,
      ),
    );
  }
  if (deps.analytics) {
    // Counted in this process's memory: a visitor's page view never waits for the database.
    const analyticsLimits = new Limits({ rules: deps.limits?.rules, now });
    app.route(
      '/',
      analyticsRoutes(deps.analytics, analyticsLimits, findPrincipal, census.disabled),
    );
    app.route(
      '/api/analytics',
      analyticsReportRoutes({
        analytics: deps.analytics.store,
        rollups: deps.analytics.rollups,
        sources: deps.analytics.store.sources,
        sites: deps.store,
        siteId: deps.siteId,
        now,
      }),
    );
  }
  app.all('/api/*', (c) => c.json({ error: SiteApiMessage.unknownPath }, 404));
  if (unlock) app.route(UNLOCK_FORM_PATH, unlockFormRoutes(unlock));
  app.route('/files', fileUrlRoutes(library));
  app.route('/', signInLinkRoute(owners));
  const languageDeps = deps.languages && {
    languages: deps.languages.languages.bind(deps.languages),
  };
  if (deps.publishedPages) {
    const seo = { sites: deps.store, siteId: deps.siteId, products, search, ...languageDeps };
    const sitemapItems =
      collectionView &&
      ((site: Site, origin: string) =>
        collectionView({ site, access: null, address: '/', origin }));
    app.route(
      '/',
      seoRoutes({
        ...seo,
        publishedPages: deps.publishedPages,
        ...(sitemapItems ? { collections: sitemapItems } : {}),
      }),
    );
  }
  app.route('/', staticRoutes(deps));
  if (deps.live) {
    app.route(
      '/',
      liveRoutes(
        store,
        () => deps.siteId,
        {
          ...deps.live,
          cache: pageCache,
          access: visitorAccess,
          products,
          search: (query, language) => search.visitorPage(query, language),
          ...(collectionView ? { collections: collectionView } : {}),
          ...languageDeps,
          ...(deps.translations && { translations: deps.translations }),
          ...(siteUser && deps.siteUsers
            ? { storedLocale: storedLocale(siteUser, deps.siteUsers.store) }
            : {}),
          ...liveTemplateRenderers(deps.templates, logError),
        },
        logError,
      ),
    );
  }

  app.onError(internalError(logError));
  return app;
}
