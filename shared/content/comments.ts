// Comments on content items: spec site-and-editor.md §4 "Comments, folders, events".
// - Shown when commentState equals 1 (open) or publicCommentCount is above 0, but hidden when the
//   website settings are present and commentsEnabled is off (as the reference predicate does).
// - Count text: zero "No Comments", one "1 Comment", otherwise "N Comments".

import { COMMENT_PLURAL_THRESHOLD } from '../limits';

export interface CommentedItem {
  readonly commentState?: number;
  readonly publicCommentCount?: number;
}

export interface CommentSettings {
  readonly commentsEnabled?: boolean;
}

/** commentState 1 means comments are open. */
export const COMMENTS_OPEN = 1;

export function commentsVisible(item: CommentedItem, settings?: CommentSettings): boolean {
  if (settings && !settings.commentsEnabled) return false;
  return item.commentState === COMMENTS_OPEN || (item.publicCommentCount ?? 0) > 0;
}

/** The site's own switch (websiteSettings.commentsEnabled); absent reads as on. */
export function siteCommentsEnabled(settings: CommentSettings | undefined): boolean {
  return settings?.commentsEnabled !== false;
}

export function commentCountText(count: number): string {
  if (count === 0) return 'No Comments';
  return count === COMMENT_PLURAL_THRESHOLD ? `${count} Comment` : `${count} Comments`;
}
