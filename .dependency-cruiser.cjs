/**
 * Dependency rules of the unit layer (npm run lint:deps). Each rule keeps one kind of knowledge
 * in one place: what may depend on what, and how an import is written.
 */
const topFolders = 'access|bench|collections|endpoints|fields|globals|migrations|scripts|src|tests|utilities'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'components-not-endpoints',
      comment:
        'Components run in the browser or render pages; the /api handlers are server code reached over ' +
        'HTTP. What both need lives in src/lib.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^endpoints/' },
    },
    {
      name: 'config-graph-not-payload-config',
      comment:
        'A module the Payload config imports (collections, endpoints, hooks, src/lib…) must not import ' +
        '@payload-config back: it would read a half-initialised config. Such code receives `payload` ' +
        '(req.payload, a hook argument); only route files, scripts and tests call getPayload({ config }). ' +
        'An import of the config that closes a cycle is exactly an import from inside its graph.',
      severity: 'error',
      from: {},
      to: { path: '^payload\\.config\\.ts$', circular: true },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other load in an order that depends on who is imported first.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'aliased-imports-across-folders',
      comment:
        'One import style: a relative path stays inside its top-level folder; anything else is written ' +
        '`@/…` (src/x, else x at the root), so moving a file does not change how others name it. ' +
        'ESLint (no-restricted-imports) is stricter still: no `../` at all.',
      severity: 'error',
      from: { path: `^(${topFolders})/` },
      // An aliased import counts as 'local' too; 'aliased' is what tells it apart.
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: '^$1/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing fails at run time.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next[^/]*|\\.data[^/]*|public|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
    // Only how the project's own modules depend on each other is checked.
    includeOnly: { path: `^(${topFolders})/|^[^/]+\\.(ts|tsx|mjs|cjs)$` },
  },
}
