// Gzipped size of the JavaScript an HTML entry of the build loads up front: its module scripts
// and the chunks Vite lists as modulepreload links (dynamic imports are not counted).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  readonly files: readonly string[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+\.js)"/g;
const PRELOAD_HREF = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g;
const PRELOAD_HREF_FIRST = /<link\b[^>]*\bhref="([^"]+\.js)"[^>]*\brel="modulepreload"/g;

export function entryScripts(html: string): string[] {
  const found = new Set<string>();
  for (const pattern of [SCRIPT_SRC, PRELOAD_HREF, PRELOAD_HREF_FIRST]) {
    for (const match of html.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

/** `htmlPath` relative to `distDir` (e.g. "index.html", "preview/index.html"). */
export function bundleSize(distDir: string, htmlPath: string): BundleSize {
  const htmlFile = join(distDir, htmlPath);
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: run vite build first.`);
  const files = entryScripts(readFileSync(htmlFile, 'utf8')).map((src) =>
    src.startsWith('/') ? join(distDir, src) : resolve(dirname(htmlFile), src),
  );
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(file);
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}
