import { describe, expect, it } from 'vitest';
import {
  alreadyExistsMessage,
  checkStartEditing,
  checkTagName,
  oneAtATimeMessage,
  TAG_MAX_LENGTH,
} from './tags';

describe('tag messages', () => {
  it.each([
    ['tag', 'This tag already exists.', 'You may only edit one tag at a time.'],
    ['category', 'This category already exists.', 'You may only edit one category at a time.'],
  ])('%s', (tagType, exists, oneAtATime) => {
    expect(alreadyExistsMessage(tagType)).toBe(exists);
    expect(oneAtATimeMessage(tagType)).toBe(oneAtATime);
  });
});

describe('checkTagName', () => {
  it('limits tags to 50 and categories to 25 characters', () => {
    expect(TAG_MAX_LENGTH).toEqual({ tag: 50, category: 25 });
  });

  it.each([
    ['tag', 'a'.repeat(50), { ok: true, name: 'a'.repeat(50) }],
    ['tag', 'a'.repeat(51), { ok: false, reason: 'too-long', maxLength: 50 }],
    ['category', 'a'.repeat(25), { ok: true, name: 'a'.repeat(25) }],
    ['category', 'a'.repeat(26), { ok: false, reason: 'too-long', maxLength: 25 }],
    ['tag', `  ${'a'.repeat(50)}  `, { ok: true, name: 'a'.repeat(50) }],
    ['tag', '', { ok: false, reason: 'empty' }],
    ['category', '   ', { ok: false, reason: 'empty' }],
    ['tag', 'Sale', { ok: false, reason: 'duplicate', message: 'This tag already exists.' }],
    ['tag', ' sale ', { ok: false, reason: 'duplicate', message: 'This tag already exists.' }],
    [
      'category',
      'Hats',
      { ok: false, reason: 'duplicate', message: 'This category already exists.' },
    ],
    ['tag', 'New', { ok: true, name: 'New' }],
  ] as const)('%s %j', (tagType, name, expected) => {
    expect(checkTagName(tagType, name, ['Sale', 'Hats'])).toEqual(expected);
  });

  it.each([
    ['Sale', 'sale', { ok: true, name: 'sale' }],
    ['Sale', 'Sale', { ok: true, name: 'Sale' }],
    ['Sale', 'Hats', { ok: false, reason: 'duplicate', message: 'This tag already exists.' }],
  ] as const)('renaming %s to %s', (current, name, expected) => {
    expect(checkTagName('tag', name, ['Sale', 'Hats'], current)).toEqual(expected);
  });
});

describe('checkStartEditing', () => {
  it.each([
    [undefined, 'Sale', { ok: true }],
    ['Sale', 'Sale', { ok: true }],
    ['Sale', 'Hats', { ok: false, message: 'You may only edit one tag at a time.' }],
  ] as const)('editing %j, starting %s', (editing, next, expected) => {
    expect(checkStartEditing('tag', editing, next)).toEqual(expected);
  });

  it('names the category in its message', () => {
    expect(checkStartEditing('category', 'A', 'B')).toEqual({
      ok: false,
      message: 'You may only edit one category at a time.',
    });
  });
});
