// FormStore on Kysely, with queries that read the same on SQLite and PostgreSQL. A submission
// key is used up by deleting it (one statement: two requests with one key cannot both succeed);
// a submission and its mailing-list member are written in one transaction.
import { type Kysely, type Selectable, sql } from 'kysely';
import {
  type FormDefinition,
  type FormSubmission,
  type FormSummary,
  formDefinitionSchema,
  type MailingList,
  type MailingListMember,
} from '../../shared/api/forms';
import type { SubmissionValue } from '../../shared/forms/submission-values';
import type { Database, FormSubmissionsTable } from './database';
import type { ConnectResult, FormStore, NewSubmission, SubmissionQuery } from './form-store';
import { jsonText } from './json-column';
import { containsPattern } from './kysely-file-store';

/** Every string the visitor sent, lower-cased and joined: what search looks in. */
export function searchTextOf(values: Readonly<Record<string, SubmissionValue>>): string {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        texts.push(key);
        collect(inner);
      }
    }
  };
  collect(values);
  return texts.join('\n').toLowerCase();
}

function submissionOf(row: Selectable<FormSubmissionsTable>): FormSubmission {
  return {
    id: row.id,
    formId: row.form_id,
    createdAt: row.created_at,
    values: JSON.parse(row.form_values) as FormSubmission['values'],
    pagePath: row.page_path,
  };
}

/** Definitions are checked on the way in; reading one back goes through the same schema. */
const definitionOf = (text: string): FormDefinition => formDefinitionSchema.parse(JSON.parse(text));

