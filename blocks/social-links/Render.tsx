// The social links block (and its successors 48 and 54): one link per profile, with the
// service's icon, its name when the style says so, and an accessible name such as "Instagram" or
// "Juniper & Oak on Instagram". Profiles open in a new window; email links open the mail program.
import { type CSSProperties, useMemo } from 'react';
import { readListItems } from '../list-items';
import type { BlockRenderProps } from '../types';
import { SocialIcon } from './icons';
import { MAX_PROFILES, profileHref, profileSchema } from './profile';
import type { SocialLinksSettings } from './schema';
import { recogniseService } from './services';
import './social-links.css';

export const EMPTY_SOCIAL_HINT = 'No profiles yet. Add your profile addresses in the settings.';

/** What a screen reader calls the link: the service, or "{account} on {service}". */
export function socialLinkName(service: string, accountName: string): string {
  const account = accountName.trim();
  return account ? `${account} on ${service}` : service;
}

export function SocialLinksRender({ settings, block }: BlockRenderProps<SocialLinksSettings>) {
  const stored = block.settings.profiles;
  const profiles = useMemo(
    () =>
      stored === undefined ? settings.profiles : readListItems(profileSchema, stored, MAX_PROFILES),
    [stored, settings.profiles],
  );
  const className = [
    'sb-social',
    `sb-social--${settings.style}`,
    `sb-social--${settings.shape}`,
    `sb-social--${settings.size}`,
    `sb-social--${settings.color}`,
    `sb-align-${settings.align}`,
  ].join(' ');
  if (profiles.length === 0) {
    return <p className="sb-empty-hint">{EMPTY_SOCIAL_HINT}</p>;
  }
  return (
    <ul className={className}>
      {profiles.map((profile) => {
        const href = profileHref(profile);
        if (href === null) return null;
        const service = recogniseService(href);
        const name = socialLinkName(service.name, settings.accountName);
        const email = service.id === 'email';
        return (
          <li key={profile.id}>
            <a
              className="sb-social-link"
              href={href}
              aria-label={settings.style === 'icon' || name !== service.name ? name : undefined}
              style={
                service.color
                  ? ({ '--sb-social-brand': service.color } as CSSProperties)
                  : undefined
              }
              {...(email ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <span className="sb-social-chip">
                <SocialIcon service={service.id} />
              </span>
              {settings.style === 'icon-name' ? (
                <span className="sb-social-name">{service.name}</span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
