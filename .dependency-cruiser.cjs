/** The layer rules (ARCHITECTURE.md): dependencies point inward only, and src/core depends on nothing. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment:
        'src/core imports only src/core (and the wire types of contract/): no npm packages, no Node built-ins, no outer layer.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { pathNot: '^(src/core/|contract/)' },
    },
    {
      name: 'core-reads-contract-types-only',
      comment:
        'Ports name the wire shapes the server answers with, as types only: no contract code runs in the core. ' +
        'The one exception is contract/vocabulary.ts, the names the wire enumerates (draw types, maintenance reasons), which the core uses as they are and which imports nothing.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^contract/', pathNot: '^contract/vocabulary[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'adapters-not-ui',
      comment: 'Adapters implement core ports; they never reach into the UI, the app root or the worker shell.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(ui|app)/' },
    },
    {
      name: 'ui-not-adapters',
      comment: 'The UI gets adapters through the container (src/app), never by importing them.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(adapters|worker)/' },
    },
    {
      name: 'ui-shared-not-routes',
      comment:
        'The UI in rooms: a screen folder (src/ui/routes/<screen>/) is reached only through the router (src/app). ' +
        'What two screens share lives outside routes/ (components/, betting/, hooks/, query/, state/, format/, i18n/), ' +
        'so the shared modules never import a screen.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: '^src/ui/routes/' },
      to: { path: '^src/ui/routes/' },
    },
    {
      name: 'ui-routes-not-other-routes',
      comment:
        'A screen folder imports its own files and the shared modules, never another screen folder: ' +
        'what two screens need goes to a shared module (src/ui/README.md names them).',
      severity: 'error',
      from: { path: '^src/ui/routes/([^/]+)/' },
      to: { path: '^src/ui/routes/', pathNot: '^src/ui/routes/$1/' },
    },
    {
      name: 'worker-shell-only-engine',
      comment: 'The worker shell exposes the engine and nothing else.',
      severity: 'error',
      from: { path: '^src/worker/' },
      to: { pathNot: '^(src/worker/|src/core/|node_modules/comlink)' },
    },
    {
      name: 'server-not-client-outer-layers',
      comment: 'The server shares the pure core and the contract with the client, nothing else.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(ui|app|adapters|worker)/' },
    },
    {
      name: 'client-not-server',
      comment: 'The client talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-imports-nothing',
      comment:
        'contract/ holds the HTTP shapes both sides share and is the bottom layer: it imports other contract files and TypeBox (the request schemas), nothing of the house.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: '^(contract/|node_modules/typebox/)' },
    },
    {
      name: 'contract-vocabulary-imports-nothing',
      comment:
        'The core may run contract/vocabulary.ts (core-reads-contract-types-only) because it is plain constants: it imports nothing at all.',
      severity: 'error',
      from: { path: '^contract/vocabulary[.]ts$' },
      to: {},
    },
    {
      name: 'client-request-schemas-as-types',
      comment: 'The client names the request shapes as types only, so TypeBox stays out of its bundle.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^contract/(requests/|answer-schemas[.]ts$)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-routes-not-store',
      comment: 'The server in layers: routes (HTTP) call services (the rules), which alone read and write the store.',
      severity: 'error',
      from: { path: '^server/routes/' },
      to: { path: '^server/store/' },
    },
    {
      name: 'server-edge-not-database',
      comment:
        'The edge (routes and http/) never queries: no store (its tables, migrations, seed), no Kysely. ' +
        'It holds the ServiceContext only to hand it to services; eslint.config.js refuses any read of its db there.',
      severity: 'error',
      from: { path: '^server/(routes|http)/' },
      to: { path: '^(server/store/|node_modules/kysely/)' },
    },
    {
      name: 'server-inner-not-edge',
      comment:
        'Services, settlement and the store know nothing of HTTP: no routes, no http/ edge (envelopes, messages, status codes). ' +
        'The bet services return outcomes (services/bets/bet-outcome.ts), stored as such for a replay; the edge renders them (http/bet-answers.ts).',
      severity: 'error',
      from: { path: '^server/(services|settlement|store)/' },
      to: { path: '^server/(routes|http)/' },
    },
    {
      name: 'server-store-not-services',
      comment: 'The store is the bottom layer: it never calls up into services, routes or the edge.',
      severity: 'error',
      // Known exceptions: the demo seed and the first start's operator hash their passwords with
      // services/passwords.ts (docs/layers.md).
      from: { path: '^server/store/', pathNot: '^server/store/(seed-demo|first-start)[.]ts$' },
      to: { path: '^server/(services|routes|http)/' },
    },
    {
      name: 'server-schema-areas-import-types-only',
      comment:
        "The schema's area files (schema-accounts, -bets, -results, -sign-in) import the shared column types and nothing else of the store: schema.ts gathers them, so an area importing schema.ts or another area makes a cycle.",
      severity: 'error',
      from: { path: '^server/store/schema-[a-z-]+[.]ts$', pathNot: '^server/store/schema-types[.]ts$' },
      to: { path: '^server/store/', pathNot: '^server/store/schema-types[.]ts$' },
    },
    {
      name: 'server-settlement-pure',
      comment: 'The prize, commission and PT rules are pure: no database, no services, no HTTP.',
      severity: 'error',
      from: { path: '^server/settlement/' },
      to: { path: '^server/(services|routes|http|store)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
