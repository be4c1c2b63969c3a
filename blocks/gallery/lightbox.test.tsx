// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../BlockView';
import { galleryBlock, galleryImage, galleryImages } from './test-fixtures';

afterEach(cleanup);

const view = (settings: Record<string, unknown>) =>
  render(
    <BlockView block={galleryBlock({ items: galleryImages(3), lightbox: true, ...settings })} />,
  );

const dialog = () => screen.getByRole('dialog');

describe('lightbox', () => {
  it('is not offered when it is off: images are not buttons', () => {
    view({ lightbox: false });
    expect(screen.queryByRole('button', { name: /^Open image/ })).toBeNull();
  });

  it('opens from an image as a modal dialog, in the dark theme, with focus on Close', () => {
    view({});
    fireEvent.click(screen.getByRole('button', { name: 'Open image 2: Photo 2' }));
    const box = dialog();
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-label')).toBe('Image 2 of 3');
    expect(box.classList).toContain('sb-gallery-lightbox--dark');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    const img = box.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Photo 2');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('srcset')).toContain('?format=2500w 2500w');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('uses the light theme when chosen', () => {
    view({ lightboxTheme: 'light' });
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1: Photo 1' }));
    expect(dialog().classList).toContain('sb-gallery-lightbox--light');
  });

  it('moves between images with the arrow keys and buttons, wrapping at both ends', () => {
    view({});
    fireEvent.click(screen.getByRole('button', { name: 'Open image 3: Photo 3' }));
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(dialog().getAttribute('aria-label')).toBe('Image 1 of 3');
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    expect(dialog().getAttribute('aria-label')).toBe('Image 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(dialog().getAttribute('aria-label')).toBe('Image 2 of 3');
    expect(dialog().querySelector('img')?.getAttribute('alt')).toBe('Photo 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(dialog().getAttribute('aria-label')).toBe('Image 3 of 3');
  });

  it('closes on Escape and gives focus back to the image it came from', () => {
    view({});
    const opener = screen.getByRole('button', { name: 'Open image 2: Photo 2' });
    fireEvent.click(opener);
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the Close button and with a click on the backdrop', () => {
    view({});
    const opener = screen.getByRole('button', { name: 'Open image 1: Photo 1' });
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(dialog().querySelector('img')!);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(dialog());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside: Tab from the last button goes to the first, Shift+Tab back', () => {
    view({});
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1: Photo 1' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const previous = screen.getByRole('button', { name: 'Previous image' });
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(previous);
    fireEvent.keyDown(previous, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('shows the title and description, and no arrows for a single image', () => {
    render(
      <BlockView
        block={galleryBlock({
          lightbox: true,
          'show-meta-basic': false,
          items: [galleryImage(1, { title: 'Dunes', description: 'Sand at dusk' })],
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1: Photo 1' }));
    expect(dialog().textContent).toContain('Dunes');
    expect(dialog().textContent).toContain('Sand at dusk');
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  it('opens from a slideshow and holds its autoplay while open', () => {
    vi.useFakeTimers();
    try {
      view({ design: 'slideshow', autoplay: true });
      fireEvent.click(screen.getByRole('button', { name: 'Open image 1: Photo 1' }));
      expect(dialog().getAttribute('aria-label')).toBe('Image 1 of 3');
      act(() => vi.advanceTimersByTime(20_000));
      fireEvent.keyDown(dialog(), { key: 'Escape' });
      expect(screen.getByRole('group', { name: /^\d of 3$/ }).getAttribute('aria-label')).toBe(
        '1 of 3',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
