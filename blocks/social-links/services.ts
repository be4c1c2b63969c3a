// Which service a profile address belongs to, recognised from its host (and, for Mastodon-style
// servers, a /@user path), with the name a link announces and the brand colour an icon may wear.
// Unknown hosts get a generic link icon and the host as their name.

export const SERVICE_IDS = [
  'instagram',
  'facebook',
  'x',
  'tiktok',
  'youtube',
  'pinterest',
  'linkedin',
  'threads',
  'bluesky',
  'mastodon',
  'vimeo',
  'spotify',
  'soundcloud',
  'github',
  'dribbble',
  'behance',
  'etsy',
  'email',
  'link',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

interface ServiceInfo {
  readonly name: string;
  /** The brand's colour; null for services without one, which use the site's text colour. */
  readonly color: string | null;
  /** Hosts that belong to it; subdomains of them count too (open.spotify.com). */
  readonly hosts: readonly string[];
}

const SERVICES: Readonly<Record<ServiceId, ServiceInfo>> = {
  instagram: { name: 'Instagram', color: '#e1306c', hosts: ['instagram.com', 'instagr.am'] },
  facebook: { name: 'Facebook', color: '#1877f2', hosts: ['facebook.com', 'fb.com', 'fb.me'] },
  x: { name: 'X', color: '#000000', hosts: ['x.com', 'twitter.com'] },
  tiktok: { name: 'TikTok', color: '#000000', hosts: ['tiktok.com'] },
  youtube: { name: 'YouTube', color: '#ff0000', hosts: ['youtube.com', 'youtu.be'] },
  pinterest: { name: 'Pinterest', color: '#e60023', hosts: ['pinterest.com', 'pin.it'] },
  linkedin: { name: 'LinkedIn', color: '#0a66c2', hosts: ['linkedin.com', 'lnkd.in'] },
  threads: { name: 'Threads', color: '#000000', hosts: ['threads.net', 'threads.com'] },
  bluesky: { name: 'Bluesky', color: '#1185fe', hosts: ['bsky.app'] },
  mastodon: { name: 'Mastodon', color: '#6364ff', hosts: [] },
  vimeo: { name: 'Vimeo', color: '#1ab7ea', hosts: ['vimeo.com'] },
  spotify: { name: 'Spotify', color: '#1db954', hosts: ['spotify.com'] },
  soundcloud: { name: 'SoundCloud', color: '#ff5500', hosts: ['soundcloud.com'] },
  github: { name: 'GitHub', color: '#181717', hosts: ['github.com'] },
  dribbble: { name: 'Dribbble', color: '#ea4c89', hosts: ['dribbble.com'] },
  behance: { name: 'Behance', color: '#1769ff', hosts: ['behance.net'] },
  etsy: { name: 'Etsy', color: '#f1641e', hosts: ['etsy.com'] },
  email: { name: 'Email', color: null, hosts: [] },
  link: { name: 'Link', color: null, hosts: [] },
};

export interface Service {
  readonly id: ServiceId;
  /** What the link is called: the service's name, or the host of an unknown site. */
  readonly name: string;
  readonly color: string | null;
}

/** Pinterest has a site per country (pinterest.co.uk, pinterest.de). */
const PINTEREST_COUNTRY = /^pinterest\.[a-z]{2,3}(\.[a-z]{2})?$/;
/** A Mastodon-style profile: one path segment /@user (or /@user@other.server). */
const FEDIVERSE_PROFILE = /^\/@[A-Za-z0-9_.-]+(@[A-Za-z0-9.-]+)?\/?$/;

const belongsTo = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function knownService(host: string): ServiceId | null {
  for (const id of SERVICE_IDS) {
    if (SERVICES[id].hosts.some((domain) => belongsTo(host, domain))) return id;
  }
  return PINTEREST_COUNTRY.test(host.replace(/^[a-z]{2}\./, '')) ? 'pinterest' : null;
}

const service = (id: ServiceId, name = SERVICES[id].name): Service => ({
  id,
  name,
  color: SERVICES[id].color,
});

/** The service of a profile address; a generic link named by its host when it is unknown. */
export function recogniseService(address: string): Service {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return service('link');
  }
  if (url.protocol === 'mailto:') return service('email');
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const known = knownService(host);
  if (known) return service(known);
  if (FEDIVERSE_PROFILE.test(url.pathname)) return service('mastodon');
  return service('link', host || SERVICES.link.name);
}
