// Page title and URL rules shared by addPage and renamePage.
import { MAX_TITLE_LENGTH, SLUG_PATTERN } from '../../../shared/document/schema';
import { slugify as slugWords } from '../../../shared/store/url-id';
import { EditMessage } from './messages';

/** The trimmed title, or the refusal message. */
export function checkTitle(
  title: string,
): { ok: true; title: string } | { ok: false; message: string } {
  const trimmed = title.trim();
  if (!trimmed) return { ok: false, message: EditMessage.titleRequired };
  if (trimmed.length > MAX_TITLE_LENGTH) return { ok: false, message: EditMessage.titleTooLong };
  return { ok: true, title: trimmed };
}

/** The refusal message for a slug offered by the owner, or null when it is fine. */
export function slugProblem(slug: string, takenByOthers: ReadonlySet<string>): string | null {
  if (!slug) return EditMessage.emptySlug;
  if (!SLUG_PATTERN.test(slug)) return EditMessage.invalidSlug(slug);
  if (takenByOthers.has(slug)) return EditMessage.duplicateSlug(slug);
  return null;
}

/** "About Us!" -> "about-us"; "Café" -> "cafe"; a title with no letters or digits -> "page". */
export function slugify(title: string): string {
  return slugWords(title) || 'page';
}

/** The slug itself when free, else slug-2, slug-3, ... */
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let n = 2;
  while (taken.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}
