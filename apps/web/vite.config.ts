import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server of `npm run dev -w @proboard/server`. */
const server = 'http://localhost:8080';
const proxy = { '/api': server, '/files': server, '/health': server };

export default defineConfig({
  root,
  plugins: [
    react(),
    // Every text file (index.html too) also as .br and .gz, at the best levels: this runs once per
    // build, not per request. The server sends the one the browser takes (platform/web-app.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
