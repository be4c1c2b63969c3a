// Text settings many blocks share: a string with a length limit and owner-facing messages, and
// the id every list item carries (the editor adds it when an item is made).
import { z } from 'zod';

/** Text of at most `max` characters; `noun` starts the message ("A title can be at most 200 characters."). */
export function limitedText(noun: string, max: number) {
  return z.string(`${noun} must be text.`).max(max, `${noun} can be at most ${max} characters.`);
}

/** Like limitedText, and blank text is refused with `blankMessage` ("Enter a label."). */
export function requiredText(noun: string, max: number, blankMessage: string) {
  return limitedText(noun, max).refine((value) => value.trim() !== '', blankMessage);
}

/** A list item's id, as the editor makes it. */
export const listItemIdSchema = () => z.string().min(1).max(64);
