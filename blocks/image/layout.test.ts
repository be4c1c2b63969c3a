import { describe, expect, it } from 'vitest';
import {
  designParts,
  IMAGE_DESIGNS,
  type ImageDesign,
  imageBlockAlt,
  imageFieldApplies,
  linkPlacement,
} from './layout';

describe('image designs', () => {
  it.each([
    // design, caption, text, button, cropped, desktop width in sizes
    ['inline', true, false, false, false, '1024px'],
    ['poster', false, true, false, true, '1024px'],
    ['card', false, true, true, true, '50vw'],
    ['overlap', false, true, true, true, '1024px'],
    ['collage', false, true, true, true, '50vw'],
    ['stack', false, true, true, false, '1024px'],
  ] as const)(
    '%s: caption %j, text %j, button %j, cropped %j, %s wide',
    (design, caption, text, button, cropped, width) => {
      const parts = designParts(design);
      expect({
        caption: parts.caption,
        text: parts.text,
        button: parts.button,
        cropped: parts.cropped,
      }).toEqual({
        caption,
        text,
        button,
        cropped,
      });
      expect(parts.sizes).toBe(`(max-width: 432px) 100vw, ${width}`);
    },
  );

  it('covers the six designs of the spec, in its order', () => {
    expect(IMAGE_DESIGNS).toEqual(['inline', 'poster', 'card', 'overlap', 'collage', 'stack']);
  });
});

describe('where the link goes', () => {
  it.each([
    ['inline', false, 'Learn more', 'none'],
    ['card', false, 'Learn more', 'none'],
    ['inline', true, 'Learn more', 'image'],
    ['poster', true, 'Learn more', 'block'],
    ['card', true, 'Learn more', 'button'],
    ['overlap', true, 'Shop', 'button'],
    ['collage', true, 'Shop', 'button'],
    ['stack', true, 'Shop', 'button'],
    ['card', true, '  ', 'image'],
    ['stack', true, '', 'image'],
  ] as const)('%s with a link %j and label %j: %s', (design, hasLink, label, placement) => {
    expect(linkPlacement(design, hasLink, label)).toBe(placement);
  });
});

describe('which settings apply', () => {
  it.each([
    ['caption', { design: 'inline' }, true],
    ['caption', { design: 'card' }, false],
    ['caption', { design: 'nonsense' }, true],
    ['title', { design: 'inline' }, false],
    ['title', { design: 'poster' }, true],
    ['description', { design: 'stack' }, true],
    ['description', {}, false],
    ['buttonLabel', { design: 'card', link: '/shop' }, true],
    ['buttonLabel', { design: 'card', link: '' }, false],
    ['buttonLabel', { design: 'poster', link: '/shop' }, false],
    ['buttonLabel', { design: 'inline', link: '/shop' }, false],
    ['newWindow', { design: 'inline', link: '/shop' }, true],
    ['newWindow', { design: 'inline', link: '   ' }, false],
    ['newWindow', { design: 'inline', link: 42 }, false],
    ['image', { design: 'poster' }, true],
    ['link', { design: 'inline' }, true],
  ] as const)('%s with %j: %j', (key, context, applies) => {
    expect(imageFieldApplies(key, context)).toBe(applies);
  });
});

describe('alt text', () => {
  const file = { url: '/f/door.jpg', name: 'door.jpg', focalPoint: { x: 0.5, y: 0.5 } };
  const long = `${'word '.repeat(60)}end`;
  it.each<[string, ImageDesign, string, string, string, string]>([
    ['the owner’s own, trimmed', 'card', ' A red door ', 'Title', 'Body', 'A red door'],
    ['the title when shown', 'card', '', 'Visit us', 'Body', 'Visit us'],
    ['the description when there is no title', 'stack', '', ' ', 'Open daily', 'Open daily'],
    ['the description cut to 250 characters', 'poster', '', '', long, long.slice(0, 250)],
    ['the file name when inline hides the text', 'inline', '', 'Visit us', 'Body', 'door.jpg'],
  ])('is %s', (_name, design, alt, title, description, expected) => {
    expect(imageBlockAlt({ design, alt, title, description, image: file })).toBe(expected);
  });

  it('is empty for an image with nothing to describe it', () => {
    expect(
      imageBlockAlt({ design: 'inline', alt: '', title: '', description: '', image: null }),
    ).toBe('');
  });
});
