import 'reflect-metadata';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUZZ_TARGETS } from './fuzz-targets.js';
import { runFuzzJobs } from './fuzz-pool.js';
import type { FuzzJob } from './fuzz-tasks.js';
import { DEFAULT_CHECK_EVERY } from './fuzz-games.js';

const USAGE =
  'npm run fuzz -- --games N [--first G] [--ruleset pokemon|chaos|goofspiel|all] [--seed S] [--era E] ' +
  '[--loaders K] [--out DIR] [--workers W] [--check-every C] [--restore-every R] [--cards POOL]…';

/** A command-line value that is not what it should be. */
export class FuzzUsageError extends Error {
  constructor(message: string) {
    super(`${message}\nusage: ${USAGE}`);
    this.name = 'FuzzUsageError';
  }
}

function count(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min)
    throw new FuzzUsageError(`--${name} must be an integer ≥ ${min}, got "${text}"`);
  return n;
}

/** The command line read by `parseArgs`; its own errors (unknown or ambiguous options) become usage errors. */
function parsed(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        games: { type: 'string', default: '100' },
        first: { type: 'string', default: '0' },
        ruleset: { type: 'string', default: 'all' },
        seed: { type: 'string', default: '1' },
        era: { type: 'string' },
        loaders: { type: 'string', default: '2000' },
        out: { type: 'string', default: 'fuzz-failures' },
        workers: { type: 'string', default: String(availableParallelism()) },
        'check-every': { type: 'string', default: String(DEFAULT_CHECK_EVERY) },
        'restore-every': { type: 'string' },
        cards: { type: 'string', multiple: true },
      },
    });
  } catch (e) {
    throw new FuzzUsageError((e as Error).message);
  }
}

/** Runs the fuzzer from the command line; resolves to the exit code (1 when anything failed). */
export async function main(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  const { values } = parsed(argv);
  const games = count('games', values.games, 0);
  const first = count('first', values.first, 0);
  const seed = count('seed', values.seed, 0);
  const loaders = count('loaders', values.loaders, 0);
  const workers = count('workers', values.workers, 1);
  const checkEvery = count('check-every', values['check-every'], 1);
  const restoreEvery =
    values['restore-every'] === undefined ? checkEvery : count('restore-every', values['restore-every'], 1);
  const rulesets = values.ruleset === 'all' ? Object.keys(FUZZ_TARGETS) : [values.ruleset];
  for (const r of rulesets)
    if (!FUZZ_TARGETS[r])
      throw new FuzzUsageError(`unknown ruleset "${r}" (known: ${Object.keys(FUZZ_TARGETS).join(', ')}, all)`);
  // Wall-clock time for the operator only: nothing in a game reads it.
  const t0 = performance.now();
  const seconds = () => ((performance.now() - t0) / 1000).toFixed(0);
  const jobs: FuzzJob[] = rulesets.flatMap((ruleset) => {
    const eras = values.era ? [values.era] : FUZZ_TARGETS[ruleset].eras;
    // The loader fuzz runs once per ruleset (records, decks and pools do not depend on the era).
    return eras.map((era, i) => ({
      ruleset,
      era,
      first,
      games,
      seed,
      out: values.out ?? null,
      loaderInputs: i === 0 ? loaders : 0,
      checkEvery,
      restoreEvery,
      ...(values.cards ? { cards: values.cards } : {}),
    }));
  });
  const name = (j: FuzzJob) => `${j.ruleset}${j.era ? `/${j.era}` : ''}`;
  // Long runs report every 1,000 games, so that hours of fuzzing show how far they got (games
  // finish in ranges on the worker pool: a line whenever the count passes a thousand).
  const reported = jobs.map(() => 0);
  const onGame = (job: number, n: number) => {
    if (games < 10_000 || Math.floor(n / 1000) === reported[job]) return;
    reported[job] = Math.floor(n / 1000);
    log(`  ${name(jobs[job])}: ${n} of ${games} games, ${seconds()} s`);
  };
  const reports = await runFuzzJobs(jobs, workers, onGame);
  let failed = false;
  reports.forEach((r, i) => {
    log(
      `${name(jobs[i])}: ${r.games} games, ${r.decisions} decisions, ${r.adversarial} illegal answers ` +
        `rejected, ${r.loaderInputs} mutated loader inputs; ${r.failures.length} failing games, ` +
        `${r.loaderCrashes.length} loader crashes`,
    );
    for (const f of r.failures)
      log(`  game ${f.game} (seed ${f.seed}) ${f.kind}: ${f.message}${f.file ? ` → ${f.file}` : ''}`);
    const stats = Object.entries(r.loaderStats).sort(([a], [b]) => a.localeCompare(b));
    if (stats.length) log(`  loader outcomes: ${stats.map(([k, n]) => `${k} ${n}`).join('; ')}`);
    for (const c of r.loaderCrashes.slice(0, 10)) log(`  ${c.loader}: ${c.error}`);
    if (r.failures.length || r.loaderCrashes.length) failed = true;
  });
  log(`${seconds()} s on ${workers} worker${workers === 1 ? '' : 's'}`);
  return failed ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e: Error) => {
      console.error(e instanceof FuzzUsageError ? e.message : e);
      process.exitCode = 2;
    },
  );
}
