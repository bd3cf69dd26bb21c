/**
 * dependency-cruiser rules (`pnpm run depcheck`, a step of scripts/test.sh right after lint).
 * docs/decisions.md "Structure" explains the area layers.
 */

/**
 * The API's areas (folders under apps/api/src/modules/), lowest first. An area imports only areas
 * on a lower line, never one on its own line or above, so areas can never form a cycle. An area not
 * listed here (admin, jobs, dev, openapi, ...) is a leaf: it may import any area, and no area
 * imports it. Put a new area on the lowest line that still lies above everything it imports.
 */
const AREA_LAYERS = [
  ['account', 'files', 'messages'],
  ['team'],
  ['works'],
  ['ideas'],
  ['docs'],
  ['cards', 'ai-context'],
  ['history', 'game', 'supervise'],
  ['collab'],
];

const MODULES = '^apps/api/src/modules/';
/** Test files are leaves (nothing imports them), so a test may set up its story with any area's fixtures. */
const TEST_FILE = '\\.test\\.tsx?$';
const listed = AREA_LAYERS.flat();

/** One rule per area: nothing from its own layer or above. */
const layerRules = AREA_LAYERS.flatMap((layer, i) =>
  layer.map((area) => {
    const higher = AREA_LAYERS.slice(i)
      .flat()
      .filter((other) => other !== area);
    return {
      name: `area-layers:${area}`,
      severity: 'error',
      comment: `The ${area} area may import only areas on a lower line of AREA_LAYERS in .dependency-cruiser.cjs.`,
      from: { path: `${MODULES}${area}/`, pathNot: TEST_FILE },
      to: { path: `${MODULES}(${higher.join('|')})/` },
    };
  }),
).filter((rule) => !rule.to.path.endsWith('()/'));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycle between files at run time. Move the shared part down (lib/ or a lower area). A cycle that needs a type-only import to close is tolerated; areas are layered with types included (area-layers).',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...layerRules,
    {
      name: 'area-leaves',
      severity: 'error',
      comment:
        'Areas not listed in AREA_LAYERS are leaves: no other area imports them. List the area to import it.',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_FILE },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}(${listed.join('|')})/`, `${MODULES}$1/`, `${MODULES}index\\.ts$`],
      },
    },
    {
      name: 'api-core-below-areas',
      severity: 'error',
      comment: 'lib/, db/, plugins/, storage/ and test/ serve every area, so they import none.',
      from: { path: '^apps/api/src/(lib|db|plugins|storage|test)/', pathNot: TEST_FILE },
      to: { path: MODULES },
    },
    {
      name: 'api-uses-relay-public-api',
      severity: 'error',
      comment:
        'apps/api uses the relay only through @juzuo/collab-server (src/index.ts) and, in tests, @juzuo/collab-server/testing.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/collab-server/', pathNot: '^apps/collab-server/src/(index|test/harness)\\.ts$' },
    },
    {
      name: 'relay-testing-only-in-tests',
      severity: 'error',
      comment: '@juzuo/collab-server/testing is for tests.',
      // apps/api/src/test/ holds fixtures only tests import (the relay story among them).
      from: { path: '^apps/api/', pathNot: [TEST_FILE, '^apps/api/src/test/'] },
      to: { path: '^apps/collab-server/src/test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|coverage|\\.artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
