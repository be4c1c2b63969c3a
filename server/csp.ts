// The Content-Security-Policy of every HTML page the server sends (the editor, the preview frame,
// the live site's pages, the installment popup): scripts only from the app itself, no plugins, no <base>, forms post
// only here, and framing only as each page allows. The choices, source by source:
// - script-src 'self': Vite's build has no inline script (static.test.ts reads the built pages),
//   and the live pages' only inline scripts are data (application/json, ld+json), never run;
//   owner HTML cannot run script even if the sanitizer missed something.
// - style-src 'self' 'unsafe-inline': the bundled fonts are declared in a <style> element made at
//   run time (blocks/fonts/font-faces.ts) and sanitized owner HTML keeps inline style attributes
//   (checked by shared/design/css-safety.ts); React's style props are set through the CSSOM,
//   which CSP does not govern.
// - img-src adds data: (the favicon, small icons in owner HTML), blob: (files before upload) and
//   http(s): (owner images and video thumbnails on other hosts); media-src https: for audio.
// - frame-src 'self': the editor frames the preview; no block embeds another site's frame.
// - `npm run dev` pages come from Vite, not from here, so they carry no policy: Vite's React
//   refresh preamble is an inline script and its hot reload talks over a WebSocket.

/** The editor, the frame's preview, and the live site's pages. */
export type PageKind = 'editor' | 'preview' | 'site';

const COMMON = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * Who may frame each page: nobody frames the editor; the preview is framed by the editor; the
 * live site only by pages of its own origin.
 */
const FRAME_ANCESTORS: Readonly<Record<PageKind, string>> = {
  editor: "frame-ancestors 'none'",
  preview: "frame-ancestors 'self'",
  site: "frame-ancestors 'self'",
};

/** The policy header value for a page of this kind. */
export function contentSecurityPolicy(kind: PageKind): string {
  return [...COMMON, FRAME_ANCESTORS[kind]].join('; ');
}
