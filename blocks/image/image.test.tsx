// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { checkSettingAt, validateSetting } from '../settings';
import { imageSchema } from './schema';

afterEach(cleanup);

const image = (settings: Record<string, unknown>) => ({ id: 'i1', type: 5, settings });

const file = {
  url: '/files/f1/door.jpg',
  fileId: 'f1',
  name: 'door.jpg',
  originalSize: '1200x800',
  variants: ['100w', '300w', '500w', '750w', '1000w'],
  focalPoint: { x: 0.25, y: 0.75 },
};

const field = (key: string) => imageSchema.fields.find((f) => f.key === key)!;

describe('image schema', () => {
  it('starts inline, with no image, sample text for the other designs and no link', () => {
    expect(imageSchema.defaults).toEqual({
      design: 'inline',
      image: null,
      alt: '',
      caption: '',
      title: 'Made by hand',
      description:
        'Every piece starts as a rough block of oak and leaves the workshop oiled, signed and ready for daily use.',
      link: '',
      newWindow: false,
      buttonLabel: 'Learn more',
    });
    expect(field('design')).toMatchObject({ kind: 'choice', label: 'Design' });
  });

  it.each([
    ['design', 'collage', null],
    ['design', 'grid', 'Choose inline, poster, card, overlap, collage or stack.'],
    ['image', null, null],
    ['image', { url: '/images/a.jpg' }, null],
    ['image', { url: 'https://cdn.example/a.jpg', focalPoint: { x: 0, y: 1 } }, null],
    ['image', { url: '' }, 'Choose an image.'],
    [
      'image',
      { url: '/a.jpg', focalPoint: { x: 1.5, y: 0 } },
      'The focal point must be from 0 to 1.',
    ],
    ['alt', 'x'.repeat(250), null],
    ['alt', 'x'.repeat(251), 'Alt text can be at most 250 characters.'],
    ['caption', 'x'.repeat(501), 'A caption can be at most 500 characters.'],
    ['title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
    ['description', 'x'.repeat(1001), 'A description can be at most 1000 characters.'],
    ['buttonLabel', 'x'.repeat(81), 'A button label can be at most 80 characters.'],
    ['link', '', null],
    ['link', '/shop', null],
    ['link', 'https://example.com/a', null],
    [
      'link',
      'javascript:alert(1)',
      '"javascript:" links are not allowed. Use a page path (/about), an anchor (#contact), or an address starting with https://, http://, mailto: or tel:.',
    ],
  ] as const)('%s = %j -> %j', (key, value, message) => {
    const check = validateSetting(imageSchema, key, value);
    expect(check.ok ? null : check.message).toBe(message);
  });

  it('refuses a bad image address with its message', () => {
    const check = checkSettingAt(imageSchema, {}, ['image'], { url: 'javascript:alert(1)' });
    expect(check.ok).toBe(false);
  });

  it.each([
    ['caption', { design: 'inline' }, true],
    ['caption', { design: 'poster' }, false],
    ['title', { design: 'inline' }, false],
    ['description', { design: 'overlap' }, true],
    ['buttonLabel', { design: 'card', link: '/shop' }, true],
    ['buttonLabel', { design: 'card', link: '' }, false],
    ['newWindow', { design: 'inline', link: '' }, false],
  ] as const)('shows %s for %j: %j', (key, context, visible) => {
    expect(field(key).visibleWhen?.(context)).toBe(visible);
  });
});

describe('inline design', () => {
  it('renders the image with its alt text and caption', () => {
    render(
      <BlockView
        block={image({ image: { url: '/a.jpg' }, alt: 'A red door', caption: 'Front door' })}
      />,
    );
    const img = screen.getByRole('img', { name: 'A red door' });
    expect(img.getAttribute('src')).toBe('/a.jpg');
    expect(screen.getByText('Front door').tagName).toBe('FIGCAPTION');
    expect(screen.queryByText('Made by hand')).toBeNull();
  });

  it('renders an image with nothing to describe it with empty alt and no caption', () => {
    const { container } = render(<BlockView block={image({ image: { url: '/a.jpg' } })} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('falls back to the file name for alt text', () => {
    render(<BlockView block={image({ image: file })} />);
    expect(screen.getByRole('img', { name: 'door.jpg' })).toBeTruthy();
  });

  it.each([{}, { image: { url: 'javascript:alert(1)' } }])(
    'shows a placeholder for %j',
    (settings) => {
      const { container } = render(<BlockView block={image(settings)} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: 'No image yet' })).toBeTruthy();
    },
  );

  it('asks for a width variant of a file that has them, with srcset and sizes', () => {
    render(<BlockView block={image({ image: file, alt: 'Door' })} />);
    const img = screen.getByRole('img', { name: 'Door' });
    expect(img.getAttribute('src')).toBe('/files/f1/door.jpg?format=1000w');
    expect(img.getAttribute('srcset')).toContain('/files/f1/door.jpg?format=300w 300w');
    expect(img.getAttribute('srcset')).not.toContain('1500w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 432px) 100vw, 1024px');
    expect(img.getAttribute('width')).toBe('1200');
  });

  it('makes the image the link, in a new window when asked', () => {
    render(
      <BlockView
        block={image({ image: file, alt: 'Door', link: 'https://example.com/', newWindow: true })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Door' });
    expect(link.getAttribute('href')).toBe('https://example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names a link around an image without alt text', () => {
    render(<BlockView block={image({ image: { url: '/a.jpg' }, link: '/shop' })} />);
    expect(screen.getByRole('link', { name: 'Open link' }).getAttribute('target')).toBeNull();
  });

  it('makes no link of an unsafe stored address', () => {
    render(
      <BlockView block={image({ image: file, design: 'card', link: 'javascript:alert(1)' })} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('designs with text', () => {
  const withText = { image: file, title: 'Visit us', description: 'Open daily.', link: '/visit' };

  it.each(['poster', 'card', 'overlap', 'collage'])(
    '%s crops the image around its focal point',
    (design) => {
      render(<BlockView block={image({ ...withText, design })} />);
      const img = screen.getByRole('img', { name: 'Visit us' }) as HTMLImageElement;
      expect(img.className).toContain('sb-image-img--cover');
      expect(img.style.objectPosition).toBe('25% 75%');
    },
  );

  it('the card asks for an image half the width on desktop', () => {
    render(<BlockView block={image({ ...withText, design: 'card' })} />);
    expect(screen.getByRole('img').getAttribute('sizes')).toBe('(max-width: 432px) 100vw, 50vw');
  });

  it.each(['card', 'overlap', 'collage', 'stack'])(
    '%s shows title, description and a button link',
    (design) => {
      render(<BlockView block={image({ ...withText, design, buttonLabel: 'Plan a visit' })} />);
      expect(screen.getByRole('heading', { name: 'Visit us' })).toBeTruthy();
      expect(screen.getByText('Open daily.')).toBeTruthy();
      const links = screen.getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Plan a visit', '/visit'],
      ]);
    },
  );

  it('a card without a button label links its image instead', () => {
    render(<BlockView block={image({ ...withText, design: 'card', buttonLabel: '' })} />);
    expect(screen.getByRole('link', { name: 'Visit us' }).getAttribute('href')).toBe('/visit');
  });

  it('a card without a link has no button', () => {
    render(<BlockView block={image({ ...withText, design: 'stack', link: '' })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Learn more')).toBeNull();
  });

  it('the poster is one link with the text over the image', () => {
    const { container } = render(<BlockView block={image({ ...withText, design: 'poster' })} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/visit');
    expect(link.textContent).toContain('Visit us');
    expect(container.querySelector('.sb-image-poster-content')?.textContent).toBe(
      'Visit usOpen daily.',
    );
  });

  it('the poster without text has no scrim content', () => {
    const { container } = render(
      <BlockView block={image({ image: file, design: 'poster', title: '', description: '' })} />,
    );
    expect(container.querySelector('.sb-image-poster-content')?.childElementCount).toBe(0);
    expect(screen.getByRole('img', { name: 'door.jpg' })).toBeTruthy();
  });

  it('keeps the text beside a placeholder when no image is chosen', () => {
    render(<BlockView block={image({ design: 'card' })} />);
    expect(screen.getByRole('img', { name: 'No image yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Made by hand' })).toBeTruthy();
  });
});
