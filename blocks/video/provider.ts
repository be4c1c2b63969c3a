// Which video a link points at: YouTube (watch?v=, youtu.be/, /shorts/, /embed/) and Vimeo
// (vimeo.com/{id}, player.vimeo.com/video/{id}) with ids checked by their pattern; any other web
// address is "a video link" without a provider. Also the provider's thumbnail (spec §7: "Video
// thumbnails come from the video provider's image host") and the play link's accessible name.

export type VideoProviderKey = 'youtube' | 'vimeo';

export interface VideoSource {
  readonly provider: VideoProviderKey | null;
  readonly id: string | null;
}

export const VIDEO_PROVIDER_NAMES: Readonly<Record<VideoProviderKey, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

const UNKNOWN: VideoSource = { provider: null, id: null };

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments[0] === 'shorts' || segments[0] === 'embed') return segments[1] ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') return segments[0] === 'video' ? (segments[1] ?? null) : null;
  return segments.length === 1 ? (segments[0] ?? null) : null;
}

export function recogniseVideo(address: string): VideoSource {
  const url = parse(address);
  if (url === null) return UNKNOWN;
  const youtube = youtubeId(url);
  if (youtube !== null && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo !== null && VIMEO_ID.test(vimeo)) return { provider: 'vimeo', id: vimeo };
  return UNKNOWN;
}

/** The provider's poster image, where its address follows from the id alone (YouTube). */
export function providerThumbnail(source: VideoSource): string | null {
  return source.provider === 'youtube' && source.id !== null
    ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg`
    : null;
}

export function providerName(source: VideoSource): string | null {
  return source.provider === null ? null : VIDEO_PROVIDER_NAMES[source.provider];
}

/** "Play Morning light on YouTube", "Play video on Vimeo", "Play video". */
export function playLabel(title: string, source: VideoSource): string {
  const name = providerName(source);
  const what = title.trim() || 'video';
  return name === null ? `Play ${what}` : `Play ${what} on ${name}`;
}
