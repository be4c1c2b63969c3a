import { describe, expect, it } from 'vitest';
import { BlockType } from '../codes/block-type-codes';
import { MAX_RICH_TEXT_DEPTH, richTextError } from '../content/rich-text/model';
import { block, page, section, site } from '../document/fixtures';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from './nesting';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it.each([
    ['a scalar', '1', 0, false],
    ['an empty object at depth 1 of 1', '{}', 1, false],
    ['an empty object at depth 1 of 0', '{}', 0, true],
    ['arrays exactly at the limit', arrays(3), 3, false],
    ['arrays one past the limit', arrays(4), 3, true],
    ['objects exactly at the limit', objects(3), 3, false],
    ['objects one past the limit', objects(4), 3, true],
    ['siblings do not add up', '[[1],[2],{"a":[3]}]', 3, false],
    ['brackets inside strings are text', '["[[[[{{{{"]', 1, false],
    ['an escaped quote does not end the string', '["\\"[[[["]', 1, false],
    ['an escaped backslash before the closing quote', '["\\\\",[[1]]]', 2, true],
    ['a malformed text is left to the parser', ']]]][[', 2, false],
    ['an unclosed deep text is still too deep', '[[[[', 3, true],
  ] as const)('%s', (_name, text, max, expected) => {
    expect(nestsDeeperThan(text, max)).toBe(expected);
  });

  it('allows MAX_JSON_DEPTH levels by default and refuses one more', () => {
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('scans a million levels without recursing (JSON.parse would overflow the stack)', () => {
    const hostile = '['.repeat(1_000_000);
    expect(nestsDeeperThan(hostile)).toBe(true);
  });

  it('names the limit in its message', () => {
    expect(TOO_DEEP_MESSAGE).toContain(String(MAX_JSON_DEPTH));
  });
});

describe('MAX_JSON_DEPTH', () => {
  /** A rich text whose lists nest `depth` levels (the rich-text limit counts them). */
  function richText(depth: number) {
    let node: object = { type: 'text', text: 'x' };
    for (let level = 1; level < depth; level++) node = { type: 'list', children: [node] };
    return { root: { type: 'root', children: [node] } };
  }

  it('leaves room for the deepest document we store: a deepest rich text in a list item', () => {
    const text = richText(MAX_RICH_TEXT_DEPTH);
    expect(richTextError(text)).toBeNull();
    expect(richTextError(richText(MAX_RICH_TEXT_DEPTH + 1))).not.toBeNull();
    const items = [{ title: 'Item', body: text }];
    const deep = block('b1', BlockType.accordion, { items });
    const save = { baseRevision: 1, site: site([page('home', [section('s1', [deep])])]) };
    expect(nestsDeeperThan(JSON.stringify(save))).toBe(false);
  });
});
