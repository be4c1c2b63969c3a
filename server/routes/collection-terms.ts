// The tag and category manager's calls of one collection (docs/collections.md "Tags and
// categories"), mounted under /api/collections/{id}/tags and …/categories: GET lists the names
// with their item counts and parents; POST {name, parent?} adds one; PUT …/{name} {name,
// parent?} renames (and moves a category); DELETE …/{name}
// removes it from the list and its items; POST …/merge {from, into} merges.
import { type Context, Hono } from 'hono';
import {
  CollectionApiMessage,
  termMergeSchema,
  termNameSchema,
  termRefusal,
} from '../../shared/api/collections';
import type { TagType } from '../../shared/store/tags';
import { type JsonBodyEnv, jsonBody } from '../json-body';
import type { CollectionTerms, TermChange, TermRefusalReason } from '../storage/collection-terms';
import { invalidAnswer } from './form-admin';

const json = jsonBody({
  maxBytes: 100_000,
  refuse: (c, refused) => c.json({ error: refused.message, issues: [] }, refused.status),
});

const fail = (c: Context, status: 400 | 404 | 409, message: string) =>
  c.json({ error: message, issues: [] }, status);

/** 409 for a clash with what is there; 400 for the rest. */
const REFUSAL_STATUS: Partial<Record<TermRefusalReason, 409>> = {
  duplicate: 409,
  'too-many': 409,
  loop: 409,
};

export function termRoutes(terms: CollectionTerms, tagType: TagType): Hono {
  const app = new Hono();
  const collectionId = (c: Context) => c.req.param('id') ?? '';

  function answer(c: Context, change: TermChange): Response {
    switch (change.kind) {
      case 'ok':
        return c.body(null, 204);
      case 'no-collection':
        return fail(c, 404, CollectionApiMessage.collectionNotFound);
      case 'no-term':
        return fail(c, 404, termRefusal(tagType, 'missing'));
      case 'refused':
        return fail(c, REFUSAL_STATUS[change.reason] ?? 400, termRefusal(tagType, change.reason));
    }
  }

  /** The body's `name` and `parent`, or the 400 answer. */
  function nameOf(c: Context<JsonBodyEnv>): { name: string; parent?: string | null } | Response {
    const parsed = termNameSchema.safeParse(c.var.body);
    return parsed.success
      ? parsed.data
      : c.json(invalidAnswer(parsed.error, CollectionApiMessage.invalidTerm), 400);
  }

  app.get('/', async (c) => {
    const list = await terms.list(collectionId(c), tagType);
    return list ? c.json({ terms: list }) : fail(c, 404, CollectionApiMessage.collectionNotFound);
  });

  app.post('/', json, async (c) => {
    const body = nameOf(c);
    if (body instanceof Response) return body;
    return answer(c, await terms.add(collectionId(c), tagType, body.name, body.parent));
  });

  app.post('/merge', json, async (c) => {
    const parsed = termMergeSchema.safeParse(c.var.body);
    if (!parsed.success) {
      return c.json(invalidAnswer(parsed.error, CollectionApiMessage.invalidTerm), 400);
    }
    const { from, into } = parsed.data;
    return answer(c, await terms.merge(collectionId(c), tagType, from, into));
  });

  app.put('/:name', json, async (c) => {
    const body = nameOf(c);
    if (body instanceof Response) return body;
    const from = c.req.param('name');
    return answer(c, await terms.rename(collectionId(c), tagType, from, body.name, body.parent));
  });

  app.delete('/:name', async (c) =>
    answer(c, await terms.remove(collectionId(c), tagType, c.req.param('name'))),
  );

  return app;
}
