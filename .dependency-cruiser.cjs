// The import graph's two rules, checked by `npm run lint` (see docs/architecture.md):
// no circular import anywhere in src/, and imports point inward toward the pure core.
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
      comment: 'memory/ and chat/ are pure: they import only shared/ and zod (plus their own files).',
      from: { path: '^src/(memory|chat)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(llm|storage|worker|state|ui)/' },
    },
    {
      name: 'shared-imports-nothing',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(memory|chat|llm|storage|worker|state|ui)/' },
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
