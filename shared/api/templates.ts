// POST /api/templates/render (docs/templates.md): an owner's template, its JSON, partials,
// injects and params (the conformance case format's sections) in; the output and each error
// with the line and column it came from out.
import { z } from 'zod';

export const TEMPLATE_RENDER_PATH = '/api/templates/render';

/** The largest request body the route reads: a template with a 200-product list as its JSON. */
export const TEMPLATE_RENDER_MAX_BYTES = 4_000_000;
/** The longest template or partial source, in characters. */
export const TEMPLATE_MAX_CHARS = 200_000;
/** The most partials one render may carry. */
export const TEMPLATE_MAX_PARTIALS = 200;

export const TemplateApiMessage = {
  invalid: 'The template request is invalid.',
} as const;

const source = z
  .string()
  .max(TEMPLATE_MAX_CHARS, `must be at most ${TEMPLATE_MAX_CHARS} characters`);
const name = z.string().min(1).max(200);

/**
 * `partials`: name to source. `injects`: name to value; a string holding JSON is read as that
 * JSON (the case format). `params`: `locale` (default `en`; `none` for no locale data), `now`
 * (epoch ms).
 */
export const templateRenderRequestSchema = z
  .object({
    template: source,
    json: z.unknown().optional(),
    partials: z
      .record(name, source)
      .refine((partials) => Object.keys(partials).length <= TEMPLATE_MAX_PARTIALS, {
        message: `must hold at most ${TEMPLATE_MAX_PARTIALS} partials`,
      })
      .optional(),
    injects: z.record(name, z.unknown()).optional(),
    params: z
      .object({
        locale: z.string().max(35).optional(),
        now: z.number().finite().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type TemplateRenderRequest = z.infer<typeof templateRenderRequestSchema>;

/** One error of a render: its message and where it came from (the template, or a partial). */
export interface TemplateError {
  readonly message: string;
  readonly line: number;
  readonly column: number;
  /** The partial the error is in; absent for the template itself. */
  readonly partial?: string;
}

export interface TemplateRenderResponse {
  readonly output: string;
  readonly errors: readonly TemplateError[];
}
