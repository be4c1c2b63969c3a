import { describe, expect, it } from 'vitest';
import { recogniseService } from './services';

describe('recogniseService', () => {
  it.each([
    ['https://instagram.com/juniperandoak', 'instagram', 'Instagram'],
    ['https://www.instagram.com/juniperandoak/', 'instagram', 'Instagram'],
    ['https://www.facebook.com/juniperandoak', 'facebook', 'Facebook'],
    ['https://m.facebook.com/juniperandoak', 'facebook', 'Facebook'],
    ['https://x.com/juniperandoak', 'x', 'X'],
    ['https://twitter.com/juniperandoak', 'x', 'X'],
    ['https://www.tiktok.com/@juniperandoak', 'tiktok', 'TikTok'],
    ['https://www.youtube.com/@juniperandoak', 'youtube', 'YouTube'],
    ['https://youtu.be/abc', 'youtube', 'YouTube'],
    ['https://pinterest.com/juniperandoak', 'pinterest', 'Pinterest'],
    ['https://www.pinterest.co.uk/juniperandoak', 'pinterest', 'Pinterest'],
    ['https://uk.pinterest.com/juniperandoak', 'pinterest', 'Pinterest'],
    ['https://de.pinterest.de/juniperandoak', 'pinterest', 'Pinterest'],
    ['https://www.linkedin.com/company/juniper', 'linkedin', 'LinkedIn'],
    ['https://www.threads.net/@juniperandoak', 'threads', 'Threads'],
    ['https://bsky.app/profile/juniper.bsky.social', 'bluesky', 'Bluesky'],
    ['https://mastodon.social/@juniper', 'mastodon', 'Mastodon'],
    ['https://hachyderm.io/@juniper/', 'mastodon', 'Mastodon'],
    ['https://vimeo.com/juniperandoak', 'vimeo', 'Vimeo'],
    ['https://open.spotify.com/artist/123', 'spotify', 'Spotify'],
    ['https://soundcloud.com/juniper', 'soundcloud', 'SoundCloud'],
    ['https://github.com/juniper', 'github', 'GitHub'],
    ['https://dribbble.com/juniper', 'dribbble', 'Dribbble'],
    ['https://www.behance.net/juniper', 'behance', 'Behance'],
    ['https://www.etsy.com/shop/JuniperAndOak', 'etsy', 'Etsy'],
    ['mailto:hello@juniperandoak.com', 'email', 'Email'],
  ])('%s is %s', (address, id, name) => {
    expect(recogniseService(address)).toMatchObject({ id, name });
  });

  it.each([
    // A /@user path on a host that is not a known service reads as Mastodon only when it is the
    // whole path; anything else is a plain link named by its host.
    ['https://mastodon.social/about', 'mastodon.social'],
    ['https://mastodon.social/@juniper/1234', 'mastodon.social'],
    ['https://www.example.com/shop', 'example.com'],
    ['https://notinstagram.com/x', 'notinstagram.com'],
    ['https://instagram.com.evil.example/x', 'instagram.com.evil.example'],
  ])('%s is a generic link named %s', (address, name) => {
    expect(recogniseService(address)).toEqual({ id: 'link', name, color: null });
  });

  it('names an address it cannot read "Link"', () => {
    expect(recogniseService('not a url')).toMatchObject({ id: 'link', name: 'Link' });
  });

  it('gives a known service its brand colour and email none (the text colour)', () => {
    expect(recogniseService('https://instagram.com/a').color).toBe('#e1306c');
    expect(recogniseService('mailto:a@b.co').color).toBeNull();
  });
});
