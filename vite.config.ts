/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = Number(process.env.PORT ?? 5000);

/**
 * The server tests (and the hostile-load suite under tests/hostile/, issue 24) run on SQLite (project `server`) and, when FAHRPLAN_TEST_DATABASE_URL names a
 * PostgreSQL cluster, once more on PostgreSQL (project `server-postgres`; tests/run-all.mjs leaves
 * it out with a loud SKIPPED line when no cluster answers). The same files, except those about
 * one database's own things: the SQLite data directory's files, and several instances on one
 * database (PostgreSQL only). FAHRPLAN_TEST_POSTGRES_EXCLUDE lists more files to leave out of the
 * PostgreSQL pass (run-all.mjs: the backup test without pg_dump).
 */
const SERVER_TESTS = ['tests/server/**/*.test.ts', 'tests/hostile/**/*.test.ts'];
// Files that open no storage (the model CLI's child processes, the upload pool alone) run once:
// a PostgreSQL pass of them would repeat the same test.
// So do the files about how an export or an answer reads (the PDF's text, the Excel model
// recalculated by LibreOffice, the German words, the number formats, the Cash-positive runway,
// no section numbers): they read the storage only through the export's queries, which
// tests/server/export.test.ts runs on both databases; and the forecast ranges' threads and
// admission, which keep nothing.
const SQLITE_ONLY = [
  'tests/server/data-directory.test.ts', 'tests/server/model-cli.test.ts', 'tests/hostile/upload-pool.test.ts', 'tests/hostile/datev-upload.test.ts',
  'tests/server/export-pdf.test.ts', 'tests/server/excel-libreoffice.test.ts', 'tests/server/export-german.test.ts', 'tests/server/number-format.test.ts',
  'tests/server/kpi-cash-positive.test.ts', 'tests/server/customer-text.test.ts', 'tests/server/ranges-pool.test.ts', 'tests/hostile/ranges-fairness.test.ts',
];
const POSTGRES_ONLY = ['tests/server/two-instances.test.ts', 'tests/server/postgres-events.test.ts', 'tests/hostile/sign-in-throttle-instances.test.ts'];
const postgresCluster = process.env.FAHRPLAN_TEST_DATABASE_URL;
// One id per run names the run's test databases, so runs sharing a cluster drop only their own.
if (postgresCluster) process.env.FAHRPLAN_TEST_RUN ??= `${Date.now().toString(36)}${process.pid.toString(36)}`;
const serverProject = { environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } as const;

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
    // Two files at a time on CI's two cores (Vitest's default there is one): the run takes about
    // a quarter less. Each e2e file starts its own server and browser and each server test its own
    // data directory or database, so files share nothing.
    maxWorkers: 2,
    // Servers started by the tests (in process or as a child) run their worker threads at the
    // event loop's priority: lowered, they would wait behind the other test file's process.
    env: { FAHRPLAN_BACKGROUND_PRIORITY: 'same' },
    // Every fast-check property prints its seed and runs with a budget (tests/helpers/propertyBudget.ts).
    setupFiles: ['tests/setup/properties.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', root: '.', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/property/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          ...serverProject, name: 'server', root: '.', include: SERVER_TESTS, exclude: POSTGRES_ONLY,
          env: { FAHRPLAN_TEST_STORAGE: 'sqlite' },
        },
      },
      ...(postgresCluster ? [{
        extends: true as const,
        test: {
          ...serverProject, name: 'server-postgres', root: '.', include: SERVER_TESTS,
          exclude: [...SQLITE_ONLY, ...(process.env.FAHRPLAN_TEST_POSTGRES_EXCLUDE ?? '').split(',').filter(Boolean)],
          env: { FAHRPLAN_TEST_STORAGE: 'postgres', FAHRPLAN_TEST_RUN: process.env.FAHRPLAN_TEST_RUN ?? '' },
          globalSetup: ['tests/server/postgres-global-setup.ts'],
        },
      }] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Generous: a browser and a server share the machine with another file's. Waits for
          // what a screen shows poll for up to 15 s (expect.poll's own default is 1 s).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
