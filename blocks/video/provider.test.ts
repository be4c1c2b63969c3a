import { describe, expect, it } from 'vitest';
import { playLabel, providerName, providerThumbnail, recogniseVideo } from './provider';

describe('recogniseVideo', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=10', 'youtube', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=42', 'youtube', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    [' http://WWW.YOUTUBE.COM/watch?v=aqz-KE-bpKQ ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://www.vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('%s is %s %s', (url, provider, id) => {
    expect(recogniseVideo(url)).toEqual({ provider, id });
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ<x',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://youtu.be/',
    'https://youtu.be.evil.example/aqz-KE-bpKQ',
    'https://notyoutube.com/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/76979871/extra',
    'https://vimeo.com/abc',
    'https://example.com/film.mp4',
    'ftp://youtube.com/watch?v=aqz-KE-bpKQ',
    'not a url',
  ])('%s is a video link without provider', (url) => {
    expect(recogniseVideo(url)).toEqual({ provider: null, id: null });
  });
});

describe('thumbnails, names and labels', () => {
  const youtube = recogniseVideo('https://youtu.be/aqz-KE-bpKQ');
  const vimeo = recogniseVideo('https://vimeo.com/76979871');
  const other = recogniseVideo('https://example.com/film');

  it('takes YouTube’s poster from its image host, and none for the others', () => {
    expect(providerThumbnail(youtube)).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    expect(providerThumbnail(vimeo)).toBeNull();
    expect(providerThumbnail(other)).toBeNull();
  });

  it.each([
    ['Big Buck Bunny', youtube, 'Play Big Buck Bunny on YouTube', 'YouTube'],
    ['  ', vimeo, 'Play video on Vimeo', 'Vimeo'],
    ['', other, 'Play video', null],
    ['Tour', other, 'Play Tour', null],
  ])('title %j: %s', (title, source, label, name) => {
    expect(playLabel(title, source)).toBe(label);
    expect(providerName(source)).toBe(name);
  });
});
