// Auto-linking in comments: spec site-and-editor.md §7 "Mention, hashtag and URL auto-linking
// (http, https, ftp, file) opens in a new window." Plain text in, parts out (text or a link with
// its address); the page renders them escaped, each link in a new window. Our choices where the
// spec is silent: an address runs to the next space (less a trailing stop, comma, parenthesis or
// quote); a mention (@name) leads to the collection's items by that author and a hashtag (#tag) to
// its items with that tag, as the collection page filters them.

export type LinkedPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

const PATTERN = /\b((?:https?|ftp|file):\/\/[^\s<>"]+)|(^|[^\w@#])([@#])([A-Za-z0-9_]{1,50})/g;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The parts of `text`, with addresses, mentions and hashtags as links under `collectionPath`. */
export function autoLink(text: string, collectionPath: string): LinkedPart[] {
  const parts: LinkedPart[] = [];
  let last = 0;
  const push = (part: LinkedPart) => {
    const previous = parts.at(-1);
    if (part.kind === 'text' && previous?.kind === 'text') {
      parts[parts.length - 1] = { kind: 'text', text: previous.text + part.text };
    } else if (part.text !== '') parts.push(part);
  };
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index;
    if (match[1]) {
      const address = match[1].replace(TRAILING, '');
      push({ kind: 'text', text: text.slice(last, start) });
      push({ kind: 'link', text: address, href: address });
      last = start + address.length;
      continue;
    }
    const lead = match[2] ?? '';
    const sign = match[3]!;
    const name = match[4]!;
    const filter = sign === '@' ? 'author' : 'tag';
    push({ kind: 'text', text: text.slice(last, start + lead.length) });
    push({
      kind: 'link',
      text: `${sign}${name}`,
      // The name is letters, digits and underscores: nothing to encode.
      href: `${collectionPath}?${filter}=${name}`,
    });
    last = start + match[0].length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return parts;
}
