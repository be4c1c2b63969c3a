// POST /api/templates/render over real HTTP: an admin renders a template with its JSON and
// partials and sees each error at its line and column; a visitor and a role that may not edit
// code are refused; a body that is not JSON, of the wrong shape or too large gets a 4xx. Then
// the stored templates: saved (with the errors of their source), listed, read, deleted.
import { describe, expect, it } from 'vitest';
import { CRUMB_HEADER } from '../shared/api/sites';
import {
  TEMPLATE_RENDER_MAX_BYTES,
  TEMPLATE_RENDER_PATH,
  TemplateApiMessage,
  type TemplateRenderResponse,
} from '../shared/api/templates';
import { roleRefusal, SIGN_IN_TO_CONTINUE } from '../shared/permissions/roles';
import {
  STORED_TEMPLATE_VERSION,
  type StoredTemplate,
  TemplateStoreMessage,
} from '../shared/templates/stored';
import { contributor, NO_LIMITS } from './owner-test-helpers';
import { TestClient } from './test-helpers';
import { serverForTests } from './test-server';

const running = serverForTests('templates-route', { limits: NO_LIMITS });

const render = (client: TestClient, body: unknown) =>
  client.send('POST', TEMPLATE_RENDER_PATH, body);

describe('POST /api/templates/render', () => {
  it('renders a product through a template and a partial for a signed-in admin', async () => {
    const response = await render(running.client, {
      template: '{.section item}<h1>{title|htmltag}</h1>{@|apply price}{.end}',
      json: { item: { title: 'Linen <cushion>', price: 25 } },
      partials: { price: '<p>{price} USD</p>' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual<TemplateRenderResponse>({
      output: '<h1>Linen &lt;cushion&gt;</h1><p>25 USD</p>',
      errors: [],
    });
  });

  it('answers each error with its line and column, in the template or the partial', async () => {
    const response = await render(running.client, {
      template: '<div>\n  {.section item}\n    {title|sparkle}\n  {.end}\n{item|apply card}</div>',
      json: { item: { title: 'Cushion' } },
      partials: { card: '<p>\n{.repeated section variants}' },
    });
    const answer = (await response.json()) as TemplateRenderResponse;
    expect(answer.output).toContain('{title|sparkle}');
    expect(answer.errors).toEqual([
      { message: 'Unknown formatter "sparkle"', line: 3, column: 5 },
      {
        message:
          'Partial "card" parse failed: Unclosed block {.repeated section variants}: it has no {.end}',
        line: 2,
        column: 1,
        partial: 'card',
      },
    ]);
  });

  it('refuses a visitor and a role that may not edit code', async () => {
    const visitor = await new TestClient(running.server.url).start();
    const asVisitor = await render(visitor, { template: 'x' });
    expect(asVisitor.status).toBe(401);
    expect(await asVisitor.json()).toMatchObject({ message: SIGN_IN_TO_CONTINUE });

    const editor = await contributor(running.client, 'editor@templates.test', 'editor');
    const asEditor = await render(editor, { template: 'x' });
    expect(asEditor.status).toBe(403);
    expect(await asEditor.json()).toMatchObject({ message: roleRefusal('editor', 'code:edit') });
  });

  it('answers a body that is not JSON, of the wrong shape or too large with a 4xx and a message', async () => {
    const notJson = await running.client.request(TEMPLATE_RENDER_PATH, {
      method: 'POST',
      body: '{template:',
      headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: running.client.crumb ?? '' },
    });
    expect(notJson.status).toBe(400);

    const wrongShape = await render(running.client, { template: 42, partials: { p: 1 } });
    expect(wrongShape.status).toBe(400);
    const refusal = (await wrongShape.json()) as { error: string; issues: { path: string }[] };
    expect(refusal.error).toContain(TemplateApiMessage.invalid);
    expect(refusal.issues.map((issue) => issue.path)).toEqual(['template', 'partials.p']);

    const unknownField = await render(running.client, { template: 'x', data: {} });
    expect(unknownField.status).toBe(400);

    const huge = await render(running.client, { template: 'x'.repeat(TEMPLATE_RENDER_MAX_BYTES) });
    expect(huge.status).toBe(413);
  });
});

describe('/api/templates (stored)', () => {
  const card = { name: 'card', kind: 'partial', scope: { type: 'site' }, source: '<p>{title}</p>' };
  const page = {
    name: 'Shop product page',
    kind: 'product-detail',
    scope: { type: 'collection', collectionId: 'shop' },
    source: '{.section item}\n{@|apply card}\n{price|glitter}\n{.end}',
  };

  it('saves a template and answers the errors of its source, with the partials in its scope', async () => {
    expect((await running.client.send('PUT', '/api/templates/card', card)).status).toBe(200);
    const saved = await running.client.send('PUT', '/api/templates/pdp', page);
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as { template: StoredTemplate; errors: unknown[] };
    expect(answer.template).toMatchObject({ version: STORED_TEMPLATE_VERSION, id: 'pdp', ...page });
    expect(answer.errors).toEqual([{ message: 'Unknown formatter "glitter"', line: 3, column: 1 }]);

    const listed = (await (await running.client.request('/api/templates')).json()) as {
      templates: StoredTemplate[];
    };
    expect(listed.templates.map((t) => t.id)).toEqual(['card', 'pdp']);
    const read = (await (await running.client.request('/api/templates/pdp')).json()) as {
      template: StoredTemplate;
    };
    expect(read.template).toEqual(answer.template);
  });

  it('deletes a template, and answers 404 for one that is not there', async () => {
    await running.client.send('PUT', '/api/templates/gone', card);
    expect((await running.client.send('DELETE', '/api/templates/gone')).status).toBe(204);
    expect((await running.client.request('/api/templates/gone')).status).toBe(404);
    expect((await running.client.send('DELETE', '/api/templates/gone')).status).toBe(404);
  });

  it('refuses a bad id, a wrong shape, and a role that may not edit code', async () => {
    const badId = await running.client.send('PUT', '/api/templates/no%20spaces', card);
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({ error: TemplateStoreMessage.badId });
    const badKind = await running.client.send('PUT', '/api/templates/x', { ...card, kind: 'page' });
    expect(badKind.status).toBe(400);
    expect(((await badKind.json()) as { error: string }).error).toContain('kind');

    const viewer = await contributor(running.client, 'viewer@templates.test', 'viewer');
    expect((await viewer.request('/api/templates')).status).toBe(403);
    expect((await viewer.send('DELETE', '/api/templates/card')).status).toBe(403);
  });
});
