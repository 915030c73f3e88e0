// The import graph's rules, checked by `npm run lint` (see docs/architecture.md):
// no circular import anywhere in src/, imports point inward toward the pure core, and the memory
// core's concept folders meet only in memory/record/.
// ESLint checks the per-folder rule file by file; this checks what ESLint cannot see: cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two modules cannot be understood, tested or moved apart. Move the shared part inward.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'pure-core-stays-pure',
      severity: 'error',
      comment: 'memory/, chat/ and sync/ are pure: they import only shared/, zod and each other as allowed (plus their own files).',
      from: { path: '^src/(memory|chat|sync)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(llm|storage|worker|state|ui)/' },
    },
    {
      name: 'sync-sits-above-memory-and-chat',
      severity: 'error',
      comment: 'sync/ folds records through the memory and chat schemas and gates; memory/ and chat/ never depend on sync/.',
      from: { path: '^src/(memory|chat)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/sync/' },
    },
    {
      name: 'memory-concepts-meet-in-record',
      severity: 'error',
      comment:
        'Inside memory/, gates/, recall/ and extraction/ import only record/ (and their own folder): record/ is what they share. ' +
        'Move a helper two concepts need into record/ (or shared/) instead of reaching into another concept.',
      from: { path: '^src/memory/(record|gates|recall|extraction)/', pathNot: '(\\.test\\.tsx?$|/__fixtures__/)' },
      to: { path: '^src/memory/', pathNot: ['^src/memory/record/', '^src/memory/$1/'] },
    },
    {
      name: 'memory-exchange-through-gates-front',
      severity: 'error',
      comment:
        'exchange/ re-runs the gates on every imported record, through gates/index.ts only; otherwise it imports record/. ' +
        "An import from another assistant is extraction over pasted text, so it also uses extraction's prompt and grounding check.",
      from: { path: '^src/memory/exchange/', pathNot: '(\\.test\\.tsx?$|/__fixtures__/)' },
      to: {
        path: '^src/memory/',
        pathNot: [
          '^src/memory/record/',
          '^src/memory/exchange/',
          '^src/memory/gates/index\\.ts$',
          '^src/memory/extraction/(grounding|prompt)\\.ts$',
        ],
      },
    },
    {
      name: 'shared-imports-nothing',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(memory|chat|sync|llm|storage|worker|state|ui)/' },
    },
    {
      name: 'feature-enters-feature-by-index',
      severity: 'error',
      comment:
        'A worker feature uses another only through its public index.ts (its contract types, handler factory and use cases it chooses to share), never its internals.',
      from: { path: '^src/worker/features/([^/]+)/', pathNot: '\\.(test|testutil)\\.tsx?$' },
      to: { path: '^src/worker/features/', pathNot: ['^src/worker/features/$1/', '^src/worker/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shell-enters-feature-by-index',
      severity: 'error',
      comment:
        "Outside the features, the worker composes them through their index.ts; only contract.ts combines the features' contract parts.",
      from: { path: '^src/', pathNot: ['^src/worker/features/', '^src/worker/contract\\.ts$', '\\.(test|testutil)\\.tsx?$'] },
      to: { path: '^src/worker/features/[^/]+/', pathNot: '^src/worker/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'feature-not-above-itself',
      severity: 'error',
      comment:
        'A feature is below the API that registers it: it may use answer.ts, errors.ts and common/, never api, compose, contract, the wrapper or the comlink edge.',
      from: { path: '^src/worker/(features|common)/', pathNot: '\\.(test|testutil)\\.tsx?$' },
      to: { path: '^src/worker/(api|compose|contract|handlerWrapper|entry|wire|client)\\.ts$' },
    },
    {
      name: 'ui-not-below-state',
      severity: 'error',
      comment: 'The UI reaches the worker only through state/.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(worker|storage|llm)/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
