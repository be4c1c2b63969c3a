import { describe, expect, it } from 'vitest';
import { ISLAND_BLOCK_TYPES, ISLAND_ROUTE_TYPES } from './kinds';
import { BLOCK_RENDERERS, ROUTE_VIEWS } from './loaders';

describe('island loaders', () => {
  it('load a renderer for every interactive block type and a view for every island route', () => {
    expect(Object.keys(BLOCK_RENDERERS).map(Number).sort()).toEqual([...ISLAND_BLOCK_TYPES].sort());
    expect(Object.keys(ROUTE_VIEWS).map(Number).sort()).toEqual([...ISLAND_ROUTE_TYPES].sort());
  });
});
