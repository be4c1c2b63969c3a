// Gives each of the reference engine's errors (which carry no position) the line and column of
// the tag it came from, in the template or in a partial, and the wording of the storefront
// spec's error catalogue (§8). Pure: it reads the engine's messages, not the engine.
import type { TemplateError } from '../../shared/api/templates';
import { blockFindings, positionAt, scanTags, type Tag, type TagKind } from './scan';

/** An error as the engine (or one of our formatter wrappers) reports it. */
export interface RawError {
  readonly message: string;
  /** Set by our own formatter wrappers: the formatter whose use the error is about. */
  readonly formatter?: string;
}

export interface Sources {
  readonly template: string;
  readonly partials: Readonly<Record<string, string>>;
}

/** Which formatter and predicate names the engine knows. */
export interface Known {
  readonly formatter: (name: string) => boolean;
  readonly predicate: (name: string) => boolean;
}

interface Located {
  readonly message: string;
  readonly tag: Tag | undefined;
  readonly source: string | undefined;
}

const OPCODE_KINDS: Readonly<Record<string, TagKind>> = {
  ALTERNATES_WITH: 'alternates',
  END: 'end',
  OR_PREDICATE: 'or',
  SECTION: 'section',
  REPEATED: 'repeated',
  PREDICATE: 'predicate',
  IF: 'if',
  MACRO: 'macro',
};

/** Tags of one source, scanned once, with counters so the n-th error meets the n-th tag. */
class SourceTags {
  readonly tags: Tag[];
  private readonly used = new Map<string, number>();

  constructor(readonly text: string) {
    this.tags = scanTags(text);
  }

  /** The next of `candidates` not yet given to an error of the same key. */
  next(key: string, candidates: readonly Tag[]): Tag | undefined {
    const n = this.used.get(key) ?? 0;
    this.used.set(key, n + 1);
    return candidates[n] ?? candidates[candidates.length - 1];
  }
}

function braces(tag: Tag | undefined): string {
  return tag ? `{${tag.body.trim()}}` : '';
}

const PREFIX = /^(SyntaxError|RuntimeError): /;

/** A parse-time (parser or assembler) message, mapped within one source. */
function parseProblem(raw: string, src: SourceTags, known: Known): Located {
  const message = raw.replace(PREFIX, '');
  const at = (key: string, candidates: readonly Tag[], text: string): Located => {
    const tag = src.next(key, candidates);
    return { message: text, tag, source: undefined };
  };
  let m = /^Formatter '(.+)' is unknown$/.exec(message);
  if (m) {
    const name = m[1] as string;
    const uses = src.tags.filter((t) => t.formatters.find((f) => !known.formatter(f)) === name);
    return at(`f:${name}`, uses, `Unknown formatter "${name}"`);
  }
  m = /^Predicate '(.+)' is unknown$/.exec(message);
  if (m) {
    const name = m[1] as string;
    const uses = src.tags.filter((t) => t.predicate === name);
    return at(`p:${name}`, uses, `Unknown predicate "${name}"`);
  }
  const blocks = blockFindings(src.tags, known.predicate);
  if (/^This \w+ block will never execute\.$/.test(message)) {
    const tag = src.next('dead', blocks.dead);
    const text = tag ? `This ${braces(tag)} block never executes` : 'This block never executes';
    return { message: text, tag, source: undefined };
  }
  if (/^(Reached EOF in the middle of \w+|Unclosed \w+:)/.test(message)) {
    const innermostFirst = [...blocks.unclosed].reverse();
    const tag = src.next('unclosed', innermostFirst);
    const text = tag
      ? `Unclosed block ${braces(tag)}: it has no {.end}`
      : 'Unclosed block: it has no {.end}';
    return { message: text, tag, source: undefined };
  }
  m = /^(\w+) instruction is not allowed inside (\w+) block\.$/.exec(message);
  if (m) {
    const found = src.next(
      'misplaced',
      blocks.misplaced.map((x) => x.tag),
    );
    const block = blocks.misplaced.find((x) => x.tag === found)?.block;
    // Named by the engine's instruction names when our scan did not find the pair.
    const text = found
      ? `Instruction ${braces(found)} not allowed in block ${braces(block)}`
      : `Instruction ${m[1] as string} not allowed in block ${m[2] as string}`;
    return { message: text, tag: found, source: undefined };
  }
  m = /^Instruction (\w+) not allowed at root$/.exec(message);
  if (m) {
    const kind = OPCODE_KINDS[m[1] as string];
    const candidates = kind === 'end' ? blocks.strayEnds : src.tags.filter((t) => t.kind === kind);
    const tag = src.next(`root:${kind}`, candidates);
    return {
      message: `Instruction ${braces(tag) || (m[1] as string)} not allowed outside a block`,
      tag,
      source: undefined,
    };
  }
  return { message, tag: undefined, source: undefined };
}

