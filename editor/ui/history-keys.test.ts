// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type FocusKind, focusKind, historyCommand, type KeyLike } from './history-keys';

function key(spec: string): KeyLike {
  const parts = spec.split('+');
  return {
    key: parts[parts.length - 1]!,
    ctrlKey: parts.includes('Ctrl'),
    metaKey: parts.includes('Meta'),
    shiftKey: parts.includes('Shift'),
    altKey: parts.includes('Alt'),
  };
}

describe('historyCommand', () => {
  it.each<[string, FocusKind, string | null]>([
    ['Ctrl+z', 'other', 'undo'],
    ['Meta+z', 'other', 'undo'],
    ['Ctrl+Shift+Z', 'other', 'redo'],
    ['Meta+Shift+Z', 'other', 'redo'],
    ['Meta+Shift+z', 'other', 'redo'],
    ['Ctrl+y', 'other', 'redo'],
    ['Ctrl+Y', 'other', 'redo'],
    ['Meta+y', 'other', null],
    ['Ctrl+Shift+y', 'other', null],
    ['z', 'other', null],
    ['Shift+Z', 'other', null],
    ['Ctrl+Alt+z', 'other', null],
    ['Ctrl+x', 'other', null],
    ['Ctrl+z', 'native-text', null],
    ['Ctrl+Shift+Z', 'native-text', null],
    ['Ctrl+y', 'native-text', null],
    ['Ctrl+z', 'store-field', 'undo'],
    ['Meta+Shift+Z', 'store-field', 'redo'],
    ['Ctrl+y', 'store-field', 'redo'],
  ])('%s with focus %s gives %s', (spec, focus, expected) => {
    expect(historyCommand(key(spec), focus)).toBe(expected);
  });
});

describe('focusKind', () => {
  function make(html: string): Element {
    document.body.innerHTML = html;
    return document.getElementById('t')!;
  }

  it.each<[string, FocusKind]>([
    ['<input id="t">', 'native-text'],
    ['<input id="t" type="search">', 'native-text'],
    ['<input id="t" type="number">', 'native-text'],
    ['<textarea id="t"></textarea>', 'native-text'],
    ['<input id="t" type="checkbox">', 'other'],
    ['<select id="t"></select>', 'other'],
    ['<button id="t">x</button>', 'other'],
    ['<div data-history="editor"><input id="t"></div>', 'store-field'],
    ['<div data-history="editor"><textarea id="t"></textarea></div>', 'store-field'],
    ['<div data-history="editor"><input id="t" type="checkbox"></div>', 'other'],
  ])('%s is %s', (html, expected) => {
    expect(focusKind(make(html))).toBe(expected);
  });

  it('treats no focus as other', () => {
    expect(focusKind(null)).toBe('other');
  });
});
