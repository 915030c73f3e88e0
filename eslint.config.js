// @ts-check
// The dependency rule of docs/architecture.md lives here, so a violation fails `npm run lint`:
// imports point inward, toward the pure core (shared ← memory/chat ← llm/storage ← worker ← state ← ui).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** @param {string[]} dirs */
const folders = (dirs) => dirs.flatMap((d) => [`**/${d}`, `**/${d}/**`]);

/**
 * @param {string} from folder being restricted
 * @param {{ banned?: string[]; typeOnly?: string[]; packages?: string[] }} rule
 */
function importRule(from, { banned = [], typeOnly = [], packages = [] }) {
  /** @type {any[]} */
  const patterns = [];
  if (banned.length)
    patterns.push({ group: folders(banned), message: `${from}/ must not import ${banned.join(', ')} (docs/architecture.md).` });
  if (typeOnly.length)
    patterns.push({
      group: folders(typeOnly),
      allowTypeImports: true,
      message: `${from}/ may import only types from ${typeOnly.join(', ')} (docs/architecture.md).`,
    });
  if (packages.length)
    patterns.push({ group: packages.flatMap((p) => [p, `${p}/**`]), message: `${from}/ must not use ${packages.join(', ')}.` });
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
}

const PURE_GLOBALS = {
  'no-restricted-globals': [
    'error',
    ...['fetch', 'indexedDB', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'setTimeout', 'setInterval', 'performance'].map(
      (name) => ({ name, message: 'Pure core: no I/O or timers; pass what you need in as arguments.' }),
    ),
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Pure core: the time comes in as an argument.' },
    { object: 'Math', property: 'random', message: 'Pure core: no randomness.' },
    { object: 'crypto', property: 'randomUUID', message: 'Pure core: ids come in as arguments.' },
    { object: 'crypto', property: 'getRandomValues', message: 'Pure core: no randomness.' },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pure core: no clock; pass `now` in.' },
  ],
};

const ALL = ['shared', 'memory', 'chat', 'sync', 'llm', 'storage', 'worker', 'state', 'ui'];
const except = (/** @type {string[]} */ keep) => ALL.filter((d) => !keep.includes(d));

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'reports', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Type-aware rules for the app and its tests: a promise nobody awaits or handles loses its error
  // silently. Deliberate fire-and-forget calls say so with `void`. Each file is typed by its layer's
  // project (tsconfig/README.md), found through the solution tsconfig.json.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    // Fixtures are data (labelled texts and memories, 7.5 MB of the 17 MB of src/): no promise in them to lose.
    ignores: ['**/__fixtures__/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  // Command-line scripts, benchmarks and the mock server talk to a terminal.
  { files: ['scripts/**', 'bench/**', 'e2e/**', 'tools/**'], rules: { 'no-console': 'off' } },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/shared/**'],
    rules: importRule('shared', { banned: except(['shared']), packages: ['dexie', 'react', 'openai', 'comlink', 'zustand'] }),
  },
  {
    files: ['src/memory/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      ...importRule('memory', { banned: except(['shared', 'memory']), packages: ['dexie', 'react', 'openai', 'comlink', 'zustand'] }),
      ...PURE_GLOBALS,
    },
  },
  {
    files: ['src/chat/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      ...importRule('chat', { banned: except(['shared', 'chat']), packages: ['dexie', 'react', 'openai', 'comlink', 'zustand'] }),
      ...PURE_GLOBALS,
    },
  },
  // The sync core folds what other devices sent through the memory and chat record schemas and the
  // import gates, so it may use both; neither may use it. The Yjs and socket packages belong to the shell.
  {
    files: ['src/sync/**'],
    ignores: ['**/*.test.ts', '**/*.testutil.ts'],
    rules: {
      ...importRule('sync', {
        banned: except(['shared', 'memory', 'chat', 'sync']),
        packages: ['dexie', 'react', 'openai', 'comlink', 'zustand', 'yjs', 'y-websocket', 'y-protocols', 'y-indexeddb', 'lib0', 'ws'],
      }),
      ...PURE_GLOBALS,
    },
  },
  {
    files: ['src/llm/**'],
    rules: importRule('llm', { banned: except(['shared', 'llm']), packages: ['dexie', 'react', 'comlink', 'zustand'] }),
  },
  {
    files: ['src/storage/**'],
    rules: importRule('storage', {
      banned: ['llm', 'worker', 'state', 'ui'],
      typeOnly: ['memory', 'chat'],
      packages: ['openai', 'react', 'comlink', 'zustand'],
    }),
  },
  // Third-party access points are wrapped once: the openai SDK only in llm/, Dexie only in storage/.
  { files: ['src/worker/**'], rules: importRule('worker', { banned: ['state', 'ui'], packages: ['react', 'zustand', 'openai', 'dexie'] }) },
  {
    files: ['src/state/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: folders(['storage', 'llm', 'ui']), message: 'state/ must not import storage, llm or ui (docs/architecture.md).' },
            {
              group: ['**/worker/*', '!**/worker/client', '!**/worker/api', '!**/worker/contract'],
              message: 'state/ talks to the worker only through worker/client (docs/architecture.md).',
            },
            { group: ['**/worker/api'], allowTypeImports: true, message: 'state/ may import only types from worker/api.' },
            {
              group: ['dexie', 'dexie/**', 'openai', 'openai/**', 'comlink', 'comlink/**'],
              message: 'state/ must not use dexie, openai or comlink.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: importRule('ui', { banned: ['worker', 'storage', 'llm'], packages: ['dexie', 'dexie-react-hooks', 'openai', 'comlink'] }),
  },
);
