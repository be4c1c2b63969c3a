// The tag and category manager's calls of one collection (docs/collections.md "Tags and
// categories"), mounted under /api/collections/{id}/tags and …/categories: GET lists the names
// with their item counts; POST {name} adds one; PUT …/{name} {name} renames; DELETE …/{name}
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
import type { CollectionTerms, TermChange } from '../storage/collection-terms';
import { invalidAnswer } from './form-admin';

const json = jsonBody({
  maxBytes: 100_000,
  refuse: (c, refused) => c.json({ error: refused.message, issues: [] }, refused.status),
});

const fail = (c: Context, status: 400 | 404 | 409, message: string) =>
  c.json({ error: message, issues: [] }, status);

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
        return fail(
          c,
          change.reason === 'duplicate' ? 409 : 400,
          termRefusal(tagType, change.reason),
        );
    }
  }

  /** The body's `name`, or the 400 answer. */
  function nameOf(c: Context<JsonBodyEnv>): string | Response {
    const parsed = termNameSchema.safeParse(c.var.body);
    return parsed.success
      ? parsed.data.name
      : c.json(invalidAnswer(parsed.error, CollectionApiMessage.invalidTerm), 400);
  }

  app.get('/', async (c) => {
    const list = await terms.list(collectionId(c), tagType);
    return list ? c.json({ terms: list }) : fail(c, 404, CollectionApiMessage.collectionNotFound);
  });

  app.post('/', json, async (c) => {
    const name = nameOf(c);
    if (name instanceof Response) return name;
    return answer(c, await terms.add(collectionId(c), tagType, name));
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
    const name = nameOf(c);
    if (name instanceof Response) return name;
    return answer(c, await terms.rename(collectionId(c), tagType, c.req.param('name'), name));
  });

  app.delete('/:name', async (c) =>
    answer(c, await terms.remove(collectionId(c), tagType, c.req.param('name'))),
  );

  return app;
}
