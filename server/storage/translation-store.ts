// The words of one site's products, forms and collection items in its other languages
// (0026_translations; docs/languages.md). A row per record and language; the words are checked
// by the routes on the way in and again on the way out (a row that no longer reads is left out).
// Removing a record removes its words: `prune` drops the words of records that are gone.
import type { Kysely } from 'kysely';
import {
  type TranslationKind,
  WORDS_SCHEMAS,
  WORDS_VERSION,
  type WordsOf,
} from '../../shared/i18n/content-translations';
import type { Database } from './database';
import { jsonText } from './json-column';

export interface StoredWords<K extends TranslationKind = TranslationKind> {
  readonly fields: WordsOf[K];
  /** Epoch ms. */
  readonly updatedAt: number;
}

function wordsOf<K extends TranslationKind>(kind: K, text: string): WordsOf[K] | undefined {
  const parsed = WORDS_SCHEMAS[kind].safeParse(JSON.parse(text));
  return parsed.success ? (parsed.data as WordsOf[K]) : undefined;
}

export class TranslationStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly siteId: string,
    private readonly now: () => number,
  ) {}

  private rows(kind: TranslationKind) {
    return this.db
      .selectFrom('translations')
      .where('site_id', '=', this.siteId)
      .where('kind', '=', kind);
  }

  /** Every language's words for one record, by language tag. */
  async of<K extends TranslationKind>(
    kind: K,
    refId: string,
  ): Promise<Record<string, StoredWords<K>>> {
    const rows = await this.rows(kind)
      .select(['language', 'fields', 'updated_at'])
      .where('ref_id', '=', refId)
      .orderBy('language')
      .execute();
    const out: Record<string, StoredWords<K>> = {};
    for (const row of rows) {
      const fields = wordsOf(kind, row.fields);
      if (fields) out[row.language] = { fields, updatedAt: Number(row.updated_at) };
    }
    return out;
  }

  /** The words of every record of a kind in one language, by record id (one query a render). */
  async wordsIn<K extends TranslationKind>(
    kind: K,
    language: string,
  ): Promise<ReadonlyMap<string, WordsOf[K]>> {
    const rows = await this.rows(kind)
      .select(['ref_id', 'fields'])
      .where('language', '=', language)
      .execute();
    const out = new Map<string, WordsOf[K]>();
    for (const row of rows) {
      const fields = wordsOf(kind, row.fields);
      if (fields) out.set(row.ref_id, fields);
    }
    return out;
  }

  /** Stores one language's words for a record, replacing what it had. */
  async put<K extends TranslationKind>(
    kind: K,
    refId: string,
    language: string,
    fields: WordsOf[K],
  ): Promise<StoredWords<K>> {
    const row = {
      site_id: this.siteId,
      kind,
      ref_id: refId,
      language,
      fields: jsonText(this.db, fields),
      version: WORDS_VERSION,
      updated_at: this.now(),
    };
    await this.db
      .insertInto('translations')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['site_id', 'kind', 'ref_id', 'language'])
          .doUpdateSet({ fields: row.fields, version: row.version, updated_at: row.updated_at }),
      )
      .execute();
    return { fields, updatedAt: row.updated_at };
  }

  /** Removes one language's words for a record; false when it had none. */
  async remove(kind: TranslationKind, refId: string, language: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('translations')
      .where('site_id', '=', this.siteId)
      .where('kind', '=', kind)
      .where('ref_id', '=', refId)
      .where('language', '=', language)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Drops the words of this site's records of a kind that no longer exist. */
  async prune(kind: TranslationKind): Promise<void> {
    const db = this.db;
    const existing =
      kind === 'product'
        ? db.selectFrom('products').select('id').where('website_id', '=', this.siteId)
        : kind === 'form'
          ? db.selectFrom('forms').select('id').where('site_id', '=', this.siteId)
          : db
              .selectFrom('collection_items')
              .innerJoin('collections', 'collections.id', 'collection_items.collection_id')
              .select('collection_items.id')
              .where('collections.site_id', '=', this.siteId);
    await db
      .deleteFrom('translations')
      .where('site_id', '=', this.siteId)
      .where('kind', '=', kind)
      .where('ref_id', 'not in', existing)
      .execute();
  }
}
