// Which field of a page form a refusal concerns, so only that input is marked invalid.
import { EditMessage } from '../store/actions/messages';

export type PageField = 'title' | 'slug';

const TITLE_MESSAGES: ReadonlySet<string> = new Set([
  EditMessage.titleRequired,
  EditMessage.titleTooLong,
]);

/** 'title' for the title rules, null when the page itself is gone, else 'slug'. */
export function refusedField(message: string): PageField | null {
  if (TITLE_MESSAGES.has(message)) return 'title';
  if (message === EditMessage.pageGone) return null;
  return 'slug';
}
