// A plain text setting with a length limit, refused in a sentence that names it ("A title can be
// at most 200 characters.").
import { z } from 'zod';

export const textSetting = (name: string, max: number, fallback = '') =>
  z.string('Enter text.').max(max, `${name} can be at most ${max} characters.`).default(fallback);
