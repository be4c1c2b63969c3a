// Markdown to safe HTML: marked (GitHub-flavoured, synchronous) turns the owner's text into
// HTML, and the shared sanitizer (../html-sanitize.ts) cleans it, raw HTML included, and marks
// links to other hosts rel="noopener noreferrer".
import { Marked } from 'marked';
import { type SanitizedHtml, type SanitizeOptions, sanitizeHtml } from '../html-sanitize';

const markdown = new Marked({ gfm: true, async: false });

export function markdownToHtml(source: string, options: SanitizeOptions = {}): SanitizedHtml {
  return sanitizeHtml(markdown.parse(source, { async: false }), options);
}
