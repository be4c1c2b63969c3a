// Page-access tables (0010_page_access): password hashes kept off the site document, member areas
// and the site users who may enter them.

export interface AccessPasswordsTable {
  website_id: string;
  /** 'site' for the lock screen, else 'page:<pageId>'. */
  scope: string;
  /** scrypt, see server/site-users/password.ts. */
  password_hash: string;
  updated_at: string;
}

export interface MemberAreasTable {
  id: string;
  website_id: string;
  name: string;
  created_at: string;
}

export interface MemberAreaMembersTable {
  area_id: string;
  site_user_id: string;
  added_at: string;
}

export interface PageAccessDatabase {
  access_passwords: AccessPasswordsTable;
  member_areas: MemberAreasTable;
  member_area_members: MemberAreaMembersTable;
}
