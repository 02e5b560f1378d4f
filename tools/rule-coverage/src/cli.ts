import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalogue, testTitles, scenarioRules, idsIn, coverage, renderReport } from './rule-coverage.js';

/**
 * `npm run coverage:rules [-- --check]`: for each plugin with a catalogue, prints covered /
 * missing and writes plugins/<name>/RULES-COVERAGE.md. Reads the catalogues in ../shared/rules
 * (the one tool whose job is to read them), or a plugin's own catalogue in the repository (a game
 * with no official rule document, like Goofspiel); `--check` exits non-zero when IDs are missing.
 */
const PLUGINS: { name: string; dir: string; catalogue: string; inRepo?: boolean }[] = [
  { name: 'ChaosTCG', dir: 'plugins/chaos', catalogue: 'chaostcg-rules.md' },
  { name: 'Pokémon', dir: 'plugins/pokemon', catalogue: 'pokemon-rules.md' },
  { name: 'Goofspiel', dir: 'plugins/goofspiel', catalogue: 'RULES.md', inRepo: true },
];

const root = process.cwd();
const rulesDir = process.env.TCGKIT_RULES ?? join(root, '..', 'shared', 'rules');
const check = process.argv.includes('--check');
let missingAny = false;
for (const p of PLUGINS) {
  const dir = join(root, p.dir);
  if (!existsSync(dir)) continue;
  const catalogueFile = p.inRepo ? join(dir, p.catalogue) : join(rulesDir, p.catalogue);
  if (!existsSync(catalogueFile)) {
    console.error(`${p.name}: no catalogue at ${catalogueFile} (set TCGKIT_RULES)`);
    process.exitCode = 2;
    continue;
  }
  const rules = readCatalogue(readFileSync(catalogueFile, 'utf8'));
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
  writeFileSync(join(dir, 'RULES-COVERAGE.md'), renderReport(p.name, report));
  console.log(
    `${p.name}: ${report.covered.length} covered, ${report.exempt.length} exempt, ${report.missing.length} missing of ${report.total}`,
  );
  for (const u of report.unknownExemptions) console.error(`${p.name}: exemption for unknown ID ${u}`);
  if (report.missing.length > 0) missingAny = true;
}
if (check && missingAny) process.exitCode = 1;
