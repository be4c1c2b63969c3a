// The server's dependency rule: it imports shared/ and, of the site, only its render entry (never
// React, blocks/, editor/ or preview/), so React stays out of the server's own code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*'([^']+)'/g;
const FORBIDDEN = /^(react|react-dom)(\/|$)|\/(blocks|editor|preview)\/|\/site\/(?!render$)/;

describe('server imports', () => {
  it('reach the site only through site/render, and never React, blocks/ or the editor', () => {
    const offending: string[] = [];
    for (const file of sources(serverDir)) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (FORBIDDEN.test(specifier!))
          offending.push(`${relative(serverDir, file)}: ${specifier}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
