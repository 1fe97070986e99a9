// The dashboard build: React through esbuild's automatic JSX (no plugin needed), output to
// web/dist, which the server serves at /.
import { defineConfig } from 'vite';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: { proxy: { '/graphql': { target: 'http://127.0.0.1:8080', ws: true } } },
});
