// The owner's translations of products, forms and collection items (docs/languages.md "Products,
// forms and items in other languages"): GET every language's words for a record; PUT {fields}
// and DELETE one language's. A record must be this site's (404 otherwise) and the language one
// of the site's other languages (400). Each kind is mounted at its own path, so the one route
// table (owners/route-access.ts) guards each with its own permission. A write clears the cached
// live pages; deleting a product, form, item or collection drops the words of what went.
import { type Context, Hono } from 'hono';
import {
  TRANSLATIONS_PATH,
  type TranslationAnswer,
  TranslationMessage,
  type TranslationsResponse,
} from '../../shared/api/translations';
import {
  compactWords,
  type FormWords,
  type TranslationKind,
  unknownFormFields,
  WORDS_SCHEMAS,
} from '../../shared/i18n/content-translations';
import { defaultLanguageOf, siteLanguageOf } from '../../shared/i18n/languages';
import { type JsonBodyEnv, jsonBody } from '../json-body';
import type { CollectionStore } from '../storage/collection-store';
import type { CommerceStore } from '../storage/commerce-store';
import type { FormStore } from '../storage/form-store';
import type { LanguageStore } from '../storage/language-store';
import type { TranslationStore } from '../storage/translation-store';
import { MAX_ITEM_BYTES } from './collections';
import { invalidAnswer } from './form-admin';
import { mountTranslatedReads } from './translated-reads';

/** A record of the site: the form's field ids for a form; null when the site has no such record. */
type RecordFinder = (id: string) => Promise<{ readonly fieldIds?: readonly string[] } | null>;

/** What the app has (server/app.ts AppDependencies): each kind is mounted when its store is. */
export interface TranslationSources {
  readonly translations?: TranslationStore;
  readonly languages?: LanguageStore;
  readonly commerce?: { readonly store: CommerceStore };
  readonly forms?: { readonly store: FormStore };
  readonly collections?: CollectionStore;
}

interface TranslationDependencies {
  readonly store: TranslationStore;
  readonly languages: LanguageStore;
  /** The cached live pages are cleared. */
  readonly changed: () => Promise<void>;
}

function recordFinders(sources: TranslationSources) {
  const { commerce, forms, collections } = sources;
  const finders: Partial<Record<TranslationKind, RecordFinder>> = {
    ...(commerce && {
      product: async (id: string) => ((await commerce.store.getProduct(id)) ? {} : null),
    }),
    ...(forms && {
      form: async (id: string) => {
        const form = await forms.store.getForm(id);
        return form ? { fieldIds: form.fields.map((field) => field.id) } : null;
      },
    }),
    ...(collections && {
      item: async (id: string) => ((await collections.findItem(id)) ? {} : null),
    }),
  };
  return Object.entries(finders) as [TranslationKind, RecordFinder][];
}

/** The deletions after which a kind's words are pruned. */
const DELETIONS: readonly (readonly [string, TranslationKind])[] = [
  ['/api/commerce/products/:id', 'product'],
  ['/api/forms/:id', 'form'],
  ['/api/collections/:id/items/:itemId', 'item'],
  ['/api/collections/:id', 'item'],
];

const json = jsonBody({
  maxBytes: MAX_ITEM_BYTES,
  refuse: (c, refused) => c.json({ error: refused.message, issues: [] }, refused.status),
});

const refuse = (c: Context, status: 400 | 404, error: string) =>
  c.json({ error, issues: [] }, status);

export function mountTranslations(
  app: Hono,
  sources: TranslationSources,
  changed: () => Promise<void>,
): void {
  const { translations: store, languages } = sources;
  if (!store || !languages) return;
  const deps = { store, languages, changed };
  mountTranslatedReads(app, sources);
  for (const [path, kind] of DELETIONS) {
    app.on('DELETE', path, async (c, next) => {
      await next();
      if (c.res.status < 400) await deps.store.prune(kind);
    });
  }
  app.use(`${TRANSLATIONS_PATH}/*`, async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) await deps.changed();
  });
  for (const [kind, find] of recordFinders(sources)) {
    app.route(`${TRANSLATIONS_PATH}/${kind}`, kindRoutes(kind, find, deps));
  }
}

function kindRoutes(kind: TranslationKind, find: RecordFinder, deps: TranslationDependencies) {
  const app = new Hono();
  const notFound = (c: Context) => refuse(c, 404, TranslationMessage.notFound[kind]);
  /** The site's language the address names, unless it is the default (or none of them). */
  const otherLanguage = async (tag: string) => {
    const languages = await deps.languages.languages();
    const language = siteLanguageOf(languages, tag);
    return language !== null && language !== defaultLanguageOf(languages) ? language : null;
  };

  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!(await find(id))) return notFound(c);
    return c.json<TranslationsResponse>({
      kind,
      id,
      defaultLanguage: defaultLanguageOf(await deps.languages.languages()),
      translations: await deps.store.of(kind, id),
    });
  });

  app.put('/:id/:language', json, async (c: Context<JsonBodyEnv>) => {
    const { id = '', language: tag = '' } = c.req.param();
    const record = await find(id);
    if (!record) return notFound(c);
    const language = await otherLanguage(tag);
    if (!language) return refuse(c, 400, TranslationMessage.notOtherLanguage);
    const body = c.var.body;
    const fields =
      typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : undefined;
    const parsed = WORDS_SCHEMAS[kind].safeParse(fields ?? null);
    if (!parsed.success) {
      return c.json(invalidAnswer(parsed.error, TranslationMessage.invalid), 400);
    }
    const words = compactWords(parsed.data);
    const unknown =
      kind === 'form' ? unknownFormFields(words as FormWords, record.fieldIds ?? []) : [];
    if (unknown[0] !== undefined) {
      return refuse(c, 400, TranslationMessage.unknownField(unknown[0]));
    }
    return c.json<TranslationAnswer>(await deps.store.put(kind, id, language, words));
  });

  app.delete('/:id/:language', async (c) => {
    const id = c.req.param('id');
    if (!(await find(id))) return notFound(c);
    const language = await otherLanguage(c.req.param('language'));
    if (!language) return refuse(c, 400, TranslationMessage.notOtherLanguage);
    await deps.store.remove(kind, id, language);
    return c.body(null, 204);
  });
  return app;
}
