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
  it('labels its fields "Image URL", "Alt text" and "Caption"', () => {
    expect(imageSchema.fields.map((field) => [field.key, field.label])).toEqual([
      ['src', 'Image URL'],
      ['alt', 'Alt text'],
      ['caption', 'Caption'],
    ]);
    expect(imageSchema.defaults).toEqual({ src: '', alt: '', caption: '' });
  });

  it.each([
    ['src', '', true],
    ['src', '/images/a.jpg', true],
    ['src', 'https://cdn.example/a.jpg', true],
    ['src', 'javascript:alert(1)', false],
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
      <BlockView block={image({ src: '/a.jpg', alt: 'A red door', caption: 'Front door' })} />,
    );
    const img = screen.getByRole('img', { name: 'A red door' });
    expect(img.getAttribute('src')).toBe('/a.jpg');
    expect(screen.getByText('Front door').tagName).toBe('FIGCAPTION');
  });

  it('renders a decorative image with empty alt and no caption', () => {
    const { container } = render(<BlockView block={image({ src: '/a.jpg' })} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it.each([{}, { src: 'javascript:alert(1)' }])('shows an empty box for %j', (settings) => {
    const { container } = render(<BlockView block={image(settings)} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'No image yet' })).toBeTruthy();
  });

  it('renders a variant like the default layout', () => {
    render(<BlockView block={image({ src: '/a.jpg', alt: 'Poster' }, 'poster')} />);
    expect(screen.getByRole('img', { name: 'Poster' }).getAttribute('src')).toBe('/a.jpg');
  });
});
