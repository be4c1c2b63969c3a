// Our own scan of a template's source, to give the reference engine's position-less errors a
// line and a column (docs/templates.md). It finds tags the way the reference parser does (the
// innermost `{` before the next `}`, `{##…##}` comments spanning lines) and keeps what the
// error mapping needs: each tag's offset, its kind, names it mentions and the block it sits in.
// Pure: no engine, no Node.

export interface Position {
  readonly line: number;
  readonly column: number;
}

export type TagKind =
  | 'variable'
  | 'section'
  | 'repeated'
  | 'predicate'
  | 'or'
  | 'if'
  | 'alternates'
  | 'end'
  | 'var'
  | 'ctx'
  | 'macro'
  | 'eval'
  | 'include'
  | 'inject'
  | 'other';

export interface Tag {
  readonly kind: TagKind;
  /** Offset of the opening `{`. */
  readonly offset: number;
  /** The text between the braces. */
  readonly body: string;
  /** Formatter names, in order, for tags that carry formatters (variables, .var, .ctx). */
  readonly formatters: readonly string[];
  /** The predicate named (`foo?`) by a predicate or an `.or` tag, if any. */
  readonly predicate: string | null;
  /** Partials applied: `|apply name` formatters and `.include name`. */
  readonly partials: readonly string[];
}

const KEYWORDS: readonly [string, TagKind][] = [
  ['.repeated section', 'repeated'],
  ['.alternates with', 'alternates'],
  ['.section', 'section'],
  ['.end', 'end'],
  ['.or', 'or'],
  ['.if', 'if'],
  ['.var', 'var'],
  ['.ctx', 'ctx'],
  ['.macro', 'macro'],
  ['.eval', 'eval'],
  ['.include', 'include'],
  ['.inject', 'inject'],
];

const PREDICATE = /^\.([\w.-]+\?)/;
const OR_PREDICATE = /^\.or\s+([\w.-]+\?)/;

/** The formatter chain of a tag body: each `|name args` after the first `|` that is not `||`. */
export function formatterNames(body: string): string[] {
  const names: string[] = [];
  const re = /(?<!\|)\|(?!\|)\s*([A-Za-z][\w.-]*)/g;
  for (let m = re.exec(body); m !== null; m = re.exec(body)) {
    names.push(m[1] as string);
  }
  return names;
}

function applied(body: string, kind: TagKind): string[] {
  if (kind === 'include') {
    const name = body.slice('.include '.length).trim().split(/\s+/)[0];
    return name ? [name] : [];
  }
  const names: string[] = [];
  const re = /(?<!\|)\|\s*apply\s+([^\s|}]+)/g;
  for (let m = re.exec(body); m !== null; m = re.exec(body)) {
    names.push(m[1] as string);
  }
  return names;
}

function kindOf(body: string): TagKind {
  if (!body.startsWith('.')) {
    return body.startsWith('#') ? 'other' : 'variable';
  }
  for (const [word, kind] of KEYWORDS) {
    if (body === word || (body.startsWith(word) && /\s/.test(body.charAt(word.length)))) {
      return kind;
    }
  }
  return PREDICATE.test(body) ? 'predicate' : 'other';
}

function toTag(body: string, offset: number): Tag {
  const kind = kindOf(body);
  const carries = kind === 'variable' || kind === 'var' || kind === 'ctx';
  const predicate =
    kind === 'predicate'
      ? ((PREDICATE.exec(body)?.[1] as string) ?? null)
      : kind === 'or'
        ? (OR_PREDICATE.exec(body)?.[1] ?? null)
        : null;
  return {
    kind,
    offset,
    body,
    formatters: carries ? formatterNames(body) : [],
    predicate,
    partials: carries || kind === 'include' ? applied(body, kind) : [],
  };
}

/** Every tag of the source, in order, as the reference parser finds them. */
export function scanTags(source: string): Tag[] {
  const tags: Tag[] = [];
  let index = 0;
  for (;;) {
    let start = source.indexOf('{', index);
    if (start === -1) {
      return tags;
    }
    if (source.startsWith('{##', start)) {
      const end = source.indexOf('##}', start + 3);
      if (end === -1) {
        return tags;
      }
      index = end + 3;
      continue;
    }
    let close = -1;
    for (let i = start + 1; i < source.length; i++) {
      const ch = source[i];
      if (ch === '{') {
        start = i;
      } else if (ch === '}') {
        close = i;
        break;
      }
    }
    if (close === -1) {
      return tags;
    }
    const body = source.slice(start + 1, close);
    if (body.length > 0) {
      tags.push(toTag(body, start));
    }
    index = close + 1;
  }
}

/** Line and column (both from 1) of an offset in the source. */
export function positionAt(source: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < source.length; i++) {
    if (source[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const OPENS: ReadonlySet<TagKind> = new Set(['section', 'repeated', 'predicate', 'if', 'macro']);

export interface BlockFindings {
  /** `.end` tags with no open block. */
  readonly strayEnds: readonly Tag[];
  /** Blocks still open at the end of the source, outermost first. */
  readonly unclosed: readonly Tag[];
  /** `.or` tags after a plain `{.or}` in the same block: they never run. */
  readonly dead: readonly Tag[];
  /** Tags inside a block that does not allow them, with that block. */
  readonly misplaced: readonly { readonly tag: Tag; readonly block: Tag }[];
}

/**
 * The block structure of the tags: what is unclosed, stray, dead or misplaced. A tag naming an
 * unknown predicate is text to the reference parser, so it opens no block here either.
 */
export function blockFindings(
  tags: readonly Tag[],
  isKnownPredicate: (name: string) => boolean = () => true,
): BlockFindings {
  const stack: { tag: Tag; plainOr: boolean }[] = [];
  const strayEnds: Tag[] = [];
  const dead: Tag[] = [];
  const misplaced: { tag: Tag; block: Tag }[] = [];
  for (const tag of tags) {
    if (tag.predicate !== null && !isKnownPredicate(tag.predicate)) {
      continue;
    }
    const top = stack[stack.length - 1];
    if (OPENS.has(tag.kind)) {
      stack.push({ tag, plainOr: false });
    } else if (tag.kind === 'end') {
      if (top) {
        stack.pop();
      } else {
        strayEnds.push(tag);
      }
    } else if (tag.kind === 'or' && top) {
      if (top.plainOr) {
        dead.push(tag);
      }
      if (tag.predicate === null) {
        top.plainOr = true;
      }
    } else if (tag.kind === 'alternates' && top && top.tag.kind !== 'repeated') {
      misplaced.push({ tag, block: top.tag });
    }
  }
  return { strayEnds, unclosed: stack.map((s) => s.tag), dead, misplaced };
}
