import { describe, expect, it } from 'vitest';
import { imageAltText } from './image-alt';

describe('imageAltText', () => {
  it.each([
    [{ altText: ' Block alt ', title: 'Title' }, 'Block alt'],
    [{ altText: '   ', title: 'Title', body: '<p>Body</p>' }, 'Title'],
    [{ title: '', body: '<p>Body <b>text</b></p>', filename: 'a.jpg' }, 'Body text'],
    [{ body: '<p> </p>', filename: 'a.jpg' }, 'a.jpg'],
    [{ body: '  <p>  padded  </p> ' }, 'padded'],
    [{}, ''],
  ])('%j -> %j', (image, text) => {
    expect(imageAltText(image)).toBe(text);
  });

  it('cuts text from the body to 250 characters', () => {
    const body = `<p>${'x'.repeat(300)}</p>`;
    expect(imageAltText({ body })).toBe('x'.repeat(250));
    expect(imageAltText({ body: 'y'.repeat(250) })).toBe('y'.repeat(250));
  });

  it('does not cut a title', () => {
    expect(imageAltText({ title: 't'.repeat(300) })).toHaveLength(300);
  });
});
