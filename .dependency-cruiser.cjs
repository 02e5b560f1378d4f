/**
 * Dependency rules of the monorepo (npm run lint). Apps may use plugins and packages, never another
 * app; plugins use packages, never each other or an app; the core uses no other workspace package
 * and its contracts sit at the bottom; the protocol is zod and the core's types; nothing imports in
 * a cycle, type-only imports included.
 * Workspace packages resolve through node_modules to their built dist, hence the dist paths.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle anywhere, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-contracts-at-the-bottom',
      comment: 'packages/core/src/contracts imports only contracts: implementations depend on it, never the reverse.',
      severity: 'error',
      from: { path: '^packages/core/src/contracts/' },
      to: { path: '^packages/core/', pathNot: '^packages/core/src/contracts/' },
    },
    {
      name: 'core-services-below-the-runtime',
      comment:
        'The core services (zones, layers, triggers …) never import the runtime, the engine or the ruleset wiring.',
      severity: 'error',
      from: {
        path:
          '^packages/core/src/(zones|expressions|layers|abilities|replacements|triggers|decisions|state|random|' +
          'limits|decks|records|views|log)/',
      },
      to: { path: '^packages/core/src/(runtime/|engine/|ruleset/|index[.]ts)' },
    },
    {
      name: 'core-runtime-below-the-engine',
      comment: 'The runtime (effects, events, procedures, timing) never imports the engine or the ruleset wiring.',
      severity: 'error',
      from: { path: '^packages/core/src/runtime/' },
      to: { path: '^packages/core/src/(engine/|ruleset/|index[.]ts)' },
    },
    {
      name: 'core-engine-below-the-ruleset-wiring',
      comment: 'The engine never imports the ruleset wiring (plugins through DI) that builds it.',
      severity: 'error',
      from: { path: '^packages/core/src/engine/' },
      to: { path: '^packages/core/src/(ruleset/|index[.]ts)' },
    },
    {
      name: 'core-imports-no-workspace-package',
      comment: 'The core is the bottom of the monorepo: it imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^(packages/(?!core/)|plugins/|apps/|tools/)' },
    },
    {
      name: 'packages-import-no-plugin-or-app',
      comment: 'Packages are game-agnostic and below the plugins and apps.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(plugins|apps|tools)/' },
    },
    {
      name: 'plugins-import-no-app',
      comment: 'Plugins sit below the apps.',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(apps|tools)/' },
    },
    {
      name: 'plugins-import-no-other-plugin',
      comment: 'Each plugin stands alone on the packages.',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
    {
      name: 'apps-import-no-other-app',
      comment:
        'An app never imports another app (its sources, tests and commands alike): what two apps share ' +
        '(the wire contract, ruleset discovery) lives in a package below them; one app may run another ' +
        "app's command (tcgkit serve runs tcgkit-server).",
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'protocol-is-zod-and-core-types',
      comment:
        'The wire contract is bundled by browsers: it imports zod and its own modules, and of the core ' +
        'only types, besides the zod-only presentation contract its presentation result is made of.',
      severity: 'error',
      from: { path: '^packages/protocol/src/' },
      to: {
        dependencyTypesNot: ['type-only'],
        pathNot:
          '^(packages/protocol/src/|node_modules/zod/|packages/core/dist/src/contracts/presentation[.](js|d[.]ts)$)',
      },
    },
    {
      name: 'protocol-types-from-the-core-only',
      comment: 'The only other workspace package the protocol takes types from is the core.',
      severity: 'error',
      from: { path: '^packages/protocol/src/' },
      to: { dependencyTypes: ['type-only'], pathNot: '^(packages/protocol/src/|packages/core/dist/)' },
    },
    {
      name: 'plugin-src-imports-no-testing',
      comment: 'The testing toolkit is for tests, not for a plugin at run time.',
      severity: 'error',
      from: { path: '^plugins/[^/]+/src/' },
      to: { path: '^packages/testing/' },
    },
    {
      name: 'web-client-uses-no-node-builtin',
      comment: 'The browser client runs in a browser.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-client-takes-only-types-from-the-core',
      comment: "The engine stays on the server (replays too): the client takes the core's types, never its code.",
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^packages/core/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-unresolvable',
      comment: 'Every import resolves (workspace packages need `npm run build` first).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules', '/dist/'] },
    exclude: { path: ['__tmpl__$'] },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
    builtInModules: { add: [] },
  },
};
