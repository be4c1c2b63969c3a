// Owner-authored templates (docs/templates.md): POST /api/templates/render runs one through the
// reference engine and answers its output and its errors, each with its line and column; GET,
// PUT and DELETE /api/templates… keep the site's templates (when a store is given).
import { type Context, Hono } from 'hono';
import {
  TEMPLATE_RENDER_MAX_BYTES,
  TemplateApiMessage,
  type TemplateRenderResponse,
  templateRenderRequestSchema,
} from '../../shared/api/templates';
import {
  partialsFor,
  storedTemplate,
  TemplateStoreMessage,
  templateIdSchema,
  templateInputSchema,
} from '../../shared/templates/stored';
import { type JsonBodyEnv, jsonBody } from '../json-body';
import { DamagedTemplateError, type TemplateStore } from '../storage/template-store';
import { renderTemplate } from '../templates/render';
import { invalidAnswer } from './form-admin';

const body = jsonBody({
  maxBytes: TEMPLATE_RENDER_MAX_BYTES,
  refuse: (c, refusal) => c.json({ error: refusal.message, issues: [] }, refusal.status),
});

/** Runs a handler; a stored record that cannot be read answers 422 with its message. */
async function guarded(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DamagedTemplateError)) throw error;
    return c.json({ error: error.message }, 422);
  }
}

function storedRoutes(app: Hono<JsonBodyEnv>, store: TemplateStore, clock: () => Date): void {
  app.get('/', (c) => guarded(c, async () => c.json({ templates: await store.list() })));

  app.get('/:id', (c) =>
    guarded(c, async () => {
      const template = await store.get(c.req.param('id'));
      return template
        ? c.json({ template })
        : c.json({ error: TemplateStoreMessage.notFound }, 404);
    }),
  );

  app.put('/:id', body, (c) =>
    guarded(c, async () => {
      const id = c.req.param('id');
      if (!templateIdSchema.safeParse(id).success)
        return c.json({ error: TemplateStoreMessage.badId }, 400);
      const parsed = templateInputSchema.safeParse(c.var.body);
      if (!parsed.success)
        return c.json(invalidAnswer(parsed.error, TemplateStoreMessage.invalid), 400);
      const template = storedTemplate(id, parsed.data, clock());
      await store.put(template);
      // The errors the source has on its own (with the partials in its scope): shown at save.
      const collectionId =
        template.scope.type === 'collection' ? template.scope.collectionId : null;
      const partials = partialsFor(await store.list(), collectionId);
      const { errors } = renderTemplate({ template: template.source, partials });
      return c.json({ template, errors });
    }),
  );

  app.delete('/:id', async (c) =>
    (await store.delete(c.req.param('id')))
      ? c.body(null, 204)
      : c.json({ error: TemplateStoreMessage.notFound }, 404),
  );
}

export function templateRoutes(
  store?: TemplateStore,
  clock: () => Date = () => new Date(),
): Hono<JsonBodyEnv> {
  const app = new Hono<JsonBodyEnv>();
  app.post('/render', body, (c) => {
    const parsed = templateRenderRequestSchema.safeParse(c.var.body);
    if (!parsed.success) {
      return c.json(invalidAnswer(parsed.error, TemplateApiMessage.invalid), 400);
    }
    return c.json<TemplateRenderResponse>(renderTemplate(parsed.data));
  });
  if (store) storedRoutes(app, store, clock);
  return app;
}
