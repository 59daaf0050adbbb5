/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The NestJS server listens on 3000; in development the SPA talks to it through this proxy so
// every API path stays relative and cookies stay first-party.
const backend = 'http://localhost:3000';
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/auth': { target: backend, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The student bundle (React + MUI + router) is ~720 kB raw / ~230 kB gzip; the admin
    // console is split out with React.lazy. Warn only if the student bundle grows well past that.
    chunkSizeWarningLimit: 900,
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
