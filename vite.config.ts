import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two entries: the editor (served at /) and the preview frame (served at /preview/).
export default defineConfig({
  plugins: [react()],
  root: resolve(import.meta.dirname),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        editor: resolve(import.meta.dirname, 'index.html'),
        preview: resolve(import.meta.dirname, 'preview/index.html'),
      },
    },
  },
});
