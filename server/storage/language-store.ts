// A website's languages on Kysely (docs/languages.md): read as stored, or the default language
// alone when none were set; replaced whole; reset to the default language alone.
import type { Kysely } from 'kysely';
import {
  DEFAULT_SITE_LANGUAGES,
  defaultLanguageOf,
  type SiteLanguage,
  siteLanguagesSchema,
} from '../../shared/i18n/languages';
import type { Database } from './database';
import { jsonText } from './json-column';

export class LanguageStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly websiteId: string,
    private readonly now: () => number,
  ) {}

  async languages(): Promise<readonly SiteLanguage[]> {
    const row = await this.db
      .selectFrom('site_languages')
      .select('languages')
      .where('website_id', '=', this.websiteId)
      .executeTakeFirst();
    const stored = row && siteLanguagesSchema.safeParse(JSON.parse(row.languages));
    return stored?.success ? stored.data : DEFAULT_SITE_LANGUAGES;
  }

  async setLanguages(languages: readonly SiteLanguage[]): Promise<void> {
    const row = {
      website_id: this.websiteId,
      languages: jsonText(this.db, languages),
      updated_at: this.now(),
    };
    await this.db
      .insertInto('site_languages')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('website_id')
          .doUpdateSet({ languages: row.languages, updated_at: row.updated_at }),
      )
      .execute();
  }

  /** Every language but the default goes. */
  async disconnect(): Promise<readonly SiteLanguage[]> {
    const only = [{ code: defaultLanguageOf(await this.languages()), isDefault: true }];
    await this.setLanguages(only);
    return only;
  }
}
