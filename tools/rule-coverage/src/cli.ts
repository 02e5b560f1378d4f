import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue, testTitles, scenarioRules, idsIn, coverage, renderReport } from './rule-coverage.js';
import { readMutationResults, ruleStrength } from './rule-strength.js';

/**
 * `npm run coverage:rules [-- --check] [-- --root DIR]`: for each plugin, prints covered /
 * missing and writes plugins/<name>/RULES-COVERAGE.md. Reads the catalogues in ../shared/rules
 * (the one tool whose job is to read them), or a plugin's own RULES.md in the repository (a game
 * with no official rule document, like Goofspiel, and every plugin the generator makes).
 *
 * Exit codes: 1 when a plugin it should cover is skipped — a listed plugin folder that is not
 * there, a catalogue that is not found, a ruleset plugin with no catalogue at all — since a report
 * of the others alone would pass for a full one; with `--check`, also when IDs are missing.
 */
const PLUGINS: { name: string; dir: string; catalogue: string; inRepo?: boolean }[] = [
  { name: 'ChaosTCG', dir: 'plugins/chaos', catalogue: 'chaostcg-rules.md' },
  { name: 'Pokémon', dir: 'plugins/pokemon', catalogue: 'pokemon-rules.md' },
  { name: 'Goofspiel', dir: 'plugins/goofspiel', catalogue: 'RULES.md', inRepo: true },
];

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
// The workspace root by default: this file is tools/dist/rule-coverage/src/cli.js, whatever the cwd.
const root = resolve(rootAt >= 0 ? args[rootAt + 1] : fileURLToPath(new URL('../../../..', import.meta.url)));
const rulesDir = process.env.TCGKIT_RULES ?? join(root, '..', 'shared', 'rules');
const check = args.includes('--check');

/** Every plugin folder whose package.json declares a ruleset: each must have a catalogue. */
function rulesetPlugins(): string[] {
  const dir = join(root, 'plugins');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .filter((name) => {
      const pkg = join(dir, name, 'package.json');
      if (!existsSync(pkg)) return false;
      return Boolean((JSON.parse(readFileSync(pkg, 'utf8')) as { tcgkit?: { ruleset?: string } }).tcgkit?.ruleset);
    })
    .map((name) => `plugins/${name}`);
}

const listed = new Set(PLUGINS.map((p) => p.dir));
const plugins = [
  ...PLUGINS,
  // A ruleset plugin not listed above (a new game): its own RULES.md is its catalogue.
  ...rulesetPlugins()
    .filter((dir) => !listed.has(dir))
    .map((dir) => ({ name: dir.slice('plugins/'.length), dir, catalogue: 'RULES.md', inRepo: true })),
];

let skipped = 0;
let missingAny = false;
for (const p of plugins) {
  const dir = join(root, p.dir);
  if (!existsSync(dir)) {
    console.error(`${p.name}: skipped: no plugin folder at ${dir} (run from the workspace, or give --root)`);
    skipped++;
    continue;
  }
  const catalogueFile = p.inRepo ? join(dir, p.catalogue) : join(rulesDir, p.catalogue);
  if (!existsSync(catalogueFile)) {
    console.error(
      `${p.name}: skipped: no catalogue at ` +
        `${catalogueFile}${p.inRepo ? '' : ' (set TCGKIT_RULES to the rules folder)'}`,
    );
    skipped++;
    continue;
  }
  const rules = readCatalogue(readFileSync(catalogueFile, 'utf8'));
  if (rules.length === 0) {
    console.error(`${p.name}: skipped: ${catalogueFile} lists no rule IDs`);
    skipped++;
    continue;
  }
  const known = new Set(rules.map((r) => r.id));
  const cited = [
    ...testTitles([join(dir, 'test')]).flatMap((t) => idsIn(t, known)),
    ...scenarioRules([join(dir, 'scenarios')]).filter((id) => known.has(id)),
  ];
  const exemptFile = join(dir, 'rule-exemptions.json');
  const exemptions = existsSync(exemptFile)
    ? (JSON.parse(readFileSync(exemptFile, 'utf8')) as Record<string, string>)
    : {};
  const report = coverage(rules, cited, exemptions);
  // The core's code cites the rules it implements generically (check timing, layers…) by the
  // IDs of the games whose rulebooks define them: its mutants count for every plugin.
  const measured = readMutationResults(
    ['core', p.dir.slice('plugins/'.length)].map((project) =>
      join(root, 'tools', 'mutate', 'results', `${project}.json`),
    ),
  );
  const strength = measured.length
    ? {
        reports: measured.map((m) => `${m.file.slice(root.length + 1)} (${m.results.commit}, ${m.results.date})`),
        files: new Set(measured.flatMap((m) => m.results.mutants.map((x) => x.file))).size,
        strength: ruleStrength(measured, known),
      }
    : undefined;
  writeFileSync(join(dir, 'RULES-COVERAGE.md'), renderReport(p.name, report, strength));
  console.log(
    `${p.name}: ${report.covered.length} covered, ${report.exempt.length} exempt, ${report.missing.length} ` +
      `missing of ${report.total}`,
  );
  for (const u of report.unknownExemptions) console.error(`${p.name}: exemption for unknown ID ${u}`);
  if (report.missing.length > 0) missingAny = true;
}
if (skipped > 0) {
  console.error(`rule coverage incomplete: ${skipped} of ${plugins.length} plugins skipped`);
  process.exitCode = 1;
} else if (check && missingAny) process.exitCode = 1;
