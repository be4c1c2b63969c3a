// Removing HTML tags without a DOM, as the template helpers do: every run of text between '<'
// and the next '>' is dropped. Used by the excerpt predicate and the image alt fallback.

export function stripTags(html: string): string {
  let text = '';
  let inTag = false;
  for (const ch of html) {
    if (ch === '<') inTag = true;
    else if (ch === '>') inTag = false;
    else if (!inTag) text += ch;
  }
  return text;
}

// Whitespace, zero-width space and no-break space, as the reference excerpt predicate strips.
const BLANK = /[\s\u200b\u00a0]+/g;

/** Spec §5: an excerpt is present only if non-whitespace text remains after stripping tags. */
export function hasExcerpt(html: string | undefined): boolean {
  return html !== undefined && stripTags(html).replace(BLANK, '').length > 0;
}
