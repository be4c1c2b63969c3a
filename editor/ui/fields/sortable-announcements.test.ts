import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { sortableAnnouncements } from './sortable-announcements';

const ids = ['a', 'b', 'c'];
const active = (id: string) => ({ active: { id } as Active, over: null });
const over = (id: string, to: string) => ({ active: { id } as Active, over: { id: to } as Over });

describe('sortable announcements', () => {
  it('names a list item by its noun and position', () => {
    const name = (id: string) => `image ${ids.indexOf(id) + 1}`;
    const say = sortableAnnouncements(ids, { pickedUp: name, name });
    expect(say.onDragStart(active('b'))).toBe('Picked up image 2 of 3.');
    expect(say.onDragOver(over('b', 'c'))).toBe('image 2 is over position 3 of 3.');
    expect(say.onDragOver(active('b'))).toBe('image 2 is not over a position.');
    expect(say.onDragEnd(over('b', 'a'))).toBe('image 2 moved to position 1 of 3.');
    expect(say.onDragEnd(active('b'))).toBe('image 2 was dropped where it was.');
    expect(say.onDragCancel?.(active('b'))).toBe('Moving image 2 was cancelled.');
  });

  it('names a form field by its title, with its position when picked up', () => {
    const titles: Record<string, string> = { a: 'Name', b: 'Email', c: 'Message' };
    const say = sortableAnnouncements(ids, {
      pickedUp: (id) => `${titles[id]}, field ${ids.indexOf(id) + 1}`,
      name: (id) => titles[id] ?? 'field',
    });
    expect(say.onDragStart(active('b'))).toBe('Picked up Email, field 2 of 3.');
    expect(say.onDragEnd(over('b', 'c'))).toBe('Email moved to position 3 of 3.');
  });
});
