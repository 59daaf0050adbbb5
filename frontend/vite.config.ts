/// <reference types="vitest/config" />
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The NestJS server listens on 3000; in development the SPA talks to it through this proxy so
// every API path stays relative and cookies stay first-party.
const backend = 'http://localhost:3000';
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/auth': { target: backend, changeOrigin: true },
};

/**
 * react-admin's router adapter gets react-router without the router it would build outside one
 * (src/admin/react-router-in-app.ts says why): keeps react-router's data router out of the
 * first load.
 */
const reactAdminRouterInApp = (): Plugin => ({
  name: 'papershelf:react-admin-router-in-app',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'react-router-dom' || importer === undefined) return null;
    if (!/[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/.test(importer)) return null;
    return fileURLToPath(new URL('./src/admin/react-router-in-app.ts', import.meta.url));
  },
});

/**
 * Source maps carry the whole source: they are built (for debugging a production stack trace
 * by hand) but never served. `sourcemap: 'hidden'` leaves no sourceMappingURL comment in the
 * bundles, and this plugin moves every .map out of dist into frontend/sourcemaps/ (same relative
 * paths), so nothing that serves or ships dist (the app, nginx's cache, the Docker image) has
 * them. scripts/check-bundle.mjs fails the build should one be left in dist.
 */
const SOURCEMAPS_DIR = fileURLToPath(new URL('./sourcemaps', import.meta.url));
const sourceMapsOutOfDist = (): Plugin => ({
  name: 'papershelf:source-maps-out-of-dist',
  apply: 'build',
  writeBundle(options) {
    const outDir = options.dir;
    if (outDir === undefined) return;
    rmSync(SOURCEMAPS_DIR, { recursive: true, force: true });
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.map')) {
          const target = join(SOURCEMAPS_DIR, relative(outDir, path));
          mkdirSync(dirname(target), { recursive: true });
          renameSync(path, target);
        }
      }
    };
    walk(outDir);
  },
});

export default defineConfig({
  plugins: [
    react(),
    reactAdminRouterInApp(),
    sourceMapsOutOfDist(),
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
    // Maps without a sourceMappingURL comment, moved out of dist (sourceMapsOutOfDist above).
    sourcemap: 'hidden',
    // scripts/check-bundle.mjs reads it to find the chunks `/` loads and checks their size.
    manifest: true,
    // Pages are split by route (app/router.tsx); the admin console (react-admin) is the one large
    // chunk, loaded only at /admin and /dashboard/admin.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one chunk (rolldown otherwise splits it into
          // a dozen, each fetched before `/` renders): one request, one gzip dictionary, no
          // cross-chunk import glue; ≈ 4.5 KB gzip less (issue 12). Lazy chunks import from it.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One jsdom and one load of the libraries per worker, not per file: setup-tests.ts gives each
    // file fresh app modules, storage, cookies and page (half the suite's CPU went to the rest).
    isolate: false,
    css: false,
    // Screen tests drive a whole route in jsdom; on a busy CI machine a few take several seconds.
    // A hang guard only: with two CPU burners beside the run (issue 23) a test may take 5 × longer.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
