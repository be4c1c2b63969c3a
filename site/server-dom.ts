// A DOM for the server's render, where there is no `window`: the template sanitizer (DOMPurify,
// blocks/html-sanitize.ts) works in it. jsdom is loaded at the first templated page, not with the
// render entry, and one window serves the process.
import { createRequire } from 'node:module';
import type { WindowLike } from 'dompurify';

let made: WindowLike | null = null;

export function serverWindow(): WindowLike {
  if (made) return made;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
  made = new JSDOM('').window;
  return made;
}
