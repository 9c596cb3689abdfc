// No import cycles (docs/ARCHITECTURE.md, Modules): `npm run lint` runs `depcruise packages apps`
// after ESLint. Type-only imports count (tsPreCompilationDeps: imports are read before TypeScript
// erases them): a cycle of types still ties two files together. Cruised: the TypeScript of every
// package and app, sources and tests (cheap; a cycle through a test is still a cycle) and the
// desktop app's Electron side. @stockroom/* resolve, through the workspaces' links in node_modules,
// to their sources by the export condition tsconfig.base.json sets (`customConditions`), which
// dependency-cruiser takes from `conditionNames` rather than from the tsconfig (whose compiler
// options it uses otherwise, `paths` included should any appear).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This import lies on an import cycle (docs/ARCHITECTURE.md, Modules): move what both files need into a leaf, or import one way only.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Only these folders' files are nodes: not packages of node_modules, not Node's own modules.
    includeOnly: '^(packages|apps)/[^/]+/(src|test|electron)/',
    exclude: { path: '(^|/)(dist|release|[.]data|drizzle)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@stockroom/source', 'types', 'import', 'node', 'require', 'default'],
    },
    skipAnalysisNotInRules: true,
  },
};
