// Text settings with a length limit and the refusals owners read: "A title must be text.", "A title
// can be at most 200 characters.", and for text that may not be blank the caller's "Enter a title.".
// Also the id every list item carries.
import { z } from 'zod';

export function textSchema(name: string, max: number) {
  return z.string(`${name} must be text.`).max(max, `${name} can be at most ${max} characters.`);
}

/** A text setting with its default ('' unless given). */
export const textSetting = (name: string, max: number, fallback = '') =>
  textSchema(name, max).default(fallback);

export function requiredTextSchema(name: string, max: number, blankMessage: string) {
  return textSchema(name, max).refine((value) => value.trim() !== '', blankMessage);
}

/** The id of one item of a list setting (the editor makes it). */
export const itemIdSchema = z.string().min(1).max(64);
