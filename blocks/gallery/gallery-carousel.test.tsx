// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../BlockView';
import { galleryBlock, galleryImage, galleryImages } from './test-fixtures';

afterEach(cleanup);

const view = (settings: Record<string, unknown>) =>
  render(<BlockView block={galleryBlock({ items: galleryImages(3), ...settings })} />);

/** The slide on show (the others are hidden in a slideshow). */
const shownSlide = () =>
  screen.getByRole('group', { name: /^\d+ of \d+$/ }).getAttribute('aria-label');
const viewport = () => screen.getByRole('group', { name: 'Images, use the arrow keys to move' });
const current = (name: RegExp) =>
  screen.getAllByRole('button', { name }).find((b) => b.getAttribute('aria-current') === 'true');

describe('slideshow', () => {
  it('shows one image at a time, full width, with indicators and no arrows by default', () => {
    view({ design: 'slideshow' });
    expect(shownSlide()).toBe('1 of 3');
    const img = screen.getByRole('img', { name: 'Photo 1' });
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(screen.queryByRole('img', { name: 'Photo 2' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Show image \d of 3$/ })).toHaveLength(3);
    expect(current(/^Show image/)?.getAttribute('aria-label')).toBe('Show image 1 of 3');
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.queryByRole('button', { name: /autoplay/ })).toBeNull();
  });

  it('moves with previous and next, wrapping at both ends', () => {
    view({ design: 'slideshow', controls: true });
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownSlide()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownSlide()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownSlide()).toBe('1 of 3');
  });

  it('goes to the image of an indicator, which then is the current one', () => {
    view({ design: 'slideshow' });
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(shownSlide()).toBe('3 of 3');
    expect(current(/^Show image/)?.getAttribute('aria-label')).toBe('Show image 3 of 3');
  });

  it('moves with the arrow keys, Home and End while focus is inside', () => {
    view({ design: 'slideshow', indicators: false });
    const area = viewport();
    expect(area.tabIndex).toBe(0);
    fireEvent.keyDown(area, { key: 'ArrowLeft' });
    expect(shownSlide()).toBe('3 of 3');
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.keyDown(area, { key: 'End' });
    expect(shownSlide()).toBe('3 of 3');
    fireEvent.keyDown(area, { key: 'Home' });
    expect(shownSlide()).toBe('1 of 3');
    expect(screen.queryByRole('button', { name: /^Show image/ })).toBeNull();
  });

  it('shows a thumbnail strip of the set height and margin; a thumbnail goes to its image', () => {
    const { container } = view({
      design: 'slideshow',
      thumbnails: true,
      'thumbnail-strip-height': 60,
    });
    const strip = container.querySelector<HTMLElement>('.sb-gallery-thumbs')!;
    expect(strip.style.getPropertyValue('--sb-gallery-thumb-height')).toBe('60px');
    expect(strip.style.getPropertyValue('--sb-gallery-thumb-margin')).toBe('20px');
    const thumb = screen.getByRole('button', { name: 'View image 2: Photo 2' });
    expect(thumb.style.width).toBe('60px');
    expect(thumb.querySelector('img')?.getAttribute('sizes')).toBe('60px');
    fireEvent.click(thumb);
    expect(shownSlide()).toBe('2 of 3');
    expect(current(/^View image/)).toBe(thumb);
  });

  it("sizes thumbnails by the image's ratio without square thumbnails; height 0 hides the strip", () => {
    view({ design: 'slideshow', thumbnails: true, 'square-thumbs': false });
    expect(screen.getByRole('button', { name: 'View image 1: Photo 1' }).style.width).toBe('120px');
    cleanup();
    view({ design: 'slideshow', thumbnails: true, 'thumbnail-strip-height': 0 });
    expect(screen.queryByRole('button', { name: /^View image/ })).toBeNull();
  });

  it('shows the title on the slide unless its switch is off', () => {
    const items = [galleryImage(1, { title: 'Dunes' }), galleryImage(2)];
    render(<BlockView block={galleryBlock({ design: 'slideshow', items })} />);
    expect(screen.getByText('Dunes').closest('figcaption')).toBeTruthy();
    cleanup();
    render(<BlockView block={galleryBlock({ design: 'slideshow', items, 'show-meta': false })} />);
    expect(screen.queryByText('Dunes')).toBeNull();
  });

  it('has nothing to move with a single image', () => {
    render(<BlockView block={galleryBlock({ design: 'slideshow', items: galleryImages(1) })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group', { name: /arrow keys/ })).toBeNull();
  });
});

