import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    // The Go binary embeds this folder with //go:embed all:dist.
    outDir: 'dist',
    emptyOutDir: true,
    // Every screen is its own chunk (app/screens.tsx); the first screen
    // loads React and the router, MUI's core and its own pieces (at most
    // 150 kB gzip, checked by src/first-screen-budget.test.ts after a build
    // and by e2e/lighthouse.test.mjs). React and the router change less often
    // than the app: they get a chunk of their own, which browsers keep across
    // releases.
    chunkSizeWarningLimit: 400,
    // Every browser the app supports preloads modules itself; the polyfill
    // would be one more script on every first screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two entries: the app, and the public careers pages (src/careers/),
      // which share only React with it, so a candidate downloads no MUI.
      input: {
        main: 'index.html',
        careers: 'src/careers/index.html',
      },
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 10 }],
        },
      },
    },
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
