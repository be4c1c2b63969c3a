// Zod schemas for address settings, built on the pure rules in url.ts.
import { z } from 'zod';
import { checkImageUrl, checkLinkUrl } from './url';

type Check = (value: string) => { ok: true } | { ok: false; message: string };

function addressSchema(check: Check) {
  return z.string().superRefine((value, ctx) => {
    const verdict = check(value);
    if (!verdict.ok) ctx.addIssue({ code: 'custom', message: verdict.message });
  });
}

/** A link target: relative path, #anchor, or http(s)/mailto/tel address. */
export const linkUrlSchema = () => addressSchema(checkLinkUrl);

/** An image source: relative path or http(s) address; empty means "no image yet". */
export const imageSrcSchema = () =>
  addressSchema((value) => (value === '' ? { ok: true } : checkImageUrl(value)));
