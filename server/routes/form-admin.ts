// The owner's form calls: definitions (GET/POST /api/forms, GET|PUT|DELETE /api/forms/{formId}),
// submissions (paged, newest first, search; CSV export), the form's mailing list, and the mailing
// lists themselves (/api/mailing-lists). Writes pass the crumb check of /api/*.
import { type Context, Hono } from 'hono';
import type { ZodError } from 'zod';
import {
  createMailingListSchema,
  DEFAULT_SUBMISSIONS_PAGE_SIZE,
  FormApiMessage,
  type FormDefinition,
  formDefinitionInputSchema,
  type InvalidFormResponse,
  MAX_SUBMISSIONS_PAGE_SIZE,
} from '../../shared/api/forms';
import { isObj } from '../../shared/products/input-fields';
import { submissionsCsv } from '../forms/csv';
import { shortId } from '../forms/ids';
import { type JsonBodyEnv, jsonBody } from '../json-body';
import type { FormStore } from '../storage/form-store';
import type { Clock } from '../storage/site-store';

/** Our limit: a form definition body holds at most 1 MB. */
export const MAX_DEFINITION_BYTES = 1_000_000;

/** An owner's body; a refusal answers the site API's `{error, issues}`. */
const formJson = jsonBody({
  maxBytes: MAX_DEFINITION_BYTES,
  refuse: (c, refusal) => c.json({ error: refusal.message, issues: [] }, refusal.status),
});

/** The 400 answer for a refused body: `error` names the first field at fault. */
export function invalidAnswer(error: ZodError, lead: string): InvalidFormResponse {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  return { error: first ? `${lead} ${first.path || 'body'}: ${first.message}` : lead, issues };
}

const notFound = { error: FormApiMessage.notFound };

function pageNumber(raw: string | undefined, fallback: number, max: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? Math.min(value, max) : null;
}

export function formAdminRoutes(store: FormStore, clock: Clock): Hono {
  const app = new Hono();
  const now = () => clock().toISOString();

  /** Checks a definition body; `id` is the address's (PUT) or undefined (POST). */
  function definition(c: Context<JsonBodyEnv>, id: string | undefined): FormDefinition | Response {
    const parsed = formDefinitionInputSchema.safeParse(c.var.body);
    if (!parsed.success) {
      return c.json(invalidAnswer(parsed.error, FormApiMessage.invalidDefinition), 400);
    }
    if (id !== undefined && parsed.data.id !== undefined && parsed.data.id !== id) {
      const issues = [{ path: 'id', message: `must be "${id}"` }];
      return c.json({ error: FormApiMessage.idMismatch, issues }, 400);
    }
    return { ...parsed.data, id: id ?? parsed.data.id ?? shortId('form') };
  }

  app.get('/', async (c) => c.json({ forms: await store.listForms() }));

  app.post('/', formJson, async (c) => {
    const form = definition(c, undefined);
    if (form instanceof Response) return form;
    if (!(await store.createForm(form, now()))) {
      return c.json(
        { error: FormApiMessage.idTaken, issues: [{ path: 'id', message: 'taken' }] },
        409,
      );
    }
    return c.json(form, 201);
  });

  app.get('/:formId', async (c) => {
    const form = await store.getForm(c.req.param('formId'));
    return form ? c.json(form) : c.json(notFound, 404);
  });

  app.put('/:formId', formJson, async (c) => {
    const form = definition(c, c.req.param('formId'));
    if (form instanceof Response) return form;
    return (await store.updateForm(form, now())) ? c.json(form) : c.json(notFound, 404);
  });

  app.delete('/:formId', async (c) =>
    (await store.deleteForm(c.req.param('formId'))) ? c.body(null, 204) : c.json(notFound, 404),
  );

  app.get('/:formId/submissions', async (c) => {
    const formId = c.req.param('formId');
    if (!(await store.getForm(formId))) return c.json(notFound, 404);
    const page = pageNumber(c.req.query('page'), 1, Number.MAX_SAFE_INTEGER);
    const pageSize = pageNumber(
      c.req.query('pageSize'),
      DEFAULT_SUBMISSIONS_PAGE_SIZE,
      MAX_SUBMISSIONS_PAGE_SIZE,
    );
    if (page === null || pageSize === null) return c.json({ error: FormApiMessage.badPage }, 400);
    const search = c.req.query('search') ?? '';
    const result = await store.listSubmissions(formId, { page, pageSize, search });
    return c.json({ ...result, page, pageSize });
  });

  app.get('/:formId/submissions.csv', async (c) => {
    const form = await store.getForm(c.req.param('formId'));
    if (!form) return c.json(notFound, 404);
    const csv = submissionsCsv(form.fields, await store.allSubmissions(form.id));
    const fileName = `${form.id}-submissions.csv`;
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  });

  app.get('/:formId/mailing-list', async (c) => {
    const mailingListId = await store.formMailingList(c.req.param('formId'));
    return mailingListId === undefined ? c.json(notFound, 404) : c.json({ mailingListId });
  });

  app.put('/:formId/mailing-list', formJson, async (c) => {
    const body = c.var.body;
    const listId = isObj(body) && typeof body.mailingListId === 'string' ? body.mailingListId : '';
    const result = await store.setFormMailingList(c.req.param('formId'), listId);
    if (result === 'no-form') return c.json(notFound, 404);
    if (result === 'no-list') return c.json({ error: FormApiMessage.mailingListNotFound }, 404);
    return c.json({ mailingListId: listId });
  });

  app.delete('/:formId/mailing-list', async (c) =>
    (await store.setFormMailingList(c.req.param('formId'), null)) === 'no-form'
      ? c.json(notFound, 404)
      : c.json({ mailingListId: null }),
  );

  return app;
}

export function mailingListRoutes(store: FormStore, clock: Clock): Hono {
  const app = new Hono();

  app.get('/', async (c) => c.json({ mailingLists: await store.listMailingLists() }));

  app.post('/', formJson, async (c) => {
    const parsed = createMailingListSchema.safeParse(c.var.body);
    if (!parsed.success) {
      return c.json(invalidAnswer(parsed.error, FormApiMessage.invalidMailingList), 400);
    }
    const list = await store.createMailingList({
      id: shortId('list'),
      name: parsed.data.name,
      createdAt: clock().toISOString(),
    });
    return c.json(list, 201);
  });

  app.get('/:listId/members', async (c) => {
    const members = await store.listMembers(c.req.param('listId'));
    return members
      ? c.json({ members })
      : c.json({ error: FormApiMessage.mailingListNotFound }, 404);
  });

  return app;
}
