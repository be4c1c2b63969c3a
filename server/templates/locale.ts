// Locale data for the template engine's money, number, date and message formatters: the CLDR
// packs of @phensley/cldr (the engine's own locale data, a dependency), read when a language is
// first asked for. The case format's `locale: none` runs the engine with no locale, and those
// formatters then write nothing (docs/templates.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type CLDR, CLDRFramework, type SchemaConfig } from '@phensley/cldr-core';

const require = createRequire(import.meta.url);
/** The packs sit beside the package's `lib/`, built with its `lib/config` schema. */
const PACKS = join(dirname(require.resolve('@phensley/cldr')), '..', 'packs');
const { config } = require('@phensley/cldr/lib/config') as { config: SchemaConfig };

const framework = new CLDRFramework({
  // The schema the packs were built with: CLDR refuses a pack read with another.
  config,
  loader: (language: string) => readFileSync(join(PACKS, `${language}.json`), 'utf8'),
});

/** The engine's locale for a tag (`en`, `de-DE`…); none for `none` or an unknown tag. */
export function locale(tag: string): CLDR | undefined {
  if (tag === 'none') return undefined;
  try {
    return framework.get(tag);
  } catch {
    return undefined;
  }
}
