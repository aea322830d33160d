import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    // The Go binary embeds this folder with //go:embed all:dist.
    outDir: 'dist',
    emptyOutDir: true,
    // React, MUI and the router make one ~620 kB chunk (195 kB gzip); screens get lazy chunks as they land.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/api': api,
      '/files': api,
      '/healthz': api,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Generous limits: CI shares two cores with other work.
    testTimeout: 30_000,
  },
});
