// Store URL id: spec site-and-editor.md §5 "Store URL id". Derived from the title. If it is
// empty or shorter than 3 characters the fallback title is used. If it collides with an
// existing one, a numeric suffix is added (-1, -2, ...).
// Our choices where the spec is silent: the fallback title is "Store" (id "store"); slugs are
// lower-case ASCII letters and digits joined by single dashes (accents are dropped, everything
// else separates words); ids compare without regard to case.

export const FALLBACK_STORE_TITLE = 'Store';
export const MIN_URL_ID_LENGTH = 3;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A URL id for a new store collection, unique among `existingIds`. */
export function storeUrlId(
  title: string,
  existingIds: Iterable<string>,
  fallbackTitle = FALLBACK_STORE_TITLE,
): string {
  const slug = slugify(title);
  const base = slug.length < MIN_URL_ID_LENGTH ? slugify(fallbackTitle) : slug;
  const taken = new Set([...existingIds].map((id) => id.toLowerCase()));
  if (!taken.has(base)) return base;
  let suffix = 1;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}
