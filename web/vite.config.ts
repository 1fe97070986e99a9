// The dashboard build: React through esbuild's automatic JSX (no plugin needed), output to
// web/dist, which the server serves at /, with .br and .gz copies of each text file.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  esbuild: { jsx: 'automatic' },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  plugins: [precompress(outDir)],
  server: { proxy: { '/graphql': { target: 'http://127.0.0.1:8080', ws: true } } },
});
