// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { imageSchema } from './schema';

afterEach(cleanup);

const image = (settings: Record<string, unknown>, variant?: string) => ({
  id: 'i1',
  type: 5,
  settings,
  ...(variant ? { variant } : {}),
});

describe('image schema', () => {
  it('labels its fields "Image", "Alt text" and "Caption"', () => {
    expect(imageSchema.fields.map((field) => [field.key, field.label])).toEqual([
      ['image', 'Image'],
      ['alt', 'Alt text'],
      ['caption', 'Caption'],
    ]);
    expect(imageSchema.defaults).toEqual({ image: null, alt: '', caption: '' });
  });

  it.each([
    ['image', null, true],
    ['image', { url: '/images/a.jpg' }, true],
    ['image', { url: 'https://cdn.example/a.jpg', focalPoint: { x: 0, y: 1 } }, true],
    ['image', { url: 'javascript:alert(1)' }, false],
    ['image', { url: '' }, false],
    ['image', { url: '/a.jpg', focalPoint: { x: 1.5, y: 0 } }, false],
    ['image', { url: '/a.jpg', originalSize: 'big' }, false],
    ['alt', 'x'.repeat(250), true],
    ['alt', 'x'.repeat(251), false],
    ['caption', 'x'.repeat(501), false],
  ] as const)('%s = %j -> ok %j', (key, value, ok) => {
    expect(validateSetting(imageSchema, key, value).ok).toBe(ok);
  });
});

describe('image renderer', () => {
  it('renders the image with its alt text and caption', () => {
    render(
      <BlockView
        block={image({ image: { url: '/a.jpg' }, alt: 'A red door', caption: 'Front door' })}
      />,
    );
    const img = screen.getByRole('img', { name: 'A red door' });
    expect(img.getAttribute('src')).toBe('/a.jpg');
    expect(screen.getByText('Front door').tagName).toBe('FIGCAPTION');
  });

  it('renders a decorative image with empty alt and no caption', () => {
    const { container } = render(<BlockView block={image({ image: { url: '/a.jpg' } })} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it.each([{}, { image: { url: 'javascript:alert(1)' } }])(
    'shows an empty box for %j',
    (settings) => {
      const { container } = render(<BlockView block={image(settings)} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: 'No image yet' })).toBeTruthy();
    },
  );

  it('asks for a width variant of a file that has them, with srcset and sizes', () => {
    const file = {
      url: '/files/f1/door.jpg',
      fileId: 'f1',
      originalSize: '1200x800',
      variants: ['100w', '300w', '500w', '750w', '1000w'],
      focalPoint: { x: 0.25, y: 0.75 },
    };
    render(<BlockView block={image({ image: file, alt: 'Door' })} />);
    const img = screen.getByRole('img', { name: 'Door' });
    expect(img.getAttribute('src')).toBe('/files/f1/door.jpg?format=1000w');
    expect(img.getAttribute('srcset')).toContain('/files/f1/door.jpg?format=300w 300w');
    expect(img.getAttribute('srcset')).not.toContain('1500w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 432px) 100vw, 1024px');
    expect(img.getAttribute('width')).toBe('1200');
    expect((img as HTMLImageElement).style.objectPosition).toBe('25% 75%');
  });
});
