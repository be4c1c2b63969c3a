// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { galleryBlock, galleryImage, galleryImages } from './test-fixtures';

afterEach(cleanup);

const view = (settings: Record<string, unknown>) =>
  render(<BlockView block={galleryBlock(settings)} />);

describe('an empty gallery', () => {
  it('says where to add images', () => {
    view({});
    expect(screen.getByText('This gallery has no images yet.')).toBeTruthy();
    expect(screen.getByText('Add images in Gallery options.')).toBeTruthy();
  });

  it('counts only images it can show (videos and empty items are kept, not shown)', () => {
    view({ items: [galleryImage(1, { mediaType: 'video' }), { id: 'e', image: null }] });
    expect(screen.getByText('Add images in Gallery options.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('grid design', () => {
  it('is the default: four per row, square cells, 20 px apart, cropped around the focal point', () => {
    const { container } = view({ items: galleryImages(5) });
    const grid = container.querySelector<HTMLElement>('.sb-gallery-grid')!;
    expect(grid.style.getPropertyValue('--sb-gallery-columns')).toBe('4');
    expect(grid.style.getPropertyValue('--sb-gallery-phone-columns')).toBe('2');
    expect(grid.style.getPropertyValue('--sb-gallery-ratio')).toBe('1 / 1');
    expect(grid.style.getPropertyValue('--sb-gallery-gap')).toBe('20px');
    const images = within(grid).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
      'Photo 4',
      'Photo 5',
    ]);
    const first = images[0] as HTMLImageElement;
    expect(first.className).toContain('sb-gallery-img--cover');
    expect(first.style.objectPosition).toBe('25% 75%');
  });

  it('uses the chosen ratio, columns and padding, and shows whole images without auto crop', () => {
    const { container } = view({
      items: galleryImages(3),
      'aspect-ratio': 'widescreen',
      'thumbnails-per-row': 1,
      padding: 0,
      'auto-crop': false,
    });
    const grid = container.querySelector<HTMLElement>('.sb-gallery-grid')!;
    expect(grid.style.getPropertyValue('--sb-gallery-ratio')).toBe('16 / 9');
    expect(grid.style.getPropertyValue('--sb-gallery-columns')).toBe('1');
    expect(grid.style.getPropertyValue('--sb-gallery-phone-columns')).toBe('1');
    expect(grid.style.getPropertyValue('--sb-gallery-gap')).toBe('0px');
    const img = screen.getByRole('img', { name: 'Photo 1' }) as HTMLImageElement;
    expect(img.className).toContain('sb-gallery-img--contain');
    expect(img.style.objectPosition).toBe('50% 50%');
  });

  it('asks for a variant that fits a column, so a phone downloads a small one', () => {
    view({ items: galleryImages(1) });
    const img = screen.getByRole('img', { name: 'Photo 1' });
    expect(img.getAttribute('sizes')).toBe('(max-width: 432px) 50vw, calc(100vw / 4)');
    expect(img.getAttribute('srcset')).toContain('/files/f1/photo-1.jpg?format=300w 300w');
    expect(img.getAttribute('loading')).toBe('lazy');
  });
});

describe('stacked design', () => {
  it('shows whole images one under another, at most max-width px wide', () => {
    const { container } = view({ items: galleryImages(2), design: 'stacked', 'max-width': 150 });
    const stack = container.querySelector<HTMLElement>('.sb-gallery-stacked')!;
    expect(stack.style.getPropertyValue('--sb-gallery-max-width')).toBe('150px');
    expect(stack.style.getPropertyValue('--sb-gallery-gap')).toBe('20px');
    const img = within(stack).getByRole('img', { name: 'Photo 2' });
    expect(img.className).toContain('sb-gallery-img--natural');
    expect(img.getAttribute('sizes')).toBe('150px');
    expect(container.querySelector('.sb-gallery-grid')).toBeNull();
  });
});

describe('titles and descriptions', () => {
  const captioned = [
    galleryImage(1, { title: 'Dunes', description: 'Sand at <b>dusk</b>' }),
    galleryImage(2),
  ];

  it('shows them at the bottom by default, as text', () => {
    const { container } = view({ items: captioned });
    const caption = container.querySelector('figcaption')!;
    expect(caption.className).toBe('sb-gallery-meta sb-gallery-meta--bottom');
    expect(within(caption).getByText('Dunes')).toBeTruthy();
    expect(within(caption).getByText('Sand at <b>dusk</b>')).toBeTruthy();
    expect(caption.querySelector('b')).toBeNull();
    // An image without a title or description gets no empty caption.
    expect(container.querySelectorAll('figcaption')).toHaveLength(1);
  });

  it.each(['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'])(
    'places them at %s',
    (position) => {
      const { container } = view({ items: captioned, 'meta-position': position });
      expect(container.querySelector('figcaption')!.classList).toContain(
        `sb-gallery-meta--${position}`,
      );
    },
  );

  it('shows only the title, or only on hover or focus, when asked', () => {
    const { container } = view({
      items: captioned,
      'show-meta-only-title': true,
      'show-meta-on-hover': true,
    });
    const caption = container.querySelector('figcaption')!;
    expect(caption.classList).toContain('sb-gallery-meta--hover');
    expect(caption.textContent).toBe('Dunes');
  });

  it("hides them when the design's switch is off", () => {
    const { container } = view({ items: captioned, 'show-meta-basic': false });
    expect(container.querySelector('figcaption')).toBeNull();
    expect(screen.queryByText('Dunes')).toBeNull();
  });
});

describe('links and background', () => {
  it('makes an image with a link a real link, in a new window when asked', () => {
    view({
      items: [galleryImage(1, { link: 'https://example.com/dunes' }), galleryImage(2)],
      newWindow: true,
      lightbox: true,
    });
    const link = screen.getByRole('link', { name: 'Photo 1' });
    expect(link.getAttribute('href')).toBe('https://example.com/dunes');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The image without a link opens the lightbox instead.
    expect(screen.getByRole('button', { name: 'Open image 2: Photo 2' })).toBeTruthy();
  });

  it('opens links in the same window by default and never renders an unsafe one', () => {
    view({
      items: [
        galleryImage(1, { link: '/about' }),
        galleryImage(2, { link: 'javascript:alert(1)' }),
      ],
    });
    const link = screen.getByRole('link', { name: 'Photo 1' });
    expect(link.getAttribute('target')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    // The image with the bad link still shows: only the link is dropped.
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeTruthy();
  });

  it('names a link whose image has no alt text', () => {
    view({ items: [galleryImage(1, { altText: '', image: { url: '/x.jpg' }, link: '/a' })] });
    expect(screen.getByRole('link', { name: 'Image 1' })).toBeTruthy();
  });

  it('has a background unless it is transparent', () => {
    const solid = view({ items: galleryImages(1) });
    expect(solid.container.querySelector('.sb-gallery')!.classList).toContain('sb-gallery--solid');
    cleanup();
    const clear = view({ items: galleryImages(1), transparentBackground: true });
    expect(clear.container.querySelector('.sb-gallery')!.classList).toContain(
      'sb-gallery--transparent',
    );
  });
});
