/**
 * Dependency rules of the unit layer (npm run lint:deps). Each rule keeps one kind of knowledge
 * in one place: what may depend on what, and how an import is written.
 */
const topFolders = 'access|bench|collections|endpoints|fields|globals|migrations|plugins|scripts|src|tests|utilities'

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
    // The layers, bottom to top (docs/layers.md): src/i18n and utilities; src/lib; the Payload
    // config's modules (fields, access, then collections, globals, plugins, then endpoints) beside
    // the UI (src/components, then src/app). An import only points down.
    {
      name: 'layers-i18n-is-the-bottom',
      comment: 'src/i18n (locales, routing, messages, locale paths) is read by every layer and imports none.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: `^(${topFolders})/|^[^/]+\\.config\\.ts$`, pathNot: '^src/i18n/' },
    },
    {
      name: 'layers-utilities-below-lib',
      comment:
        'utilities/ is framework glue that knows no domain (revalidation, Payload hooks and error ' +
        'hooks): src/lib imports it, so it imports nothing above src/i18n.',
      severity: 'error',
      from: { path: '^utilities/' },
      to: { path: `^(${topFolders})/|^[^/]+\\.config\\.ts$`, pathNot: '^(utilities|src/i18n|src/platform)/' },
    },
    {
      name: 'layers-lib-below-config-and-ui',
      comment:
        'src/lib (domain and infrastructure) is used by the Payload config modules, the UI and the ' +
        'routes, and imports none of them: what both sides need lives in src/lib.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: {
        path: '^(access|bench|collections|endpoints|fields|globals|migrations|plugins|scripts|tests|src/(app|components|seed))/|^next\\.config\\.ts$',
      },
    },
    {
      name: 'layers-lib-reaches-the-config-through-one-door',
      comment:
        'Only src/lib/cms/payload.ts (the Local API of server components) imports the Payload config; ' +
        'the rest of src/lib receives `payload` from its caller.',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: '^src/lib/cms/payload\\.ts$' },
      to: { path: '^payload\\.config\\.ts$' },
    },
    {
      name: 'layers-config-modules-below-ui',
      comment:
        'The Payload config modules describe data and API; pages and components are above them, and ' +
        'scripts, tests and benchmarks are nobody’s dependency.',
      severity: 'error',
      from: { path: '^(access|collections|endpoints|fields|globals|plugins)/' },
      to: { path: '^(bench|migrations|scripts|tests|src/(app|components|seed))/' },
    },
    {
      name: 'layers-fields-and-access-below-collections',
      comment: 'Field builders and access rules are what collections, globals and plugins are made of.',
      severity: 'error',
      from: { path: '^(access|fields)/' },
      to: { path: '^(collections|endpoints|globals|plugins)/' },
    },
    {
      name: 'layers-collections-below-endpoints',
      comment: 'The /api handlers use collections through the Local API; a collection never needs a handler.',
      severity: 'error',
      from: { path: '^(collections|globals|plugins)/' },
      to: { path: '^endpoints/' },
    },
    {
      name: 'layers-components-below-app',
      comment:
        'Components render what routes give them, with src/lib and src/i18n; they import no route and ' +
        'no Payload config module (those are server configuration, not UI).',
      severity: 'error',
      from: { path: '^src/components/' },
      to: {
        path: '^(access|bench|collections|fields|globals|migrations|plugins|scripts|tests|utilities|src/(app|seed))/|^[^/]+\\.config\\.ts$',
      },
    },
    {
      name: 'layers-forms-below-site-sections',
      comment:
        'The forms (src/components/forms) are the lower folder: the class cards and the consultation ' +
        'pages (src/components/site/classes, site/consultations, site/bookings) place them and import ' +
        'them, so a form needs nothing from those sections (docs/layers.md). What both show lives in ' +
        'forms.',
      severity: 'error',
      from: { path: '^src/components/forms/' },
      to: { path: '^src/components/site/(classes|consultations|bookings)/' },
    },
    {
      name: 'layers-app-not-tooling',
      comment: 'Routes are not built on scripts, tests or benchmarks.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^(bench|migrations|scripts|tests)/' },
    },
    {
      name: 'server-runs-before-next',
      comment:
        'src/server is the HTTP server in front of Next and what it runs on a request before Next ' +
        '(docs/architecture.md). Node loads it from the sources, outside Next’s bundle: the application ' +
        'never imports it (a shared module would exist twice, see the globalThis slots), only the ' +
        'start script, tests and benchmarks do.',
      severity: 'error',
      from: {
        path: '^(access|collections|endpoints|fields|globals|plugins|utilities|src/(app|components|i18n|lib|platform|seed))/|^[^/]+\\.config\\.ts$',
      },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-below-nothing-of-the-app',
      comment:
        'What runs before Next uses src/lib, src/i18n and src/platform, never a route, a component or ' +
        'a Payload config module: those are inside Next’s bundle.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: {
        path: '^(access|bench|collections|endpoints|fields|globals|migrations|plugins|scripts|tests|src/(app|components|seed))/|^[^/]+\\.config\\.ts$',
      },
    },
    {
      name: 'proposals-domain-imports-no-other-domain',
      comment:
        'The proposals domain (src/lib/proposals) stands on infrastructure (db, http, i18n, e-mail, ' +
        'calendar, schemas), on its contracts (src/lib/contracts) and on the payments’ pure tax arithmetic ' +
        '(src/lib/payments/amounts.ts) only: what crosses into payments, ' +
        'receipts, bookings or inquiries is a flow (src/flows) that calls each domain in turn.',
      severity: 'error',
      from: { path: '^src/lib/proposals/' },
      to: {
        path: '^src/(flows|lib/(payments|receipts|bookings|inquiries|consultations|subscribers|pool|posts|testimonials|privacy|records|backup|monitoring|analytics))/',
        // The payments' tax arithmetic (pure, importing nothing): one rule for the parts of a whole,
        // so an installment's share of each tax is the one its Checkout charges and its receipt states.
        pathNot: '^src/lib/payments/amounts\\.ts$',
      },
    },
    {
      name: 'flows-used-by-entry-points-only',
      comment:
        'A flow (src/flows) is one use case across domains; it is started by an entry point: an /api ' +
        'endpoint, a collection’s hook or a background loop (src/lib/jobs). A domain never calls a flow ' +
        '(it is passed a function instead), so the domains stay below the flows.',
      severity: 'error',
      from: { pathNot: '^(endpoints|collections|src/flows|src/lib/jobs|tests|bench)/' },
      to: { path: '^src/flows/' },
    },
    {
      name: 'layers-no-folder-cycle-in-lib',
      comment:
        'The folders of src/lib form layers too: a folder that reaches itself again (through other ' +
        'folders, src/i18n or src/platform included, even for a type) is a knot that can only be ' +
        'understood, and changed, together. ' +
        'Move the piece to the side it belongs to, or pass a function in (docs/layers.md).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/lib/' },
      to: { circular: true },
    },
    {
      name: 'layers-no-folder-cycle-in-components',
      comment:
        'The component folders are layered as src/lib is: ui at the bottom, then forms, then the site ' +
        'and studio folders that place them (docs/layers.md). A folder that reaches itself again is a ' +
        'knot; move the shared piece down (ClientLink lives in ui for that reason).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/components/' },
      to: { circular: true },
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
        '`@/…` (src/x) or `@root/…` (x at the project root), so moving a file does not change how others name it. ' +
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
