// Runs an owner's template through the reference engine (@squarespace/template-engine, a
// dependency) with its commerce, content, i18n and social formatters and predicates, and gives
// each error the line and column it came from (docs/templates.md).
import {
  Compiler,
  type Context,
  Formatter,
  Formatters,
  type FormatterTable,
  Predicates,
  type Variable,
} from '@squarespace/template-engine';
import type { TemplateRenderRequest, TemplateRenderResponse } from '../../shared/api/templates';
import { BoundedMap } from '../bounded-map';
import { locale as localeData } from './locale';
import { type Known, locateErrors, type RawError } from './positions';

/** The reference engine's formatters that do nothing: using one is reported (spec §8). */
const NOT_IMPLEMENTED = [
  'datetimefield',
  'i18n-money-format',
  'money-format',
  'money-string',
  'moneyFormat',
  'unit',
];

/** Outputs the reference engine writes in place of a value, and the spec's wording of each. */
const OUTPUT_PROBLEMS: readonly [RegExp, string][] = [
  [/^Missing an H\/S\/L value/, 'Missing an H/S/L value'],
  [/Hue out of bounds/, 'Hue out of bounds'],
  [/Saturation out of bounds/, 'Saturation out of bounds'],
  [/Lightness out of bounds/, 'Lightness out of bounds'],
  [/Alpha out of bounds/, 'Alpha out of bounds'],
  [/^Invalid source parameter/, 'Invalid source parameter, pass in originalSize'],
  [/^Invalid date/, 'Invalid date'],
];
const OUTPUT_CHECKED = [
  'website-color',
  'resizedHeightForWidth',
  'resizedWidthForHeight',
  'squarespaceThumbnailForHeight',
  'timesince',
];

function report(ctx: Context, name: string, message: string): void {
  const error: RawError & { type: 'engine' } = { type: 'engine', message, formatter: name };
  ctx.error(error);
}

class NotImplemented extends Formatter {
  constructor(private readonly name: string) {
    super();
  }
  apply(_args: string[], _vars: Variable[], ctx: Context): void {
    report(ctx, this.name, `"${this.name}" formatter is not yet implemented`);
  }
}

/** Runs a reference formatter, then reports the problems it wrote into the output. */
class OutputChecked extends Formatter {
  constructor(
    private readonly name: string,
    private readonly inner: Formatter,
  ) {
    super();
  }
  apply(args: string[], vars: Variable[], ctx: Context): void {
    this.inner.apply(args, vars, ctx);
    const out = vars[0]?.get();
    if (typeof out !== 'string') {
      return;
    }
    for (const [pattern, message] of OUTPUT_PROBLEMS) {
      if (pattern.test(out)) {
        report(ctx, this.name, message);
      }
    }
  }
}

function formatters(): FormatterTable {
  const table: FormatterTable = { ...Formatters };
  for (const name of NOT_IMPLEMENTED) {
    table[name] = new NotImplemented(name);
  }
  for (const name of OUTPUT_CHECKED) {
    const inner = table[name];
    if (inner) {
      table[name] = new OutputChecked(name, inner);
    }
  }
  return table;
}

/** Our limit: parsed sources one process keeps. */
const PARSED_SOURCES = 32;

/**
 * The engine's compiler, keeping the sources it parsed (templates and partials, by their text) so
 * one rendered again is not parsed again; the errors are copied out, as the engine appends to
 * them. A source with `{.eval` is parsed each time: the engine keeps an expression's parse on
 * its instruction and reports that expression's errors only at its first run.
 */
class CachingCompiler extends Compiler {
  private readonly parsed = new BoundedMap<string, ReturnType<Compiler['parse']>>(PARSED_SOURCES);

  override parse(source: string): ReturnType<Compiler['parse']> {
    const found = this.parsed.get(source);
    if (found) return { code: found.code, errors: [...found.errors] };
    const result = super.parse(source);
    if (!source.includes('{.eval')) {
      this.parsed.set(source, { code: result.code, errors: [...result.errors] });
    }
    return result;
  }
}

const FORMATTERS = formatters();
const compiler = new CachingCompiler({ formatters: FORMATTERS, predicates: Predicates });
const KNOWN: Known = {
  formatter: (name) => Object.hasOwn(FORMATTERS, name),
  predicate: (name) => Object.hasOwn(Predicates, name),
};

function readInjects(injects: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(injects)) {
    if (typeof value !== 'string') {
      out[name] = value;
      continue;
    }
    try {
      out[name] = JSON.parse(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** Renders a template with its data; never throws for anything in the template or data. */
export function renderTemplate(input: TemplateRenderRequest): TemplateRenderResponse {
  const partials = input.partials ?? {};
  const { ctx, errors } = compiler.execute({
    code: input.template,
    json: input.json ?? {},
    partials: { ...partials },
    injects: readInjects(input.injects ?? {}),
    cldr: localeData(input.params?.locale ?? 'en'),
    now: input.params?.now,
    enableExpr: true,
    enableInclude: true,
  });
  return {
    output: ctx.render(),
    errors: locateErrors(errors as RawError[], { template: input.template, partials }, KNOWN),
  };
}
