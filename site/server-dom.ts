// A DOM for the server's render, where there is no `window`: the template sanitizer (DOMPurify,
// blocks/html-sanitize.ts) works in it. Made once a process, at the first templated page.
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

let made: WindowLike | null = null;

export function serverWindow(): WindowLike {
  made ??= new JSDOM('').window;
  return made;
}
