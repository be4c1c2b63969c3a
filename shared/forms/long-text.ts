// Long-text (textarea) maximum length: spec storefront.md §5 "Forms": "value must not exceed it
// unless optional and empty; message 'You have exceeded the character limit.' A counter shows
// 'n / max' and marks an error state when over; max length 0 or non-numeric means no counter."
// Length counts UTF-16 code units, the same unit as the HTML maxlength attribute.

import { FormMessage } from './messages';

/** The usable max length: a positive whole number, else null (no limit and no counter). */
export function parseMaxLength(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const max = Number(text);
  return max > 0 ? max : null;
}

export interface CharacterCounter {
  readonly text: string;
  readonly over: boolean;
}

/** The 'n / max' counter, or null when the field has no usable max length. */
export function characterCounter(value: string, maxLength: unknown): CharacterCounter | null {
  const max = parseMaxLength(maxLength);
  if (max === null) return null;
  return { text: `${value.length} / ${max}`, over: value.length > max };
}

/** 'You have exceeded the character limit.' when over the max length, else null. */
export function longTextError(value: string, maxLength: unknown): string | null {
  return characterCounter(value, maxLength)?.over ? FormMessage.characterLimit : null;
}
