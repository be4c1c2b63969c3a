import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [relative(root, path)] : [];
  });
}

describe('site.css', () => {
  const text = readFileSync(join(import.meta.dirname, 'site.css'), 'utf8');

  it('imports every stylesheet under blocks/, so no block waits for script to be styled', () => {
    for (const sheet of stylesheets(join(root, 'blocks'))) {
      expect(text).toContain(`@import "../${sheet}";`);
    }
  });

  it("imports the site's own page components' stylesheets (the search page's)", () => {
    const components = stylesheets(join(import.meta.dirname, 'components'));
    expect(components.length).toBeGreaterThan(0);
    for (const sheet of components) expect(text).toContain(`@import "../${sheet}";`);
  });
});
