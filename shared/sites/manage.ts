// The Sites screen's calls (docs/sites.md): the list with each site's address and the caller's
// role, creating a site (blank or from a designed template, in a brand tone), renaming it,
// setting the host name it answers to, duplicating, deleting (the body names the site) and the
// one-time link that opens its editor at its own address. Host names are checked here, for the
// server and the editor alike.
import type { ContributorRole } from '../codes/contributor-roles';
import type { BrandTone, SiteTemplateId } from '../design/brand-tones';

export const SITES_PATH = '/api/sites';
export const siteManagePath = (siteId: string, what: 'name' | 'host' | 'duplicate' | 'open') =>
  `${SITES_PATH}/${encodeURIComponent(siteId)}/${what}`;
export const siteDeletePath = (siteId: string) => `${SITES_PATH}/${encodeURIComponent(siteId)}`;

/** What a new site starts from: an empty page, or one of the designed templates. */
export type SiteStart = 'blank' | SiteTemplateId;

/** POST /api/sites */
export interface CreateSiteRequest {
  readonly name: string;
  readonly template: SiteStart;
  readonly tone: BrandTone;
}

/** One row of GET /api/sites?detail=1: the site, its host name (null: none) and your role. */
export interface ManagedSite {
  readonly id: string;
  readonly title: string;
  readonly revision: number;
  readonly hostName: string | null;
  readonly role: ContributorRole | null;
}

/** POST /api/sites/{id}/open: the editor at the site's own address, signed in once. */
export interface OpenSiteResponse {
  readonly url: string;
}

export const SITE_NAME_MAX = 80;
/** Longest host name (RFC 1035). */
export const HOST_NAME_MAX = 253;

export const SitesMessage = {
  nameMissing: 'Give the site a name.',
  nameTooLong: `A site name is at most ${SITE_NAME_MAX} characters.`,
  badStart: 'Start from "blank", "shop", "portfolio" or "restaurant".',
  badTone: 'Choose a brand tone from the list.',
  badHost:
    'A host name is letters, digits and hyphens in dot-separated parts, like shop.example.com (no scheme, port or path).',
  localHost: "Addresses ending in .localhost are kept for each site's own local address.",
  hostTaken: 'Another site of this installation answers to that host name already.',
  confirmMismatch: "Type the site's name exactly to delete it.",
  lastSite: "This is the installation's only site; it cannot be deleted.",
  apiKeyRefused: 'Only a signed-in person can do this, not an API key.',
} as const;

export type HostCheck =
  | { readonly ok: true; readonly host: string | null }
  | { readonly ok: false; readonly message: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A host name as stored: trimmed, lower-case, without a trailing dot; empty means none. Letters,
 * digits and hyphens in dot-separated labels, at least two labels, not all digits (an IP).
 */
export function checkHostName(value: unknown): HostCheck {
  if (value === null) return { ok: true, host: null };
  if (typeof value !== 'string') return { ok: false, message: SitesMessage.badHost };
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return { ok: true, host: null };
  const labels = host.split('.');
  const valid =
    host.length <= HOST_NAME_MAX &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    !/^[0-9.]+$/.test(host);
  if (!valid) return { ok: false, message: SitesMessage.badHost };
  if (host.endsWith('.localhost')) return { ok: false, message: SitesMessage.localHost };
  return { ok: true, host };
}

/** A site's name as stored: trimmed; a message when empty or too long. */
export function checkSiteName(
  value: unknown,
): { readonly ok: true; readonly name: string } | { readonly ok: false; readonly message: string } {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') return { ok: false, message: SitesMessage.nameMissing };
  if (name.length > SITE_NAME_MAX) return { ok: false, message: SitesMessage.nameTooLong };
  return { ok: true, name };
}

/** The address a site answers to on this machine with no setup: `<id>.localhost`. */
export const localSiteHost = (siteId: string) => `${siteId}.localhost`;
