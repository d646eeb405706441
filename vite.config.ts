/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = Number(process.env.PORT ?? 5000);

export default defineConfig({
  root: 'src',
  // Files served as they are at the site root: the icons (/favicon.svg, and /favicon.ico for
  // clients that ask for it without reading the page).
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // The service worker (src/sw.ts) must be /sw.js to control the whole app (scope '/').
    rolldownOptions: {
      input: { index: 'src/index.html', sw: 'src/sw.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Run modules in source order across chunks, so src/app/strictCsp.ts switches zod's eval
        // probe off before any shared chunk parses (the server's CSP forbids eval).
        strictExecutionOrder: true,
      },
    },
  },
  worker: {
    format: 'es',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
    },
  },
  test: {
    root: '.',
    reporters: ['default'],
    // Every fast-check property prints its seed and runs with a budget (tests/helpers/propertyBudget.ts).
    setupFiles: ['tests/setup/properties.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', root: '.', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/property/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'server', root: '.', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