describe('slider', () => {
  it('shows a row of images moved to the current one, centred by default', () => {
    const { container } = view({ design: 'slider', controls: true });
    const track = container.querySelector<HTMLElement>('.sb-gallery-track')!;
    expect(track.classList).toContain('sb-gallery-track--center');
    expect(track.style.getPropertyValue('--sb-gallery-index')).toBe('0');
    expect(track.style.getPropertyValue('--sb-gallery-gap')).toBe('20px');
    expect(viewport().style.aspectRatio).toBe('100 / 50');
    const img = screen.getByRole('img', { name: 'Photo 1' });
    expect(img.getAttribute('sizes')).toBe('(max-width: 432px) 85vw, 60vw');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(track.style.getPropertyValue('--sb-gallery-index')).toBe('1');
    const slides = container.querySelectorAll<HTMLElement>('.sb-gallery-slide');
    expect(slides).toHaveLength(3);
    expect([...slides].map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
  });

  it.each(['left', 'right'])('aligns the current image %s', (alignment) => {
    const { container } = view({ design: 'slider', 'active-alignment': alignment });
    expect(container.querySelector('.sb-gallery-track')!.classList).toContain(
      `sb-gallery-track--${alignment}`,
    );
  });
});

describe('autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('moves a slider every autoplay duration, wrapping at the end', () => {
    view({ design: 'slider', autoplay: true, 'autoplay-duration': 2, controls: true });
    const track = document.querySelector<HTMLElement>('.sb-gallery-track')!;
    wait(2000);
    expect(track.style.getPropertyValue('--sb-gallery-index')).toBe('1');
    wait(2000);
    expect(track.style.getPropertyValue('--sb-gallery-index')).toBe('2');
    wait(2000);
    expect(track.style.getPropertyValue('--sb-gallery-index')).toBe('0');
  });

  it('moves a slideshow every 5 s, whatever the hidden duration says', () => {
    view({ design: 'slideshow', autoplay: true, 'autoplay-duration': 1 });
    wait(4000);
    expect(shownSlide()).toBe('1 of 3');
    wait(1000);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('pauses while the pointer is over the gallery', () => {
    view({ design: 'slideshow', autoplay: true });
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    fireEvent.mouseEnter(gallery);
    wait(20_000);
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.mouseLeave(gallery);
    wait(5000);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('pauses while focus is inside, but not on the play/pause button', () => {
    view({ design: 'slideshow', autoplay: true });
    act(() => viewport().focus());
    wait(20_000);
    expect(shownSlide()).toBe('1 of 3');
    act(() => screen.getByRole('button', { name: 'Pause autoplay' }).focus());
    wait(5000);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('stops with "Pause autoplay" until "Play autoplay" is pressed', () => {
    view({ design: 'slideshow', autoplay: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pause autoplay' }));
    wait(20_000);
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play autoplay' }));
    wait(5000);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('never runs when the visitor prefers reduced motion', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
    view({ design: 'slider', autoplay: true });
    expect(screen.queryByRole('button', { name: /autoplay/ })).toBeNull();
    wait(60_000);
    expect(
      document
        .querySelector<HTMLElement>('.sb-gallery-track')!
        .style.getPropertyValue('--sb-gallery-index'),
    ).toBe('0');
  });
});
