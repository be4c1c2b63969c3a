// The site's languages for owners (docs/languages.md; site-and-editor.md §7): settings, status
// and the list read; the list replaced by PUT {languages}; DELETE …/connection keeps only the
// default language.
import { type Context, Hono } from 'hono';
import {
  MULTILINGUAL_PATH,
  MultilingualMessage,
  type MultilingualSettings,
  type MultilingualStatus,
} from '../../shared/api/multilingual';
import { defaultLanguageOf, siteLanguagesSchema } from '../../shared/i18n/languages';
import { type JsonBodyEnv, jsonBody } from '../json-body';
import type { LanguageStore } from '../storage/language-store';
import { invalidAnswer } from './form-admin';

const json = jsonBody({
  maxBytes: 10_000,
  refuse: (c, refused) => c.json({ error: refused.message, issues: [] }, refused.status),
});

/**
 * Mounts the calls at MULTILINGUAL_PATH. The default language is the one every live page is shown
 * in, so a change calls `changed` (the app clears its cached live pages).
 */
export function mountMultilingual(
  app: Hono,
  store: LanguageStore,
  changed: () => Promise<void>,
): void {
  app.use(`${MULTILINGUAL_PATH}/*`, async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) await changed();
  });
  app.route(MULTILINGUAL_PATH, multilingualRoutes(store));
}

function multilingualRoutes(store: LanguageStore): Hono {
  const app = new Hono();

  app.get('/settings', async (c) => {
    const languages = await store.languages();
    return c.json<MultilingualSettings>({
      enabled: languages.length > 1,
      defaultLanguage: defaultLanguageOf(languages),
      languages,
    });
  });

  app.get('/status', async (c) => {
    const languages = await store.languages();
    return c.json<MultilingualStatus>({
      connected: languages.length > 1,
      languageCount: languages.length,
    });
  });

  app.get('/languages', async (c) => c.json({ languages: await store.languages() }));

  app.put('/languages', json, async (c: Context<JsonBodyEnv>) => {
    const body = c.var.body;
    const list = typeof body === 'object' && body !== null ? (body as { languages?: unknown }) : {};
    const parsed = siteLanguagesSchema.safeParse(list.languages);
    if (!parsed.success) {
      return c.json(invalidAnswer(parsed.error, MultilingualMessage.invalid), 400);
    }
    await store.setLanguages(parsed.data);
    return c.json({ languages: parsed.data });
  });

  app.delete('/connection', async (c) => c.json({ languages: await store.disconnect() }));
  return app;
}
