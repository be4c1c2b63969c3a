// Turning what a settings control holds into a settings value, and back. Text-like kinds pass the
// text through (the block's schema decides); a number field refuses text that is not a number.
import type { FieldDescriptor } from '../../../blocks/types';

export type FieldInput = { ok: true; value: unknown } | { ok: false; message: string };

export function parseFieldInput(field: FieldDescriptor, raw: string | boolean): FieldInput {
  if (field.kind === 'boolean') return { ok: true, value: raw === true };
  const text = String(raw);
  if (field.kind !== 'number') return { ok: true, value: text };
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) {
    return { ok: false, message: `Enter a number from ${field.min} to ${field.max}.` };
  }
  return { ok: true, value };
}

/** The text an input shows for a stored value. */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
