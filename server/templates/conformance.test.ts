// Every case of test/conformance/template/ (a copy of the team's ../shared/conformance/template,
// with its licence, so a clone alone runs them) through our integration:
// template cases through renderTemplate, the commerce helper tables through the reference
// engine's helpers that our commerce formatters use. All 223 pass (docs/templates.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Node } from '@squarespace/template-engine';
import {
  getItemVariantOptions,
  hasVariants,
  hasVariedPrices,
  isMultipleQuantityAllowedForServices,
} from '@squarespace/template-engine/lib/plugins/util.commerce';
import { describe, expect, it } from 'vitest';
import { helperRows, templateCase } from './cases';
import { renderTemplate } from './render';

const CASES = fileURLToPath(new URL('../../test/conformance/template', import.meta.url));

const folders = readdirSync(CASES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const files = folders.flatMap((folder) =>
  readdirSync(join(CASES, folder))
    .filter((name) => name.endsWith('.html') || name.endsWith('.json'))
    .sort()
    .map((name) => `${folder}/${name}`),
);
const templateFiles = files.filter((name) => name.endsWith('.html'));
const helperFiles = files.filter((name) => name.endsWith('.json'));

const HELPERS: Readonly<Record<string, (item: Node) => unknown>> = {
  'util.commerce/get-item-variant-options.json': getItemVariantOptions,
  'util.commerce/has-variants.json': hasVariants,
  'util.commerce/has-varied-prices.json': hasVariedPrices,
  'util.commerce/is-multi-quantity-allowed-for-services.json': isMultipleQuantityAllowedForServices,
};

it('finds the 223 cases of the README', () => {
  expect(files).toHaveLength(223);
  expect(Object.keys(HELPERS).sort()).toEqual(helperFiles);
});

describe('template cases', () => {
  for (const name of templateFiles) {
    it(name, () => {
      const { request, output } = templateCase(readFileSync(join(CASES, name), 'utf8'));
      expect(renderTemplate(request).output.trim()).toBe(output);
    });
  }
});

describe('commerce helper tables', () => {
  for (const name of helperFiles) {
    it(name, () => {
      const helper = HELPERS[name];
      const rows = helperRows(readFileSync(join(CASES, name), 'utf8'));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(helper?.(new Node(row.input)), row.name).toEqual(row.expected);
      }
    });
  }
});
