// Owner-authored templates (docs/templates.md): POST /api/templates/render runs one through the
// reference engine and answers its output and its errors, each with its line and column.
import { Hono } from 'hono';
import {
  TEMPLATE_RENDER_MAX_BYTES,
  TemplateApiMessage,
  type TemplateRenderResponse,
  templateRenderRequestSchema,
} from '../../shared/api/templates';
import { type JsonBodyEnv, jsonBody } from '../json-body';
import { renderTemplate } from '../templates/render';
import { invalidAnswer } from './form-admin';

const body = jsonBody({
  maxBytes: TEMPLATE_RENDER_MAX_BYTES,
  refuse: (c, refusal) => c.json({ error: refusal.message, issues: [] }, refusal.status),
});

export function templateRoutes(): Hono<JsonBodyEnv> {
  const app = new Hono<JsonBodyEnv>();
  app.post('/render', body, (c) => {
    const parsed = templateRenderRequestSchema.safeParse(c.var.body);
    if (!parsed.success) {
      return c.json(invalidAnswer(parsed.error, TemplateApiMessage.invalid), 400);
    }
    return c.json<TemplateRenderResponse>(renderTemplate(parsed.data));
  });
  return app;
}
