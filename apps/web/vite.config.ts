import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server of `npm run dev -w @proboard/server`. */
const server = 'http://localhost:8080';
const proxy = { '/api': server, '/files': server, '/health': server };

export default defineConfig({
  root,
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
