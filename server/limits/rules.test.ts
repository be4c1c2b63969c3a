import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeRate, IMAGE_MAX_PIXELS, RULE_NAMES, RULES } from './rules';

describe('describeRate', () => {
  it.each([
    [{ burst: 60, perSecond: 1 / 2 }, '60 at once, then 1 every 2 s'],
    [{ burst: 120, perSecond: 2 }, '120 at once, then 2 a second'],
    [{ burst: 10, perSecond: 10 / 600 }, '10 at once, then 1 a minute'],
    [{ burst: 200, perSecond: 200 / 600 }, '200 at once, then 1 every 3 s'],
    [{ burst: 5, perSecond: 1 / 7.5 }, '5 at once, then 1 every 7.5 s'],
  ])('%j reads "%s"', (rule, text) => {
    expect(describeRate(rule)).toBe(text);
  });
});

describe('docs/limits.md', () => {
  const rows = readFileSync(new URL('../../docs/limits.md', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'));

  it.each(RULE_NAMES)('has the row of %s with its numbers', (name) => {
    const row = rows.find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row).toContain(describeRate(RULES[name]));
  });

  it('has the row of the image pixel ceiling with its number', () => {
    const row = rows.find((line) => line.startsWith('| `IMAGE_MAX_PIXELS` |'));
    expect(row).toContain(`${IMAGE_MAX_PIXELS.toLocaleString('en-US')} pixels`);
  });

  it('lists nothing that is not a rule', () => {
    const names = rows.map((line) => /^\| `([A-Z_]+)`/.exec(line)?.[1]);
    expect(names.sort()).toEqual([...RULE_NAMES, 'IMAGE_MAX_PIXELS'].sort());
  });
});
