// Where the live site's renderer comes from. The server never imports React or blocks/: it loads
// site/'s render entry, built by `vite build --ssr site/render.tsx` into <static>/server/render.js
// (npm start and npm run build make it), and reads the browser assets' hashed names from Vite's
// manifest. Tests load the source entry instead (vitest compiles it).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LiveAssets, RenderedPage, RenderRequest } from '../../site/render';

export type { LiveAssets, RenderedPage, RenderRequest };

/** site/render.tsx as the server sees it. */
export interface RenderModule {
  renderPage(request: RenderRequest): RenderedPage;
  renderErrorPage(
    site: RenderRequest['site'] | null,
    assets: LiveAssets,
    language?: string,
    pathPrefix?: string,
  ): RenderedPage;
  /** Rich text as the site draws it (an item's body for its template). */
  richTextHtml(value: unknown): string;
}

export interface LiveRenderer {
  readonly module: RenderModule;
  readonly assets: LiveAssets;
}

export const NO_ASSETS: LiveAssets = { script: null, styles: [] };

interface ManifestEntry {
  readonly file: string;
  readonly css?: readonly string[];
}

/** The islands script and the stylesheet from Vite's manifest (none when it is missing). */
export async function builtAssets(staticDir: string): Promise<LiveAssets> {
  let manifest: Record<string, ManifestEntry>;
  try {
    manifest = JSON.parse(await readFile(join(staticDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return NO_ASSETS;
  }
  const script = manifest['site/client.tsx']?.file;
  const style = manifest['site/site.css']?.file;
  return { script: script ? `/${script}` : null, styles: style ? [`/${style}`] : [] };
}

/** The built render entry and assets of `staticDir`. */
export async function builtRenderer(staticDir: string): Promise<LiveRenderer> {
  const entry = pathToFileURL(join(staticDir, 'server', 'render.js')).href;
  const module = (await import(entry)) as RenderModule;
  return { module, assets: await builtAssets(staticDir) };
}
