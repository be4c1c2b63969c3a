// Who an embed's address belongs to, recognised by its host (YouTube, Vimeo, SoundCloud,
// Spotify, X/Twitter, Instagram, TikTok, Google Maps, CodePen, Figma; anything else is named by
// its host), and the address shortened to host and path for the placeholder card.

export interface EmbedProvider {
  /** The name a visitor reads: "Vimeo", or the host for an unknown site ("example.com"). */
  readonly name: string;
  /** The provider's colour for the card's marker; null for an unknown site. */
  readonly color: string | null;
}

interface KnownProvider extends EmbedProvider {
  readonly hosts: readonly string[];
  /** Only addresses whose path starts with one of these (Google Maps on google.com). */
  readonly paths?: readonly string[];
}

const PROVIDERS: readonly KnownProvider[] = [
  { name: 'YouTube', color: '#ff0033', hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'] },
  { name: 'Vimeo', color: '#17a8e3', hosts: ['vimeo.com'] },
  { name: 'SoundCloud', color: '#ff5500', hosts: ['soundcloud.com', 'on.soundcloud.com'] },
  { name: 'Spotify', color: '#1db954', hosts: ['spotify.com', 'spotify.link'] },
  { name: 'X (Twitter)', color: '#0f1419', hosts: ['x.com', 'twitter.com'] },
  { name: 'Instagram', color: '#e1306c', hosts: ['instagram.com', 'instagr.am'] },
  { name: 'TikTok', color: '#111111', hosts: ['tiktok.com'] },
  { name: 'Google Maps', color: '#34a853', hosts: ['maps.google.com', 'maps.app.goo.gl'] },
  { name: 'Google Maps', color: '#34a853', hosts: ['google.com', 'goo.gl'], paths: ['/maps'] },
  { name: 'CodePen', color: '#131417', hosts: ['codepen.io'] },
  { name: 'Figma', color: '#a259ff', hosts: ['figma.com'] },
];

/** A host on a domain: the domain itself or one of its subdomains (not "notyoutube.com"). */
const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function parse(address: string): URL | null {
  try {
    return new URL(address.trim());
  } catch {
    return null;
  }
}

const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

export function embedProvider(address: string): EmbedProvider {
  const url = parse(address);
  if (url === null) return { name: 'another site', color: null };
  const host = bareHost(url);
  const path = url.pathname.toLowerCase();
  const known = PROVIDERS.find(
    (provider) =>
      provider.hosts.some((domain) => onDomain(host, domain)) &&
      (provider.paths === undefined || provider.paths.some((start) => path.startsWith(start))),
  );
  return known ? { name: known.name, color: known.color } : { name: host, color: null };
}

export const MAX_SHORT_ADDRESS = 48;

/** "vimeo.com/76979871": the host without www and the path, cut with "…" past 48 characters. */
export function shortAddress(address: string, max = MAX_SHORT_ADDRESS): string {
  const url = parse(address);
  if (url === null) return address.trim().slice(0, max);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  const full = bareHost(url) + decodePath(path);
  return full.length <= max ? full : `${full.slice(0, max - 1)}…`;
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
