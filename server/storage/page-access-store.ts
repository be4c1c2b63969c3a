// Page access on Kysely: password hashes by scope (the lock screen, a page) and member areas with
// their members, for one website. Hashes arrive here already made (server/access/passwords.ts):
// this file only stores and finds.
import type { Kysely } from 'kysely';
import type { MemberArea } from '../../shared/api/page-access';
import { newId } from './commerce-helpers';
import type { Database } from './database';

/** A password's scope: the whole site (lock screen) or one page. */
export type PasswordScope =
  | { readonly kind: 'site' }
  | { readonly kind: 'page'; readonly pageId: string };

export const SITE_SCOPE: PasswordScope = { kind: 'site' };
const scopeKey = (scope: PasswordScope) =>
  scope.kind === 'site' ? 'site' : `page:${scope.pageId}`;

export class PageAccessStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly websiteId: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async passwordHash(scope: PasswordScope): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('access_passwords')
      .select('password_hash')
      .where('website_id', '=', this.websiteId)
      .where('scope', '=', scopeKey(scope))
      .executeTakeFirst();
    return row?.password_hash;
  }

  /** Sets the scope's hash, or removes it (null). */
  async setPasswordHash(scope: PasswordScope, hash: string | null): Promise<void> {
    const key = scopeKey(scope);
    if (hash === null) {
      await this.db
        .deleteFrom('access_passwords')
        .where('website_id', '=', this.websiteId)
        .where('scope', '=', key)
        .execute();
      return;
    }
    const updated_at = this.now().toISOString();
    await this.db
      .insertInto('access_passwords')
      .values({ website_id: this.websiteId, scope: key, password_hash: hash, updated_at })
      .onConflict((oc) =>
        oc.columns(['website_id', 'scope']).doUpdateSet({ password_hash: hash, updated_at }),
      )
      .execute();
  }

  /** Which scopes hold a password. */
  async passwordStatus(): Promise<{ site: boolean; pageIds: string[] }> {
    const rows = await this.db
      .selectFrom('access_passwords')
      .select('scope')
      .where('website_id', '=', this.websiteId)
      .orderBy('scope')
      .execute();
    const scopes = rows.map((row) => row.scope);
    return {
      site: scopes.includes('site'),
      pageIds: scopes.filter((s) => s.startsWith('page:')).map((s) => s.slice('page:'.length)),
    };
  }

  async areas(): Promise<MemberArea[]> {
    const areas = await this.db
      .selectFrom('member_areas')
      .select(['id', 'name'])
      .where('website_id', '=', this.websiteId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const members = await this.db
      .selectFrom('member_area_members')
      .innerJoin('member_areas', 'member_areas.id', 'member_area_members.area_id')
      .innerJoin('site_users', 'site_users.id', 'member_area_members.site_user_id')
      .select(['member_area_members.area_id', 'site_users.id', 'site_users.email'])
      .where('member_areas.website_id', '=', this.websiteId)
      .orderBy('site_users.email')
      .execute();
    return areas.map((area) => ({
      ...area,
      members: members
        .filter((row) => row.area_id === area.id)
        .map((row) => ({ siteUserId: row.id, email: row.email })),
    }));
  }

  async createArea(name: string): Promise<MemberArea> {
    const id = newId();
    await this.db
      .insertInto('member_areas')
      .values({ id, website_id: this.websiteId, name, created_at: this.now().toISOString() })
      .execute();
    return { id, name, members: [] };
  }

  /** Renames an area; false when the website has no such area. */
  async renameArea(id: string, name: string): Promise<boolean> {
    const result = await this.db
      .updateTable('member_areas')
      .set({ name })
      .where('id', '=', id)
      .where('website_id', '=', this.websiteId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async deleteArea(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('member_areas')
      .where('id', '=', id)
      .where('website_id', '=', this.websiteId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async hasArea(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('member_areas')
      .select('id')
      .where('id', '=', id)
      .where('website_id', '=', this.websiteId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Lets the site user in (again: no change). The caller checked both belong to the website. */
  async addMember(areaId: string, siteUserId: string): Promise<void> {
    await this.db
      .insertInto('member_area_members')
      .values({ area_id: areaId, site_user_id: siteUserId, added_at: this.now().toISOString() })
      .onConflict((oc) => oc.columns(['area_id', 'site_user_id']).doNothing())
      .execute();
  }

  async removeMember(areaId: string, siteUserId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('member_area_members')
      .where('area_id', '=', areaId)
      .where('site_user_id', '=', siteUserId)
      .where('area_id', 'in', (eb) =>
        eb.selectFrom('member_areas').select('id').where('website_id', '=', this.websiteId),
      )
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** The areas of this website the site user may enter. */
  async areasOf(siteUserId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('member_area_members')
      .innerJoin('member_areas', 'member_areas.id', 'member_area_members.area_id')
      .select('member_area_members.area_id')
      .where('member_area_members.site_user_id', '=', siteUserId)
      .where('member_areas.website_id', '=', this.websiteId)
      .execute();
    return rows.map((row) => row.area_id);
  }
}
