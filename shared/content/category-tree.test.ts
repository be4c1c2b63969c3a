import { describe, expect, it } from 'vitest';
import { categoryFamily, parentProblem, TOO_MANY_CATEGORIES, treeOrder } from './category-tree';

const tree = [
  { name: 'Travel', parent: null },
  { name: 'Europe', parent: 'travel' },
  { name: 'Italy', parent: 'Europe' },
  { name: 'Asia', parent: 'Travel' },
  { name: 'Food', parent: null },
];

describe('nested categories', () => {
  it('a family is the category and every one below it, names without case', () => {
    expect([...categoryFamily(tree, 'TRAVEL')].sort()).toEqual([
      'asia',
      'europe',
      'italy',
      'travel',
    ]);
    expect([...categoryFamily(tree, 'Italy')]).toEqual(['italy']);
    expect([...categoryFamily(tree, 'Unknown')]).toEqual(['unknown']);
  });

  it('a parent must exist and not be the category or one below it', () => {
    expect(parentProblem(tree, 'Food', 'Italy')).toBeNull();
    expect(parentProblem(tree, 'Food', null)).toBeNull();
    expect(parentProblem(tree, 'Food', 'Nowhere')).toBe('no-parent');
    expect(parentProblem(tree, 'Travel', 'italy')).toBe('loop');
    expect(parentProblem(tree, 'Europe', 'Europe')).toBe('loop');
  });

  it('orders the tree for reading with depths, a loop at the top rather than lost', () => {
    expect(treeOrder(tree).map((node) => `${node.depth}:${node.name}`)).toEqual([
      '0:Food',
      '0:Travel',
      '1:Asia',
      '1:Europe',
      '2:Italy',
    ]);
    const loop = [
      { name: 'A', parent: 'B' },
      { name: 'B', parent: 'A' },
    ];
    expect(treeOrder(loop).map((node) => node.depth)).toEqual([0, 0]);
  });

  it('words the limit of §9', () => {
    expect(TOO_MANY_CATEGORIES).toBe('A collection has at most 10,000 categories.');
  });
});
