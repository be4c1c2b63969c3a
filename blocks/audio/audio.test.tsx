// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { audioSchema } from './schema';

afterEach(cleanup);

const audio = (settings: Record<string, unknown>) => ({ id: 'a1', type: 41, settings });
const player = (container: HTMLElement) => container.querySelector('audio')!;

describe('audio schema', () => {
  it('starts with a sample track', () => {
    expect(audioSchema.defaults).toEqual({
      url: '/media/sample.mp3',
      title: 'Morning Set',
      artist: 'Juniper & Oak',
      image: null,
    });
    expect(audioSchema.fields.map((field) => [field.key, field.label])).toEqual([
      ['url', 'Audio file'],
      ['title', 'Title'],
      ['artist', 'Artist or author'],
      ['image', 'Cover image'],
    ]);
  });

  it.each([
    ['url', 'https://cdn.example.com/a.m4a', null],
    [
      'url',
      '/media/a.flac',
      'Use an MP3, M4A, OGG, WAV or AAC file: the address must end in .mp3, .m4a, .ogg, .wav or .aac.',
    ],
    ['url', 'http://cdn.example.com/a.mp3', 'Use https:// for an audio file on another site.'],
    ['title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
    ['artist', 'x'.repeat(201), 'An artist can be at most 200 characters.'],
  ] as const)('%s = %j -> %j', (key, value, message) => {
    const check = validateSetting(audioSchema, key, value);
    expect(check.ok ? null : check.message).toBe(message);
  });
});

describe('audio renderer', () => {
  it('shows the title, artist, a note for a cover and a player that fetches nothing yet', () => {
    const { container } = render(<BlockView block={audio({})} />);
    expect(screen.getByText('Morning Set')).toBeTruthy();
    expect(screen.getByText('Juniper & Oak')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.sb-audio-note')?.getAttribute('aria-hidden')).toBe('true');
    const element = player(container);
    expect(element.getAttribute('src')).toBe('/media/sample.mp3');
    expect(element.getAttribute('preload')).toBe('none');
    expect(element.hasAttribute('controls')).toBe(true);
    expect(element.getAttribute('aria-label')).toBe('Morning Set');
  });

  it('shows the cover image and names an untitled track plainly', () => {
    const image = { url: '/files/c/cover.jpg', focalPoint: { x: 0.5, y: 0.5 } };
    const { container } = render(<BlockView block={audio({ image, title: ' ', artist: '' })} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/files/c/cover.jpg');
    expect(player(container).getAttribute('aria-label')).toBe('Audio track');
    expect(container.querySelector('.sb-audio-artist')).toBeNull();
  });

  it('plays the default track when the stored address is not an audio file', () => {
    const { container } = render(<BlockView block={audio({ url: 'javascript:alert(1)' })} />);
    expect(player(container).getAttribute('src')).toBe('/media/sample.mp3');
  });
});
