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
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          // The render entry is one file for the server: the dynamic imports that split the
          // browser's chunks (the product form, the sanitizer) have nothing to split here.
          onwarn(warning, warn) {
            if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
          },
        },
      }
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
