import { describe, expect, it } from 'vitest';
import { addSelectedLabel, selectedFiles, selectionText, toggleSelected } from './file-selection';

describe('choosing several files', () => {
  it('keeps the order of choosing, and a second toggle takes a file out', () => {
    let selected = toggleSelected([], 'b');
    selected = toggleSelected(selected, 'a');
    expect(selected).toEqual(['b', 'a']);
    expect(toggleSelected(selected, 'b')).toEqual(['a']);
  });

  it('hands over the chosen files still listed, in the order chosen', () => {
    const files = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(selectedFiles(files, ['c', 'gone', 'a'])).toEqual([{ id: 'c' }, { id: 'a' }]);
  });

  it.each([
    [0, 'Add images', ''],
    [1, 'Add 1 image', '1 image selected.'],
    [3, 'Add 3 images', '3 images selected.'],
  ])('with %i chosen says %j and %j', (count, label, text) => {
    expect(addSelectedLabel(count, 'image')).toBe(label);
    expect(selectionText(count, 'image')).toBe(text);
  });
});
