// Locale data for the template engine's money, number, date and message formatters: the CLDR
// packs of @phensley/cldr (the engine's own locale data), read when that package is installed.
// Without it the engine runs with no locale, as the case format's `locale: none` does, and
// those formatters write nothing (docs/templates.md).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type CLDR, CLDRFramework } from '@phensley/cldr-core';

/** The `packs` folder of @phensley/cldr, found upward from its entry point; null without it. */
function packsFolder(): string | null {
  let folder: string;
  try {
    folder = dirname(createRequire(import.meta.url).resolve('@phensley/cldr'));
  } catch {
    return null;
  }
  for (; folder !== dirname(folder); folder = dirname(folder)) {
    if (existsSync(join(folder, 'packs'))) {
      return join(folder, 'packs');
    }
  }
  return null;
}

const PACKS = packsFolder();

/** Whether locale data is installed (the conformance test reads this). */
export const hasLocaleData = PACKS !== null;

const framework =
  PACKS === null
    ? null
    : new CLDRFramework({
        loader: (language: string) =>
          gunzipSync(readFileSync(join(PACKS, `${language}.json.gz`))).toString('utf8'),
      });

/** The engine's locale for a tag (`en`, `de-DE`…); none for `none`, an unknown tag, or no data. */
export function locale(tag: string): CLDR | undefined {
  if (framework === null || tag === 'none') {
    return undefined;
  }
  try {
    return framework.get(tag);
  } catch {
    return undefined;
  }
}
