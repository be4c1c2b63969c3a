// What the live page's script modules load statically (type-only and dynamic imports aside):
// tables and views a page does not use stay out of its script (docs/performance.md).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The static imports of a module that bring code (not `import type`, not all-`type` names). */
function codeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)';?/gms;
  for (const match of text.matchAll(pattern)) {
    const [, typeOnly, names = '', specifier = ''] = match;
    const listed = /\{([^}]*)\}/.exec(names)?.[1];
    const allTypes =
      listed !== undefined &&
      !/^[\w$]+\s*,/.test(names.trim()) &&
      listed
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (typeOnly || allTypes) continue;
    const target = resolveImport(file, specifier);
    if (target) found.push(target);
  }
  return found;
}

function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [resolve(root, entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...codeImports(file));
  }
  return new Set([...seen].map((file) => relative(root, file)));
}

describe("the live page's script graph", () => {
  it('the visitor analytics script names the Search page without the search index', () => {
    const graph = staticGraph('site/analytics/start.ts');
    expect(graph.has('shared/api/search.ts')).toBe(true);
    expect(graph.has('shared/seo/search-index.ts')).toBe(false);
  });

  it("every page's script names block types without the table of their names", () => {
    const graph = staticGraph('site/client.tsx');
    expect(graph.has('shared/codes/block-type-codes.ts')).toBe(true);
    expect(graph.has('shared/codes/block-types.ts')).toBe(false);
  });

  it("a product's page loads no product list page", () => {
    const graph = staticGraph('site/components/ProductRoutes.tsx');
    expect(graph.has('blocks/storefront/products/ProductDetails.tsx')).toBe(true);
    expect(graph.has('blocks/storefront/products/ProductListPage.tsx')).toBe(false);
    expect(graph.has('site/components/ProductListRoute.tsx')).toBe(false);
  });
});
