// Lint rules, including the one-way dependency arrows of docs/architecture.md:
// src -> workers -> engine, server -> engine, src and server -> contract -> engine; engine and
// contract import no DOM and no Node built-ins; a screen (src/features/X) imports neither the app
// shell nor another screen.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const SRC = path.join(import.meta.dirname, 'src');

/**
 * A screen imports neither the app shell (src/app) nor another screen (src/features/Y): what two
 * places need moves down into src/ui, src/state or src/model. Relative paths are resolved, so
 * '../kpis/x' and '../../kpis/x' are caught from any depth of a screen's folder.
 */
const screenBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      shell: 'A screen does not import the app shell (src/app): move what it needs into src/ui, src/state or src/model.',
      screen: 'A screen does not import another screen (src/features/{{ feature }}): move what both need into src/ui, src/state or src/model.',
    },
  },
  create(context) {
    const [area, feature] = path.relative(SRC, context.filename).split(path.sep);
    if (area !== 'features' || feature === undefined) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const [targetArea, targetFeature] = path.relative(SRC, path.resolve(path.dirname(context.filename), source.value)).split(path.sep);
      if (targetArea === 'app') context.report({ node: source, messageId: 'shell' });
      else if (targetArea === 'features' && targetFeature !== feature) context.report({ node: source, messageId: 'screen', data: { feature: targetFeature } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

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
          { group: ['**/src/**', '**/server/**', '**/workers/**', '**/tests/**', '**/contract/**'], message: 'engine/ imports nothing from the layers above it.' },
          { group: ['react', 'react-dom', 'react-dom/*', 'dexie', 'jotai', 'jotai/*', 'comlink', 'fastify', 'better-sqlite3'], message: 'engine/ does not know about UI, storage or transport.' },
        ],
      }],
      'no-restricted-globals': ['error', ...browserGlobals.map((name) => ({ name, message: 'engine/ has no DOM or Node globals.' }))],
    },
  },
  {
    files: ['contract/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/**', '**/server/**', '**/workers/**', '**/tests/**'], message: 'contract/ imports only engine/ and zod.' },
        // Anything that is neither relative (contract/, engine/) nor zod: Node built-ins, UI, storage, transport.
        { regex: '^(?!zod$)(?!\\.\\.?/)', message: 'contract/ imports only engine/ and zod.' },
      ] }],
      'no-restricted-globals': ['error', ...browserGlobals.map((name) => ({ name, message: 'contract/ has no DOM or Node globals.' }))],
    },
  },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: { ...globals.worker } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/**', '**/server/**', '**/contract/**'], message: 'workers/ depend only on engine/.' },
      ] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { fahrplan: { rules: { 'screen-boundaries': screenBoundaries } } },
    rules: {
      'fahrplan/screen-boundaries': 'error',
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/server/**'], message: 'src/ talks to the server over HTTP only (src/api).' },
        { group: ['hyperformula', 'hyperformula/*'], message: 'src/ never runs the model: ask the worker (src/model).' },
        { group: ['**/engine/format/number.ts'], importNames: ['numberFormatter'], message: 'Screens write figures through src/ui/figures.ts, in the user\'s number format.' },
      ] }],
    },
  },
  {
    files: ['src/ui/figures.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    // Type-aware: every repository call returns a promise, and one that is neither awaited nor
    // handled (a write finishing after the answer, a Promise tested as a boolean) is a bug.
    languageOptions: { globals: { ...globals.node }, parserOptions: { projectService: true } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/**', '**/workers/**'], message: 'server/ depends only on engine/ and contract/.' },
      ] }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs,cjs}', '*.config.{js,ts}', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
