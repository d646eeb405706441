// Lint rules, including the one-way dependency arrows of docs/architecture.md:
// src -> workers -> engine, server -> engine; engine imports no DOM and no Node built-ins.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const nodeBuiltins = [
  'assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'events', 'fs', 'fs/promises',
  'http', 'http2', 'https', 'module', 'net', 'os', 'path', 'perf_hooks', 'process', 'readline', 'stream',
  'timers', 'tls', 'url', 'util', 'v8', 'vm', 'worker_threads', 'zlib',
];

const browserGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest',
  'indexedDB', 'location', 'history', 'self', 'postMessage', 'process', 'require', 'Buffer', '__dirname'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', '.tsbuild/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['engine/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', {
        paths: nodeBuiltins.map((name) => ({ name, message: 'engine/ is pure TypeScript: no Node built-ins.' })),
        patterns: [
          { group: ['node:*'], message: 'engine/ is pure TypeScript: no Node built-ins.' },
          { group: ['**/src/**', '**/server/**', '**/workers/**', '**/tests/**'], message: 'engine/ imports nothing from the layers above it.' },
          { group: ['react', 'react-dom', 'react-dom/*', 'dexie', 'jotai', 'jotai/*', 'comlink', 'fastify', 'better-sqlite3'], message: 'engine/ does not know about UI, storage or transport.' },
        ],
      }],
      'no-restricted-globals': ['error', ...browserGlobals.map((name) => ({ name, message: 'engine/ has no DOM or Node globals.' }))],
    },
  },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: { ...globals.worker } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/**', '**/server/**'], message: 'workers/ depend only on engine/.' },
      ] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/server/**'], message: 'src/ talks to the server over HTTP only (src/api).' },
        { group: ['hyperformula', 'hyperformula/*'], message: 'src/ never runs the model: ask the worker (src/model).' },
      ] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/**', '**/workers/**'], message: 'server/ depends only on engine/.' },
      ] }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs,cjs}', '*.config.{js,ts}', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
