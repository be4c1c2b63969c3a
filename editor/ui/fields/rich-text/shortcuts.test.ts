import { describe, expect, it } from 'vitest';
import { keyshortcutsFor, type ShortcutKey, shortcutAction } from './shortcuts';

const press = (key: string, mods: Partial<ShortcutKey> = {}, code = ''): ShortcutKey => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('text editor shortcuts', () => {
  it.each([
    [press('X', { ctrlKey: true, shiftKey: true }), { kind: 'mark', mark: 'strikethrough' }],
    [press('.', { ctrlKey: true }), { kind: 'mark', mark: 'superscript' }],
    [press(',', { ctrlKey: true }), { kind: 'mark', mark: 'subscript' }],
    [press('e', { ctrlKey: true }), { kind: 'mark', mark: 'code' }],
    [press('*', { ctrlKey: true, shiftKey: true }, 'Digit8'), { kind: 'list', list: 'bullet' }],
    [press('&', { ctrlKey: true, shiftKey: true }, 'Digit7'), { kind: 'list', list: 'number' }],
    [press(']', { ctrlKey: true }), { kind: 'indent' }],
    [press('[', { ctrlKey: true }), { kind: 'outdent' }],
    [press('E', { ctrlKey: true, shiftKey: true }), { kind: 'align', align: 'center' }],
    [press('j', { ctrlKey: true, shiftKey: true }), { kind: 'align', align: 'justify' }],
    [press('k', { ctrlKey: true }), { kind: 'link' }],
    [press('¡', { ctrlKey: true, altKey: true }, 'Digit1'), { kind: 'block', style: 'h1' }],
    [press('0', { ctrlKey: true, altKey: true }, 'Digit0'), { kind: 'block', style: 'paragraph' }],
  ])('%j on Windows and Linux -> %j', (event, action) => {
    expect(shortcutAction(event, false)).toEqual(action);
  });

  it.each([
    ['Lexical handles bold itself', press('b', { ctrlKey: true }), false],
    ['no modifier', press('k'), false],
    ['Ctrl on a Mac', press('k', { ctrlKey: true }), true],
    ['Cmd on Windows', press('k', { metaKey: true }), false],
    ['an unknown key', press('q', { ctrlKey: true }), false],
  ])('%s: nothing', (_, event, apple) => {
    expect(shortcutAction(event, apple)).toBeNull();
  });

  it('uses Cmd on Apple devices', () => {
    expect(shortcutAction(press('k', { metaKey: true }), true)).toEqual({ kind: 'link' });
  });

  it('names shortcuts for aria-keyshortcuts', () => {
    expect(keyshortcutsFor({ kind: 'mark', mark: 'bold' }, false)).toBe('Control+B');
    expect(keyshortcutsFor({ kind: 'link' }, true)).toBe('Meta+K');
    expect(keyshortcutsFor({ kind: 'block', style: 'quote' }, false)).toBeUndefined();
  });
});
