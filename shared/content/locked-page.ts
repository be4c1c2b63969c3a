// The member-only page's words: spec site-and-editor.md §1 and §6, "Member-only pages show
// "This page is locked" and "This page available only site members"." Quoted exactly, the
// spec's grammar included.

/** The notice, shown as the locked page's heading. */
export const LOCKED_PAGE_NOTICE = 'This page is locked';

/** The message under the notice. */
export const MEMBERS_ONLY_MESSAGE = 'This page available only site members';
