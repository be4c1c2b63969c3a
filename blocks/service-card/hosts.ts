// Which addresses a service card accepts and what it links to: https only, on the service's own
// hosts (or any host for a service without one, such as a wedding registry), empty meaning "not
// yet". Also the owner's address as the card shows it (a @handle where the service has them) and
// the link built from an Amazon ASIN or an OpenTable restaurant ID when no address is given.
import { MAX_URL_LENGTH } from '../../shared/limits';
import { checkLinkUrl } from '../url';
import type { ServiceInfo } from './services';

export type Verdict = { readonly ok: true } | { readonly ok: false; readonly message: string };

const OK: Verdict = { ok: true };
const refuse = (message: string): Verdict => ({ ok: false, message });

function parseHttps(value: string): URL | null {
  // checkLinkUrl refuses control characters and backslashes; a space is no part of an address.
  if (!checkLinkUrl(value).ok || /\s/.test(value) || !/^https:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/** True when `hostname` is one of `hosts` or a subdomain of one; any host when none are listed. */
export function hostMatches(hosts: readonly string[], hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.length === 0 || hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Checks an owner's address for a service; an empty address is allowed. */
export function checkServiceAddress(service: ServiceInfo, value: string): Verdict {
  const trimmed = value.trim();
  if (trimmed === '') return OK;
  if (trimmed.length > MAX_URL_LENGTH) {
    return refuse(`An address can be at most ${MAX_URL_LENGTH} characters.`);
  }
  const url = parseHttps(trimmed);
  if (url === null) {
    return refuse(`Enter an address starting with https:// such as ${service.example}.`);
  }
  if (url.username !== '' || url.password !== '' || !hostMatches(service.hosts, url.hostname)) {
    return refuse(`Enter an address on ${service.name} such as ${service.example}.`);
  }
  return OK;
}

/** The help text under the address field, naming the host the service expects. */
export function addressHelp(service: ServiceInfo): string {
  return service.hosts.length === 0
    ? `An address starting with https://, such as ${service.example}.`
    : `An address on ${service.hosts[0]}, such as ${service.example}.`;
}

export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;
export const RESTAURANT_ID_PATTERN = /^[0-9]{1,10}$/;

export interface CardLinkSettings {
  readonly url: string;
  readonly asin?: string;
  readonly restaurantId?: string;
}

/**
 * The call-to-action's href: the owner's address when it passes the service's rules, else one
 * built from the ASIN or restaurant ID, else null (nothing to link to yet).
 */
export function cardHref(service: ServiceInfo, settings: CardLinkSettings): string | null {
  const url = settings.url.trim();
  if (url !== '') return checkServiceAddress(service, url).ok ? url : null;
  if (service.extra === 'asin' && ASIN_PATTERN.test(settings.asin ?? '')) {
    return `https://www.amazon.com/dp/${settings.asin}`;
  }
  if (service.extra === 'restaurantId' && RESTAURANT_ID_PATTERN.test(settings.restaurantId ?? '')) {
    return `https://www.opentable.com/restref/client/?rid=${settings.restaurantId}`;
  }
  return null;
}

/** The address as the card shows it: "@name" for a handle, else host and path without "www.". */
export function displayAddress(service: ServiceInfo, href: string): string {
  const url = parseHttps(href);
  if (url === null) return href;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (service.handles && segments.length === 1 && url.search === '') {
    return `@${decodeSegment(segments[0]!).replace(/^@/, '')}`;
  }
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${path}${url.search}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
