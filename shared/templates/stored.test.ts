import { describe, expect, it } from 'vitest';
import {
  migrateStoredTemplate,
  partialsFor,
  STORED_TEMPLATE_VERSION,
  type StoredTemplate,
  storedTemplate,
  TemplateStoreMessage,
  templateInputSchema,
} from './stored';

const NOW = new Date('2026-11-26T12:00:00Z');

const partial = (id: string, name: string, source: string, collectionId?: string): StoredTemplate =>
  storedTemplate(
    id,
    {
      name,
      kind: 'partial',
      scope: collectionId ? { type: 'collection', collectionId } : { type: 'site' },
      source,
    },
    NOW,
  );

describe('migrateStoredTemplate', () => {
  it('reads a record of the current version as it was saved', () => {
    const saved = storedTemplate(
      'pdp',
      {
        name: 'Product page',
        kind: 'product-detail',
        scope: { type: 'collection', collectionId: 'shop' },
        source: '{title}',
      },
      NOW,
    );
    expect(saved).toMatchObject({
      version: STORED_TEMPLATE_VERSION,
      updatedAt: '2026-11-26T12:00:00.000Z',
    });
    expect(migrateStoredTemplate(JSON.parse(JSON.stringify(saved)))).toEqual({
      ok: true,
      template: saved,
    });
  });

  it('reads a version 1 record as in use (enabled), and refuses a damaged one', () => {
    const v1 = {
      version: 1,
      id: 'pdp',
      name: 'Product page',
      kind: 'product-detail',
      scope: { type: 'site' },
      source: '{title}',
      updatedAt: '2026-11-26T12:00:00.000Z',
    };
    expect(migrateStoredTemplate(v1)).toEqual({
      ok: true,
      template: { ...v1, version: STORED_TEMPLATE_VERSION, enabled: true },
    });
    expect(migrateStoredTemplate({ ...v1, enabled: false })).toEqual({
      ok: false,
      message: TemplateStoreMessage.damaged,
    });
    expect(migrateStoredTemplate({ ...v1, source: 3 })).toEqual({
      ok: false,
      message: TemplateStoreMessage.damaged,
    });
  });

  it('keeps a template switched off as saved, and leaves it out of the partials', () => {
    const off = storedTemplate(
      'p',
      { name: 'card', kind: 'partial', scope: { type: 'site' }, source: '{x}', enabled: false },
      NOW,
    );
    expect(off.enabled).toBe(false);
    expect(migrateStoredTemplate(JSON.parse(JSON.stringify(off)))).toEqual({
      ok: true,
      template: off,
    });
    expect(partialsFor([off], null)).toEqual({});
  });

  it('refuses a newer version and a damaged record, each with its message', () => {
    const saved = partial('p', 'card', '{x}');
    expect(migrateStoredTemplate({ ...saved, version: STORED_TEMPLATE_VERSION + 1 })).toEqual({
      ok: false,
      message: TemplateStoreMessage.newer(STORED_TEMPLATE_VERSION + 1),
    });
    expect(migrateStoredTemplate({ ...saved, kind: 'page' })).toEqual({
      ok: false,
      message: TemplateStoreMessage.damaged,
    });
    expect(migrateStoredTemplate('{"version":1}')).toEqual({
      ok: false,
      message: TemplateStoreMessage.damaged,
    });
    expect(migrateStoredTemplate(null)).toEqual({
      ok: false,
      message: TemplateStoreMessage.damaged,
    });
  });
});

describe('templateInputSchema', () => {
  it('takes a name, a kind, a scope and a source, and nothing else', () => {
    const input = { name: 'card', kind: 'partial', scope: { type: 'site' }, source: '' };
    expect(templateInputSchema.safeParse(input).success).toBe(true);
    expect(templateInputSchema.safeParse({ ...input, extra: 1 }).success).toBe(false);
    expect(templateInputSchema.safeParse({ ...input, scope: { type: 'collection' } }).success).toBe(
      false,
    );
    expect(templateInputSchema.safeParse({ ...input, name: '  ' }).success).toBe(false);
  });
});

describe('partialsFor', () => {
  it("gives the site's partials and the collection's, the collection's winning a shared name", () => {
    const templates = [
      partial('a', 'card', 'collection card', 'shop'),
      partial('b', 'card', 'site card'),
      partial('c', 'badge', 'site badge'),
      partial('d', 'other', 'other collection', 'blog'),
    ];
    expect(partialsFor(templates, 'shop')).toEqual({
      card: 'collection card',
      badge: 'site badge',
    });
    expect(partialsFor(templates, null)).toEqual({ card: 'site card', badge: 'site badge' });
  });
});
