import { describe, expect, it } from 'vitest';
import { headerFocusTarget, initialOpenIds, normalizeOpen, toggleOpen } from './accordion-state';

const IDS = ['a', 'b', 'c'];

describe('initialOpenIds', () => {
  it.each([
    [IDS, true, ['a']],
    [IDS, false, []],
    [[], true, []],
  ])('%j with first open %s -> %j', (ids, firstOpen, expected) => {
    expect(initialOpenIds(ids, firstOpen)).toEqual(expected);
  });
});

describe('toggleOpen', () => {
  it.each([
    ['opens a closed panel alone', [], 'b', false, ['b']],
    ['closes the open one when another opens', ['a'], 'b', false, ['b']],
    ['closes an open panel', ['a'], 'a', false, []],
    ['keeps others open when several may be', ['a'], 'c', true, ['a', 'c']],
    ['closes only the toggled one', ['a', 'c'], 'a', true, ['c']],
  ])('%s', (_name, open, id, multiple, expected) => {
    expect(toggleOpen(open, id, multiple)).toEqual(expected);
  });
});

describe('normalizeOpen', () => {
  it.each([
    ['drops panels that were removed', ['a', 'gone'], true, ['a']],
    ['keeps panel order', ['c', 'a'], true, ['a', 'c']],
    ['keeps only the first when one at a time', ['c', 'b'], false, ['b']],
    ['keeps none open', [], false, []],
  ])('%s', (_name, open, multiple, expected) => {
    expect(normalizeOpen(open, IDS, multiple)).toEqual(expected);
  });
});

describe('headerFocusTarget', () => {
  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 0],
    ['ArrowUp', 1, 0],
    ['ArrowUp', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 1, null],
    ['ArrowLeft', 1, null],
  ])('%s from header %i -> %j', (key, index, expected) => {
    expect(headerFocusTarget(key, index, 3)).toBe(expected);
  });

  it('has nowhere to go without headers', () => {
    expect(headerFocusTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
