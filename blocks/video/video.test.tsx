// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { videoSchema } from './schema';

afterEach(cleanup);

const video = (settings: Record<string, unknown>) => ({ id: 'v1', type: 32, settings });
const posterImages = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('video schema', () => {
  it('starts with a YouTube video, so the block shows a poster at once', () => {
    expect(videoSchema.defaults).toEqual({
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      title: 'Big Buck Bunny',
      caption: '',
      image: null,
    });
    expect(videoSchema.fields.map((field) => [field.key, field.label])).toEqual([
      ['url', 'Video link'],
      ['title', 'Title'],
      ['caption', 'Caption'],
      ['image', 'Thumbnail'],
    ]);
  });

  it.each([
    ['url', 'https://vimeo.com/76979871', null],
    ['url', 'https://example.com/film.mp4', null],
    ['url', '', 'Enter an address. Use an address starting with https:// or http://.'],
    ['url', '/videos/tour', 'Enter a full web address such as https://example.com.'],
    [
      'url',
      'javascript:alert(1)',
      '"javascript:" addresses are not allowed. Use an address starting with https:// or http://.',
    ],
    ['title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
    ['caption', 'x'.repeat(501), 'A caption can be at most 500 characters.'],
  ] as const)('%s = %j -> %j', (key, value, message) => {
    const check = validateSetting(videoSchema, key, value);
    expect(check.ok ? null : check.message).toBe(message);
  });

  it('refuses a thumbnail that is not an image address', () => {
    const check = validateSetting(videoSchema, 'image', { url: 'data:image/png;base64,AA' });
    expect(check.ok ? null : check.message).toMatch(/^"data:" images are not allowed\./);
  });
});

describe('video renderer', () => {
  it('shows the YouTube poster and a play link that opens the video in a new window', () => {
    const { container } = render(<BlockView block={video({})} />);
    expect(posterImages(container)).toEqual(['https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg']);
    const play = screen.getByRole('link', { name: 'Play Big Buck Bunny on YouTube' });
    expect(play.getAttribute('href')).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(play.getAttribute('target')).toBe('_blank');
    expect(play.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('falls back to the neutral poster when the provider’s picture fails to load', () => {
    const { container } = render(<BlockView block={video({})} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Play Big Buck Bunny on YouTube' })).toBeTruthy();
  });

  it('prefers the owner’s thumbnail, cropped around its focal point', () => {
    const image = { url: '/files/t/still.jpg', focalPoint: { x: 0.1, y: 0.2 } };
    const { container } = render(<BlockView block={video({ image })} />);
    expect(posterImages(container)).toEqual(['/files/t/still.jpg']);
    expect(container.querySelector('img')!.style.objectPosition).toBe('10% 20%');
  });

  it.each([
    ['https://vimeo.com/76979871', 'Sintel', 'Play Sintel on Vimeo', 'Vimeo'],
    ['https://example.com/film.mp4', '', 'Play video', null],
  ])('%s gets the neutral poster and "%s"', (url, title, label, badge) => {
    const { container } = render(<BlockView block={video({ url, title })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(url);
    expect(container.querySelector('.sb-video-provider')?.textContent ?? null).toBe(badge);
  });

  it('shows the title on the poster and the caption under it', () => {
    render(<BlockView block={video({ title: 'Workshop tour', caption: 'Filmed in May' })} />);
    expect(screen.getByText('Workshop tour')).toBeTruthy();
    expect(screen.getByText('Filmed in May').tagName).toBe('FIGCAPTION');
  });
});
