// One profile link of a social links block: its address (https://, or mailto: for email), checked
// the same way when the owner types it and when the frame reads it.
import { z } from 'zod';
import { itemIdSchema } from '../text-setting';
import { checkLinkUrl } from '../url';

/** At most this many profiles in one block: every network an owner could have, twice over. */
export const MAX_PROFILES = 20;

export const PROFILE_HINT =
  'Use an address starting with https://, or mailto: for an email address.';

type Verdict = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** A profile address: https:// or mailto:, and otherwise safe as every other link. */
export function checkProfileUrl(value: string): Verdict {
  const link = checkLinkUrl(value);
  if (!link.ok) return link;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value.trim())?.[1]?.toLowerCase();
  if (scheme === 'https' || scheme === 'mailto') return { ok: true };
  if (scheme === 'http')
    return { ok: false, message: `A profile address must start with https://.` };
  return { ok: false, message: PROFILE_HINT };
}

export const profileSchema = z.object({
  id: itemIdSchema,
  url: z.string('Enter an address.').superRefine((value, ctx) => {
    const verdict = checkProfileUrl(value);
    if (!verdict.ok) ctx.addIssue({ code: 'custom', message: verdict.message });
  }),
});

export type Profile = z.infer<typeof profileSchema>;

/** The profile's address to link to, or null when it must not become a link. */
export function profileHref(profile: Profile): string | null {
  return checkProfileUrl(profile.url).ok ? profile.url.trim() : null;
}
