import { describe, expect, it } from 'vitest';
import { embedProvider, shortAddress } from './provider';

describe('embedProvider', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'YouTube'],
    ['https://youtu.be/aqz-KE-bpKQ', 'YouTube'],
    ['https://vimeo.com/76979871', 'Vimeo'],
    ['https://player.vimeo.com/video/76979871', 'Vimeo'],
    ['https://soundcloud.com/artist/track', 'SoundCloud'],
    ['https://open.spotify.com/album/1', 'Spotify'],
    ['https://x.com/user/status/1', 'X (Twitter)'],
    ['https://twitter.com/user/status/1', 'X (Twitter)'],
    ['https://www.instagram.com/p/abc/', 'Instagram'],
    ['https://www.tiktok.com/@user/video/1', 'TikTok'],
    ['https://maps.google.com/?q=Oslo', 'Google Maps'],
    ['https://www.google.com/maps/place/Oslo', 'Google Maps'],
    ['https://maps.app.goo.gl/abc', 'Google Maps'],
    ['https://codepen.io/user/pen/abc', 'CodePen'],
    ['https://www.figma.com/file/abc/Design', 'Figma'],
    ['https://www.google.com/search?q=maps', 'google.com'],
    ['https://notyoutube.com/watch', 'notyoutube.com'],
    ['https://vimeo.com.evil.example/1', 'vimeo.com.evil.example'],
    ['https://www.Example.COM/page', 'example.com'],
    ['not an address', 'another site'],
  ])('%s is %s', (url, name) => {
    expect(embedProvider(url).name).toBe(name);
  });

  it('gives known providers a colour and unknown sites none', () => {
    expect(embedProvider('https://vimeo.com/1').color).toBe('#17a8e3');
    expect(embedProvider('https://example.com/').color).toBeNull();
  });
});

describe('shortAddress', () => {
  it.each([
    ['https://vimeo.com/76979871', 'vimeo.com/76979871'],
    ['https://www.example.com/', 'example.com'],
    ['https://www.example.com/a/b/?x=1#y', 'example.com/a/b'],
    ['https://example.com/caf%C3%A9', 'example.com/café'],
    ['https://example.com/%E0%A4%A', 'example.com/%E0%A4%A'],
    [
      'https://www.google.com/maps/place/Juniper+and+Oak+Workshop/@59.9,10.7,17z',
      'google.com/maps/place/Juniper+and+Oak+Workshop/…',
    ],
    ['  plain text  ', 'plain text'],
  ])('%s -> %s', (url, short) => {
    expect(shortAddress(url)).toBe(short);
  });

  it('never exceeds the limit', () => {
    expect(shortAddress(`https://example.com/${'a'.repeat(100)}`, 20)).toHaveLength(20);
  });
});
