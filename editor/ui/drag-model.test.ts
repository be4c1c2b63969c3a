import { describe, expect, it } from 'vitest';
import {
  ANNOUNCE,
  type DragSource,
  describeCurrent,
  describePlace,
  dropPlace,
  type PageShape,
  paletteDragId,
  readDragId,
  sectionDropId,
} from './drag-model';

const shape: PageShape = [
  { id: 's1', blockIds: ['a', 'b', 'c'] },
  { id: 's2', blockIds: ['d'] },
  { id: 's3', blockIds: [] },
];
const block = (blockId: string): DragSource => ({ kind: 'block', blockId });
const palette: DragSource = { kind: 'palette', type: 53 };

describe('drag ids', () => {
  it.each([
    [paletteDragId(53, 'Basic'), { kind: 'palette', type: 53 }],
    [paletteDragId(5, 'Promoted'), { kind: 'palette', type: 5 }],
    ['abc', { kind: 'block', blockId: 'abc' }],
  ])('%s reads as %j', (id, expected) => {
    expect(readDragId(id)).toEqual(expected);
  });
});

describe('dropPlace', () => {
  it.each<[string, DragSource, string, boolean, { sectionId: string; index: number } | null]>([
    ['up within a section', block('c'), 'b', false, { sectionId: 's1', index: 1 }],
    ['down within a section', block('a'), 'b', true, { sectionId: 's1', index: 1 }],
    ['to the top', block('c'), 'a', false, { sectionId: 's1', index: 0 }],
    ['onto itself', block('b'), 'b', false, null],
    ['before a block of another section', block('a'), 'd', false, { sectionId: 's2', index: 0 }],
    ['after a block of another section', block('a'), 'd', true, { sectionId: 's2', index: 1 }],
    [
      'into an empty section',
      block('a'),
      sectionDropId('s3'),
      false,
      { sectionId: 's3', index: 0 },
    ],
    [
      'to the end of its own section',
      block('a'),
      sectionDropId('s1'),
      false,
      { sectionId: 's1', index: 2 },
    ],
    ['where it already is, the end', block('c'), sectionDropId('s1'), false, null],
    ['a new block before another', palette, 'b', false, { sectionId: 's1', index: 1 }],
    ['a new block after another', palette, 'c', true, { sectionId: 's1', index: 3 }],
    [
      'a new block at a section end',
      palette,
      sectionDropId('s2'),
      false,
      { sectionId: 's2', index: 1 },
    ],
    ['nowhere known', block('a'), 'zzz', false, null],
  ])('%s', (_name, source, overId, below, expected) => {
    expect(dropPlace(shape, source, { overId, below })).toEqual(expected);
  });
});

describe('describing places', () => {
  it.each<[DragSource, { sectionId: string; index: number }, string]>([
    [block('c'), { sectionId: 's1', index: 1 }, 'position 2 of 3 in section 1'],
    [block('a'), { sectionId: 's2', index: 1 }, 'position 2 of 2 in section 2'],
    [palette, { sectionId: 's3', index: 0 }, 'position 1 of 1 in section 3'],
  ])('%j at %j', (source, place, expected) => {
    expect(describePlace(shape, source, place)).toBe(expected);
  });

  it('describes where a block is', () => {
    expect(describeCurrent(shape, 'd')).toBe('position 1 of 1 in section 2');
    expect(describeCurrent(shape, 'zzz')).toBeNull();
  });
});

describe('ANNOUNCE', () => {
  it.each([
    [ANNOUNCE.start('Button', block('a')), 'Picked up Button block.'],
    [ANNOUNCE.start('Button', palette), 'Picked up a new Button block.'],
    [
      ANNOUNCE.over('Button', block('a'), 'position 2 of 3 in section 1'),
      'Button block is over position 2 of 3 in section 1.',
    ],
    [ANNOUNCE.over('Button', block('a'), null), 'Button block is no longer over a drop place.'],
    [
      ANNOUNCE.end('Button', block('a'), 'position 2 of 3 in section 1'),
      'Button block moved to position 2 of 3 in section 1.',
    ],
    [
      ANNOUNCE.end('Button', palette, 'position 1 of 1 in section 3'),
      'Button block added at position 1 of 1 in section 3.',
    ],
    [ANNOUNCE.end('Button', block('a'), null), 'Button block dropped. Not moved.'],
    [ANNOUNCE.cancel('Button', block('a')), 'Cancelled. Button block was not moved.'],
    [ANNOUNCE.cancel('Button', palette), 'Cancelled. No Button block added.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
