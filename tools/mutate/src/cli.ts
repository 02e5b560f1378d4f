/**
 * `npm run mutate -- <project> [files…]`: mutation testing of one project with Stryker (vitest
 * runner, TypeScript checker), incremental: a second run tests only the mutants whose code or
 * tests changed. Stryker's reports go to `reports/mutation/<project>/` (`index.html`, not kept);
 * each run also merges its results into `tools/mutate/results/<project>.json` (kept in the
 * repository: a file, a line, a status and the rule IDs the code cites there, per mutant), which
 * `npm run coverage:rules` reads for each rule's strength. Not part of `npm test`: a full run
 * takes hours on two cores.
 */
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { dirname, join, relative, resolve } from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import type { PartialStrykerOptions } from '@stryker-mutator/api/core';
import { mergeResults, type KeptMutant } from './merge-results.js';

/** What each project mutates by default: the rule engine's code, where a wrong rule would live. */
const TARGETS: Record<string, { dir: string; mutate: string[] }> = {
  core: {
    dir: 'packages/core',
    mutate: [
      'src/runtime/**/*.ts',
      'src/replacements/**/*.ts',
      'src/triggers/**/*.ts',
      'src/layers/**/*.ts',
      'src/decisions/**/*.ts',
    ],
  },
  chaos: { dir: 'plugins/chaos', mutate: ['src/game/**/*.ts'] },
  pokemon: { dir: 'plugins/pokemon', mutate: ['src/game/**/*.ts'] },
  goofspiel: { dir: 'plugins/goofspiel', mutate: ['src/**/*.ts'] },
};

function usage(message: string): never {
  console.error(`mutate: ${message}`);
  console.error(
    `usage: npm run mutate -- <${Object.keys(TARGETS).join('|')}> [--concurrency N] ` +
      `[files or globs, relative to the project; file.ts:from-to for some lines]`,
  );
  process.exit(2);
}

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { concurrency: { type: 'string' } },
});
const [project, ...files] = positionals;
// Several projects can be measured side by side, each with part of the cores.
const concurrency = flags.concurrency === undefined ? availableParallelism() : Number(flags.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1) usage(`--concurrency must be a whole number ≥ 1`);
if (!project) usage('which project?');
const target = TARGETS[project];
if (!target) usage(`no project "${project}"`);
const root = process.cwd();
if (!existsSync(join(root, target.dir, 'vitest.config.ts'))) usage(`run it from the workspace root (npm run mutate)`);
// A named file that does not exist would make Stryker measure nothing and still write the results file.
for (const f of files) {
  const path = f.replace(/:\d+-\d+$/, '');
  if (!/[*?{[]/.test(path) && !existsSync(resolve(root, target.dir, path)))
    usage(`no file ${join(target.dir, path)} (files are relative to ${target.dir})`);
}
const reports = join('reports', 'mutation', project);
const mutate = (files.length ? files : target.mutate).map((f) =>
  relative(root, resolve(root, target.dir, f))
    .split('\\')
    .join('/'),
);

// The sandbox is a copy of the workspace root with only this project (and the shared tsconfig),
// so that the project's relative paths (`extends: ../../tsconfig.base.json`) hold in it; the
// other workspace packages are read from their builds through node_modules.
const options: PartialStrykerOptions = {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: join(target.dir, 'vitest.config.ts') },
  checkers: ['typescript'],
  tsconfigFile: join(target.dir, 'tsconfig.json'),
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate,
  ignorePatterns: ['/*', `!/${target.dir.split('/')[0]}`, '!/tsconfig.base.json', '!/package.json', 'dist', '.nx'],
  ignorers: ['log-and-rule-text'],
  plugins: [
    '@stryker-mutator/vitest-runner',
    '@stryker-mutator/typescript-checker',
    join(root, 'tools/mutate/plugins/log-and-rule-text-ignorer.js'),
  ],
  incremental: true,
  incrementalFile: join(reports, 'incremental.json'),
  reporters: ['progress', 'clear-text', 'html'],
  htmlReporter: { fileName: join(reports, 'index.html') },
  thresholds: { high: 85, low: 70, break: null },
  concurrency,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

const results = await new Stryker(options).runMutationTest();

const RULE_ID = /\b(?:CT|PK)-[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*/g;
const sources = new Map<string, string[][]>();
const citesAt = (file: string, line: number): string[] => {
  let lines = sources.get(file);
  if (!lines) {
    lines = readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => [...l.matchAll(RULE_ID)].map((m) => m[0].replace(/[.-]+$/, '')));
    sources.set(file, lines);
  }
  for (let l = line - 1; l >= 0 && l >= line - 31; l--) if (lines[l].length) return [...new Set(lines[l])];
  return [];
};
const kept: KeptMutant[] = results
  .filter((m) => m.status !== 'Ignored' && m.status !== 'CompileError')
  .map((m) => {
    const file = relative(root, resolve(root, m.fileName)).split('\\').join('/');
    const line = m.location.start.line;
    const kept: KeptMutant = {
      file,
      line,
      status: m.status,
      mutator: m.mutatorName,
      cites: citesAt(join(root, file), line),
    };
    if (m.static === true) kept.static = true;
    return kept;
  });
const resultsFile = join(root, 'tools', 'mutate', 'results', `${project}.json`);
const previous: KeptMutant[] = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { mutants: KeptMutant[] }).mutants
  : [];
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
mkdirSync(dirname(resultsFile), { recursive: true });
writeFileSync(
  resultsFile,
  JSON.stringify(
    {
      project,
      commit,
      date: new Date().toISOString().slice(0, 10),
      mutants: mergeResults(previous, kept, mutate),
    },
    null,
    0,
  ).replace(/\},\{/g, '},\n{') + '\n',
);

const counts = new Map<string, number>();
for (const m of results) counts.set(m.status, (counts.get(m.status) ?? 0) + 1);
const killed = (counts.get('Killed') ?? 0) + (counts.get('Timeout') ?? 0);
const valid = killed + (counts.get('Survived') ?? 0) + (counts.get('NoCoverage') ?? 0);
console.log(
  `${project}: ${results.length} mutants, score ${valid ? ((100 * killed) / valid).toFixed(1) : '–'} % ` +
    `(${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')}); report: ${reports}/index.html; ` +
    `kept: ${relative(root, resultsFile)}`,
);
// A mutant that makes every test file fail to load leaves no test run, and Stryker calls it survived: the suite
// does notice it. Named here so that a test can be made to build what fails (inside a test, not at load).
const unloaded = results.filter((m) => m.status === 'Survived' && m.testsCompleted === 0);
if (unloaded.length)
  console.warn(
    `${unloaded.length} survived with no test run (the test files failed to load): ` +
      unloaded.map((m) => `${m.fileName}:${m.location.start.line}`).join(', '),
  );
