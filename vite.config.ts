import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => resolve(import.meta.dirname, path);

// The browser build: the editor (served at /config/), the preview frame (/preview/), and the live
// site's islands script and stylesheet (site/client.tsx, site/site.css), found by the server
// through the manifest. `vite build --ssr site/render.tsx` (npm run build) then builds the live
// site's render entry for the server into dist/server/ (docs/live-site.md).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  root: here('.'),
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: {
            editor: here('index.html'),
            preview: here('preview/index.html'),
            site: here('site/client.tsx'),
            'site-style': here('site/site.css'),
          },
        },
      },
}));
