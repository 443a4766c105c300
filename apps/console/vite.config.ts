import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { fewerChunks } from './chunks';
import { precompress } from './precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const chunks = fewerChunks();
const apiTarget = process.env.TIMEKEEP_API_ORIGIN ?? 'http://127.0.0.1:3000';

// The console is served by the api in production (same origin); `vite` dev proxies the API base to it.
export default defineConfig({
  root,
  plugins: [react(), precompress(), chunks.plugin],
  resolve: { alias: { '@timekeep/contracts': fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/console', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: { output: chunks.outputs },
  },
  server: { proxy: { '/server': apiTarget } },
});
