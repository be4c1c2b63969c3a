// An owner's stored template (docs/templates.md): a product detail page, a product list page, a
// collection item page, or a partial the others apply by name; for the whole site or one
// collection. Stored as a versioned JSON record; `migrateStoredTemplate` reads any stored version.
import { z } from 'zod';
import { TEMPLATE_MAX_CHARS } from '../api/templates';

export const TEMPLATE_KINDS = [
  'product-detail',
  'product-list',
  'collection-item',
  'partial',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** 2: `enabled` (a template switched off leaves its pages to the built-in rendering). */
export const STORED_TEMPLATE_VERSION = 2;

export const TemplateStoreMessage = {
  damaged: 'The stored template is damaged.',
  newer: (version: number) =>
    `The stored template has version ${version}, newer than this server reads (${STORED_TEMPLATE_VERSION}).`,
  notFound: 'No template has this id.',
  badId: 'A template id is 1 to 64 letters, digits, - or _.',
  invalid: 'The template is invalid.',
} as const;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _');

export const templateScopeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('site') }).strict(),
  z.object({ type: z.literal('collection'), collectionId: id }).strict(),
]);
export type TemplateScope = z.infer<typeof templateScopeSchema>;

/** What an owner sends to save a template (PUT /api/templates/:id). */
export const templateInputSchema = z
  .object({
    /** A partial's name is what `{@|apply name}` and `{.include name}` use. */
    name: z.string().trim().min(1).max(100),
    kind: z.enum(TEMPLATE_KINDS),
    scope: templateScopeSchema,
    source: z.string().max(TEMPLATE_MAX_CHARS, `must be at most ${TEMPLATE_MAX_CHARS} characters`),
    /** Whether the live site uses it; absent: true. Off: its pages are built in. */
    enabled: z.boolean().optional(),
  })
  .strict();
export type TemplateInput = z.infer<typeof templateInputSchema>;

const storedSchema = templateInputSchema.extend({
  version: z.literal(STORED_TEMPLATE_VERSION),
  id,
  enabled: z.boolean(),
  updatedAt: z.string(),
});

/** Version 1: the same record without `enabled` (every template was in use). */
const storedV1Schema = templateInputSchema.omit({ enabled: true }).extend({
  version: z.literal(1),
  id,
  updatedAt: z.string(),
});
export type StoredTemplate = z.infer<typeof storedSchema>;

export const templateIdSchema = id;

export type MigrationResult =
  | { readonly ok: true; readonly template: StoredTemplate }
  | { readonly ok: false; readonly message: string };

/**
 * A stored record brought to STORED_TEMPLATE_VERSION: version 1 gains `enabled: true`. A later
 * version's step goes here, from the version before it. A newer or damaged record is refused with
 * a message.
 */
export function migrateStoredTemplate(raw: unknown): MigrationResult {
  const version =
    typeof raw === 'object' && raw !== null ? (raw as { version?: unknown }).version : undefined;
  if (
    typeof version === 'number' &&
    Number.isInteger(version) &&
    version > STORED_TEMPLATE_VERSION
  ) {
    return { ok: false, message: TemplateStoreMessage.newer(version) };
  }
  if (version === 1) {
    const v1 = storedV1Schema.safeParse(raw);
    return v1.success
      ? { ok: true, template: { ...v1.data, version: STORED_TEMPLATE_VERSION, enabled: true } }
      : { ok: false, message: TemplateStoreMessage.damaged };
  }
  const parsed = storedSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, template: parsed.data }
    : { ok: false, message: TemplateStoreMessage.damaged };
}

/** The record a save stores. */
export function storedTemplate(
  templateId: string,
  input: TemplateInput,
  now: Date,
): StoredTemplate {
  return {
    version: STORED_TEMPLATE_VERSION,
    id: templateId,
    ...input,
    enabled: input.enabled ?? true,
    updatedAt: now.toISOString(),
  };
}

/** The partials a render of `scope` may apply: the site's, then that collection's (which win). */
export function partialsFor(
  templates: readonly StoredTemplate[],
  collectionId: string | null,
): Record<string, string> {
  const partials: Record<string, string> = {};
  const ordered = [...templates].sort(
    (a, b) => (a.scope.type === 'site' ? 0 : 1) - (b.scope.type === 'site' ? 0 : 1),
  );
  for (const template of ordered) {
    const applies =
      template.scope.type === 'site' ||
      (collectionId !== null && template.scope.collectionId === collectionId);
    if (template.kind === 'partial' && template.enabled && applies) {
      partials[template.name] = template.source;
    }
  }
  return partials;
}
