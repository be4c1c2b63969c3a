// Content item helpers: spec site-and-editor.md §5 "Template helper predicates".
// - A passthrough item needs a non-empty sourceUrl.
// - The follow button falls back to the last path segment of profileUrl when userName is empty.

export interface PassthroughItem {
  readonly passthrough?: boolean;
  readonly sourceUrl?: string;
}

export interface SocialAccount {
  readonly userName?: string;
  readonly profileUrl?: string;
}

export function isPassthrough(item: PassthroughItem): boolean {
  return item.passthrough === true && (item.sourceUrl ?? '') !== '';
}

/**
 * The user name for a follow button. When userName is empty, the last path segment of
 * profileUrl (ignoring the scheme and host, a query, a fragment and trailing slashes); ''
 * when there is none.
 */
export function followUserName(account: SocialAccount): string {
  if (account.userName) return account.userName;
  const path = (account.profileUrl ?? '')
    .replace(/[?#].*$/, '')
    .replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '')
    .replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}
