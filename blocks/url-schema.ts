// The settings schemas for addresses, refusing with url.ts's messages; apart from url.ts so a
// renderer that only checks a stored address (the live site's islands) loads no zod.
import { z } from 'zod';
import { checkImageUrl, checkLinkUrl, checkWebUrl, OK, type Verdict } from './url';

export function addressSchema(check: (value: string) => Verdict) {
  return z.string().superRefine((value, ctx) => {
    const verdict = check(value);
    if (!verdict.ok) ctx.addIssue({ code: 'custom', message: verdict.message });
  });
}

/** A link setting: relative path, #anchor, or http(s)/mailto/tel address. */
export const linkUrlSchema = addressSchema(checkLinkUrl);

/** An optional link setting (a click-through link): empty means "no link", else as linkUrlSchema. */
export const optionalLinkUrlSchema = addressSchema((value) =>
  value === '' ? OK : checkLinkUrl(value),
);

/** A web address setting: http(s) only. */
export const webUrlSchema = addressSchema(checkWebUrl);

/** An image source setting: relative path or http(s) address; empty means "no image yet". */
export const imageSrcSchema = addressSchema((value) => (value === '' ? OK : checkImageUrl(value)));
