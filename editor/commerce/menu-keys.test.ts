import { describe, expect, it } from 'vitest';
import { buttonKey, menuKey } from './menu-keys';

const items = ['Products', 'Back in stock', 'Orders', 'Store settings'];

describe('buttonKey', () => {
  it.each([
    ['Enter', { kind: 'open', index: 0 }],
    [' ', { kind: 'open', index: 0 }],
    ['ArrowDown', { kind: 'open', index: 0 }],
    ['ArrowUp', { kind: 'open', index: 3 }],
    ['a', { kind: 'none' }],
  ])('%j', (key, action) => {
    expect(buttonKey(key, 4)).toEqual(action);
  });

  it('does nothing for an empty menu', () => {
    expect(buttonKey('Enter', 0)).toEqual({ kind: 'none' });
  });
});

describe('menuKey', () => {
  it.each([
    ['ArrowDown', 3, { kind: 'focus', index: 0 }],
    ['ArrowDown', 1, { kind: 'focus', index: 2 }],
    ['ArrowUp', 0, { kind: 'focus', index: 3 }],
    ['Home', 2, { kind: 'focus', index: 0 }],
    ['End', 0, { kind: 'focus', index: 3 }],
    ['Escape', 1, { kind: 'close', restoreFocus: true }],
    ['Tab', 1, { kind: 'close', restoreFocus: false }],
    ['Enter', 2, { kind: 'activate', index: 2 }],
    [' ', 1, { kind: 'activate', index: 1 }],
    ['o', 0, { kind: 'focus', index: 2 }],
    ['S', 3, { kind: 'focus', index: 3 }],
    ['p', 1, { kind: 'focus', index: 0 }],
    ['z', 1, { kind: 'none' }],
    ['Shift', 1, { kind: 'none' }],
  ])('%j from item %i', (key, current, action) => {
    expect(menuKey(key, current, items)).toEqual(action);
  });

  it('closes an empty menu', () => {
    expect(menuKey('ArrowDown', 0, [])).toEqual({ kind: 'close', restoreFocus: true });
  });
});