/** Each source's scan, made on first need. */
class Scans {
  private readonly cache = new Map<string, SourceTags>();
  constructor(private readonly sources: Sources) {}

  get(name: string | undefined): SourceTags {
    const key = name ?? '';
    let found = this.cache.get(key);
    if (!found) {
      const text = name === undefined ? this.sources.template : (this.sources.partials[name] ?? '');
      found = new SourceTags(text);
      this.cache.set(key, found);
    }
    return found;
  }

  /** The first tag matching, in the template, then in each partial (runtime errors). */
  first(
    test: (tag: Tag) => boolean,
    partialsFirst = false,
  ): { tag: Tag | undefined; source: string | undefined } {
    const names = Object.keys(this.sources.partials);
    const order: (string | undefined)[] = partialsFirst
      ? [...names, undefined]
      : [undefined, ...names];
    for (const name of order) {
      const tag = this.get(name).tags.find(test);
      if (tag) {
        return { tag, source: name };
      }
    }
    return { tag: undefined, source: undefined };
  }
}

function runtimeProblem(raw: RawError, scans: Scans, known: Known): Located {
  const message = raw.message.replace(PREFIX, '');
  if (raw.formatter !== undefined) {
    const name = raw.formatter;
    return { message, ...scans.first((t) => t.formatters.includes(name) || t.predicate === name) };
  }
  let m = /^Attempt to apply partial '(.+)' which could not be found\.$/.exec(message);
  if (m) {
    const name = m[1] as string;
    return {
      message: `Partial "${name}" not found`,
      ...scans.first((t) => t.partials.includes(name)),
    };
  }
  m = /^Attempt to apply partial '(.+)' exceeded maximum recursion depth of (\d+)$/.exec(message);
  if (m) {
    const name = m[1] as string;
    return {
      message: `Partial "${name}" exceeded maximum recursion depth ${m[2] as string}`,
      ...scans.first((t) => t.partials.includes(name), true),
    };
  }
  m = /^Parse of partial "(.+)" failed: ([\s\S]*)$/.exec(message);
  if (m) {
    const name = m[1] as string;
    const inner = parseProblem(m[2] as string, scans.get(name), known);
    return {
      message: `Partial "${name}" parse failed: ${inner.message}`,
      tag: inner.tag,
      source: name,
    };
  }
  m = /^"(.+)" formatter is not yet implemented$/.exec(message);
  if (m) {
    const name = m[1] as string;
    return { message, ...scans.first((t) => t.formatters.includes(name) || t.predicate === name) };
  }
  m = /^Error (?:parsing|reducing) expression: "?([\s\S]*?)"?: /.exec(message);
  if (m) {
    const expr = (m[1] as string).trim();
    return {
      message,
      ...scans.first((t) => (t.kind === 'eval' || t.kind === 'if') && t.body.includes(expr)),
    };
  }
  return { message, tag: undefined, source: undefined };
}

/** The engine's errors, in its order, with positions and the spec's wording; repeats dropped. */
export function locateErrors(
  errors: readonly RawError[],
  sources: Sources,
  known: Known,
): TemplateError[] {
  const scans = new Scans(sources);
  const seen = new Set<string>();
  const problems: TemplateError[] = [];
  for (const raw of errors) {
    const parseTime = raw.formatter === undefined && raw.message.startsWith('SyntaxError: ');
    const found = parseTime
      ? parseProblem(raw.message, scans.get(undefined), known)
      : runtimeProblem(raw, scans, known);
    const text =
      found.source === undefined ? sources.template : (sources.partials[found.source] ?? '');
    const { line, column } = found.tag
      ? positionAt(text, found.tag.offset)
      : { line: 1, column: 1 };
    const problem: TemplateError =
      found.source === undefined
        ? { message: found.message, line, column }
        : { message: found.message, line, column, partial: found.source };
    const key = JSON.stringify(problem);
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}
