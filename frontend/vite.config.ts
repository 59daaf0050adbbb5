/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The NestJS server listens on 3000; in development the SPA talks to it through this proxy so
// every API path stays relative and cookies stay first-party.
const backend = 'http://localhost:3000';
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/auth': { target: backend, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    react(),
    // Precompressed copies beside each file (issue 12): the server sends `.br` or `.gz` as the
    // browser accepts, with no compression work per request. Source maps stay uncompressed.
    compression({
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/check-bundle.mjs reads it to find the chunks `/` loads and checks their size.
    manifest: true,
    // Pages are split by route (app/router.tsx); the admin console (react-admin) is the one large
    // chunk, loaded only at /admin and /dashboard/admin.
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
    // Screen tests drive a whole route in jsdom; on a busy CI machine a few take several seconds.
    testTimeout: 20_000,
  },
});