/** The forms of one site: every query keeps to its rows, every insert writes its id. */
export class KyselyFormStore implements FormStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly siteId: string,
  ) {}

  async listForms(): Promise<FormSummary[]> {
    const counts = this.db
      .selectFrom('form_submissions')
      .select(['form_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('site_id', '=', this.siteId)
      .groupBy('form_id')
      .as('counts');
    const rows = await this.db
      .selectFrom('forms')
      .leftJoin(counts, 'counts.form_id', 'forms.id')
      .select([
        'forms.id',
        'forms.name',
        'forms.definition',
        'forms.mailing_list_id',
        'forms.updated_at',
        'counts.n',
      ])
      .where('forms.site_id', '=', this.siteId)
      .orderBy('forms.name')
      .orderBy('forms.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      fieldCount: definitionOf(row.definition).fields.length,
      submissionCount: Number(row.n ?? 0),
      mailingListId: row.mailing_list_id,
      updatedAt: row.updated_at,
    }));
  }

  async getForm(id: string): Promise<FormDefinition | undefined> {
    const row = await this.db
      .selectFrom('forms')
      .select('definition')
      .where('site_id', '=', this.siteId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && definitionOf(row.definition);
  }

  async createForm(form: FormDefinition, now: string): Promise<boolean> {
    const result = await this.db
      .insertInto('forms')
      .values({
        site_id: this.siteId,
        id: form.id,
        name: form.name,
        definition: jsonText(this.db, form),
        mailing_list_id: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['site_id', 'id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async updateForm(form: FormDefinition, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('forms')
      .set({ name: form.name, definition: jsonText(this.db, form), updated_at: now })
      .where('site_id', '=', this.siteId)
      .where('id', '=', form.id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  deleteForm(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('form_submissions')
        .where('site_id', '=', this.siteId)
        .where('form_id', '=', id)
        .execute();
      const result = await trx
        .deleteFrom('forms')
        .where('site_id', '=', this.siteId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    });
  }

  async addSubmissionKey(key: string, expiresAt: string): Promise<void> {
    await this.db
      .insertInto('form_submission_keys')
      .values({ site_id: this.siteId, key, expires_at: expiresAt })
      .execute();
  }

  async takeSubmissionKey(key: string, now: string): Promise<boolean> {
    // Expired keys go first, so the table holds only the ones still usable.
    await this.db
      .deleteFrom('form_submission_keys')
      .where('site_id', '=', this.siteId)
      .where('expires_at', '<=', now)
      .execute();
    const result = await this.db
      .deleteFrom('form_submission_keys')
      .where('site_id', '=', this.siteId)
      .where('key', '=', key)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  addSubmission({ submission, email }: NewSubmission): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('form_submissions')
        .values({
          site_id: this.siteId,
          id: submission.id,
          form_id: submission.formId,
          created_at: submission.createdAt,
          form_values: jsonText(this.db, submission.values),
          search_text: searchTextOf(submission.values),
          page_path: submission.pagePath,
        })
        .execute();
      if (email === null) return;
      const form = await trx
        .selectFrom('forms')
        .select('mailing_list_id')
        .where('site_id', '=', this.siteId)
        .where('id', '=', submission.formId)
        .executeTakeFirst();
      if (!form?.mailing_list_id) return;
      await trx
        .insertInto('mailing_list_members')
        .values({
          site_id: this.siteId,
          list_id: form.mailing_list_id,
          email,
          form_id: submission.formId,
          created_at: submission.createdAt,
        })
        .onConflict((oc) => oc.columns(['site_id', 'list_id', 'email']).doNothing())
        .execute();
    });
  }

  async listSubmissions(
    formId: string,
    query: SubmissionQuery,
  ): Promise<{ submissions: FormSubmission[]; total: number }> {
    let base = this.db
      .selectFrom('form_submissions')
      .where('site_id', '=', this.siteId)
      .where('form_id', '=', formId);
    const search = query.search?.trim() ?? '';
    if (search !== '') {
      const pattern = containsPattern(search);
      base = base.where(sql<boolean>`${sql.ref('search_text')} like ${pattern} escape '\\'`);
    }
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return { submissions: rows.map(submissionOf), total: Number(counted?.n ?? 0) };
  }

  async allSubmissions(formId: string): Promise<FormSubmission[]> {
    const rows = await this.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('site_id', '=', this.siteId)
      .where('form_id', '=', formId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(submissionOf);
  }

  async listMailingLists(): Promise<MailingList[]> {
    const lists = await this.db
      .selectFrom('mailing_lists')
      .selectAll()
      .where('site_id', '=', this.siteId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    const members = await this.db
      .selectFrom('mailing_list_members')
      .select(['list_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('site_id', '=', this.siteId)
      .groupBy('list_id')
      .execute();
    const forms = await this.db
      .selectFrom('forms')
      .select(['id', 'mailing_list_id'])
      .where('site_id', '=', this.siteId)
      .where('mailing_list_id', 'is not', null)
      .orderBy('id')
      .execute();
    return lists.map((list) => ({
      id: list.id,
      name: list.name,
      memberCount: Number(members.find((m) => m.list_id === list.id)?.n ?? 0),
      formIds: forms.filter((f) => f.mailing_list_id === list.id).map((f) => f.id),
      createdAt: list.created_at,
    }));
  }

  async createMailingList(list: {
    id: string;
    name: string;
    createdAt: string;
  }): Promise<MailingList> {
    await this.db
      .insertInto('mailing_lists')
      .values({ site_id: this.siteId, id: list.id, name: list.name, created_at: list.createdAt })
      .execute();
    return { ...list, memberCount: 0, formIds: [] };
  }

  async listMembers(listId: string): Promise<MailingListMember[] | undefined> {
    const list = await this.db
      .selectFrom('mailing_lists')
      .select('id')
      .where('site_id', '=', this.siteId)
      .where('id', '=', listId)
      .executeTakeFirst();
    if (!list) return undefined;
    const rows = await this.db
      .selectFrom('mailing_list_members')
      .selectAll()
      .where('site_id', '=', this.siteId)
      .where('list_id', '=', listId)
      .orderBy('created_at', 'desc')
      .orderBy('email')
      .execute();
    return rows.map((row) => ({
      email: row.email,
      formId: row.form_id,
      createdAt: row.created_at,
    }));
  }

  async formMailingList(formId: string): Promise<string | null | undefined> {
    const row = await this.db
      .selectFrom('forms')
      .select('mailing_list_id')
      .where('site_id', '=', this.siteId)
      .where('id', '=', formId)
      .executeTakeFirst();
    return row ? row.mailing_list_id : undefined;
  }

  setFormMailingList(formId: string, listId: string | null): Promise<ConnectResult> {
    return this.db.transaction().execute(async (trx) => {
      if (listId !== null) {
        const list = await trx
          .selectFrom('mailing_lists')
          .select('id')
          .where('site_id', '=', this.siteId)
          .where('id', '=', listId)
          .executeTakeFirst();
        if (!list) return 'no-list';
      }
      const result = await trx
        .updateTable('forms')
        .set({ mailing_list_id: listId })
        .where('site_id', '=', this.siteId)
        .where('id', '=', formId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? 'connected' : 'no-form';
    });
  }
}
