// The conformance cases' file format (test/conformance/template/README.md): sections
// opened by a line `:NAME` and closed by the next such line or a line `:` alone. Pure.
import type { TemplateRenderRequest } from '../../shared/api/templates';

const SECTION = /^:([A-Za-z\d_-]*)\s*$/;

/** The sections of a case file, by name, each without its opening line. */
export function caseSections(text: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let name: string | null = null;
  let lines: string[] = [];
  const close = () => {
    if (name !== null && !Object.hasOwn(sections, name)) {
      sections[name] = lines.join('\n');
    }
  };
  for (const line of text.split('\n')) {
    const match = SECTION.exec(line);
    if (!match) {
      lines.push(line);
      continue;
    }
    close();
    name = match[1] || null;
    lines = [];
  }
  close();
  return sections;
}

export interface TemplateCase {
  readonly request: TemplateRenderRequest;
  /** The expected output, trimmed at both ends (compare the output trimmed too). */
  readonly output: string;
}

const parsed = (text: string | undefined): unknown =>
  text === undefined || text.trim() === '' ? undefined : JSON.parse(text);

/** A template case (`.html`) as a render request and its expected output. */
export function templateCase(text: string): TemplateCase {
  const s = caseSections(text);
  return {
    request: {
      template: s.TEMPLATE ?? '',
      json: parsed(s.JSON),
      partials: parsed(s.PARTIALS) as Record<string, string> | undefined,
      injects: parsed(s.INJECT) as Record<string, unknown> | undefined,
      params: parsed(s.PARAMS) as TemplateRenderRequest['params'],
    },
    output: (s.OUTPUT ?? '').trim(),
  };
}

export interface HelperRow {
  readonly name: string;
  readonly input: unknown;
  readonly expected: unknown;
}

/**
 * A helper table (`.json`): rows `name` with `name-expected`, or `name-true` / `name-false`
 * (a predicate's answer in the name).
 */
export function helperRows(text: string): HelperRow[] {
  const s = caseSections(text);
  const rows: HelperRow[] = [];
  for (const [name, body] of Object.entries(s)) {
    if (name.endsWith('-expected')) {
      continue;
    }
    const verdict = /-(true|false)$/.exec(name);
    const expected = verdict ? verdict[1] === 'true' : parsed(s[`${name}-expected`]);
    rows.push({ name, input: parsed(body), expected });
  }
  return rows;
}
