import { describe, expect, it } from 'vitest';
import {
  FOLDER_BEHAVIORS,
  FolderBehaviorCode,
  folderBehaviorFromCode,
  isFolderClickable,
} from './folders';

describe('folders', () => {
  it('has the behaviours of §3', () => {
    expect(FOLDER_BEHAVIORS).toEqual(['index', 'redirect', 'none']);
    expect(FolderBehaviorCode).toEqual({ index: 1, redirect: 2, none: 3 });
  });

  it.each([
    [undefined, true],
    ['index', true],
    ['redirect', true],
    ['none', false],
  ] as const)('behaviour %s is clickable: %s', (behavior, expected) => {
    expect(isFolderClickable(behavior)).toBe(expected);
  });

  it.each([
    [1, 'index'],
    [2, 'redirect'],
    [3, 'none'],
    [-1, undefined],
    [4, undefined],
  ])('code %i is %s', (code, behavior) => {
    expect(folderBehaviorFromCode(code)).toBe(behavior);
  });
});
