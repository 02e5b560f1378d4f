import { availableParallelism } from 'node:os';
import Table from 'cli-table3';
import Tinypool from 'tinypool';
import { SingleBar, Presets } from 'cli-progress';
import type { RulesetRegistry, DiscoveredRuleset } from '@tcgkit/core';
import { CliError } from '../cli-error.js';
import { engineOf } from './list.js';
import { rulesetOptions, legalSampleDeck } from './ruleset-options.js';
import { playGames, type GameRow, type SimPlan } from './simulate.js';
import { legalDeckFile } from '../io/deck-input.js';
import { writableFolder } from '../io/folders.js';
import { resultText } from '../io/result-text.js';

export interface SimOptions {
  games: number;
  seed: number;
  decks?: string;
  /** Deck files for player 0 and 1 (each replaces that player's sample deck). */
  deck0?: string;
  deck1?: string;
  agents: string;
  /** Iterations per decision of a `search` agent (default 200). */
  iterations?: number;
  /** Milliseconds per decision of a `search` agent (default: none; games then depend on the machine). */
  searchMs?: number;
  /** Worker threads; by default, and at most, `os.availableParallelism()`. */
  jobs?: number;
  out: string;
  records?: string;
  options?: string;
  /** Extra card definitions (`--cards`), already added to the registry's pool; the workers add them too. */
  cards?: unknown[] | null;
}

/** Builds the plan from the command line, checking every value. */
export function simPlan(
  registry: RulesetRegistry,
  found: Map<string, DiscoveredRuleset>,
  ruleset: string,
  o: SimOptions,
): SimPlan {
  const engine = engineOf(registry, ruleset);
  const samples = found.get(ruleset)?.sampleDecks ?? {};
  const names = o.decks ? o.decks.split(',') : Object.keys(samples).slice(0, 2);
  if (names.length === 1) names.push(names[0]);
  if (names.length !== 2)
    throw new CliError(`--decks takes two sample deck names (available: ${Object.keys(samples).join(', ') || 'none'})`);
  const files = [o.deck0, o.deck1];
  const agents = o.agents.split(',');
  if (agents.length !== 2 || agents.some((a) => a !== 'bot' && a !== 'random' && a !== 'search'))
    throw new CliError(`--agents takes two of bot,random,search (got "${o.agents}")`);
  const iterations = o.iterations ?? 200;
  if (!Number.isInteger(iterations) || iterations < 1) throw new CliError(`--iterations must be a positive integer`);
  if (o.searchMs !== undefined && (!Number.isInteger(o.searchMs) || o.searchMs < 1))
    throw new CliError(`--search-ms must be a positive integer`);
  if (!Number.isInteger(o.games) || o.games < 1) throw new CliError(`--games must be a positive integer`);
  if (o.jobs !== undefined && (!Number.isInteger(o.jobs) || o.jobs < 1))
    throw new CliError(`--jobs must be a positive integer`);
  const options = rulesetOptions(engine, o.options);
  // A player's deck file replaces their sample deck; sample decks are looked up only where no file is given.
  const decks = names.map((n, i) => {
    const file = files[i];
    if (file !== undefined) return legalDeckFile(engine, `--deck${i}`, file, options);
    const d = samples[n];
    if (!d)
      throw new CliError(
        `--decks: no sample deck "${n}" for ${ruleset} (available: ${Object.keys(samples).join(', ') || 'none'})`,
      );
    return legalSampleDeck(engine, '--decks', n, d, options);
  }) as SimPlan['decks'];
  if (o.records !== undefined) writableFolder('--records', o.records, true);
  writableFolder('--out', o.out, false);
  return {
    ruleset,
    games: o.games,
    seed: o.seed,
    decks,
    agents: agents as SimPlan['agents'],
    search: { iterations, timeMs: o.searchMs ?? null },
    options,
    out: o.out,
    records: o.records ?? null,
    cards: o.cards ?? null,
  };
}

/** Plays the plan, in worker threads when jobs > 1; rows come back in game order either way. */
export async function runSim(
  registry: RulesetRegistry,
  plan: SimPlan,
  jobs: number,
  onGame: () => void,
): Promise<GameRow[]> {
  const indices = Array.from({ length: plan.games }, (_, i) => i);
  if (jobs <= 1) {
    const engine = registry.engine(plan.ruleset);
    return indices.map((i) => {
      const row = playGames(engine, plan, [i])[0];
      onGame();
      return row;
    });
  }
  // One pool library for every worker pool of the workspace (tinypool; the fuzzer uses it too).
  const pool = new Tinypool({
    filename: new URL('./sim-worker.js', import.meta.url).href,
    minThreads: jobs,
    maxThreads: jobs,
  });
  try {
    const rows = await Promise.all(
      indices.map(async (index) => {
        const row = (await pool.run({ plan, index })) as GameRow;
        onGame();
        return row;
      }),
    );
    return rows;
  } finally {
    await pool.destroy();
  }
}

/**
 * The worker threads `sim` uses: `--jobs`, by default and at most `os.availableParallelism()`
 * (more threads than cores only add switching and memory); the capping is said on `warn`.
 */
export function simJobs(requested: number | undefined, warn: (line: string) => void): number {
  const cores = availableParallelism();
  if (requested === undefined) return cores;
  if (requested > cores) {
    warn(`--jobs ${requested}: capped at ${cores}, the parallelism this machine offers (os.availableParallelism())`);
    return cores;
  }
  return requested;
}

/** The summary table (deterministic: the same plan prints the same table). */
export function summary(plan: SimPlan, rows: GameRow[]): string {
  const t = new Table({ style: { head: [], border: [] } });
  const wins = [0, 1].map((p) => rows.filter((r) => !r.draw && r.winners.includes(p)).length);
  const reasons = new Map<string, number>();
  for (const r of rows) {
    const ended = r.failed
      ? 'failed'
      : resultText(r.rule === null ? null : { winners: r.winners, draw: r.draw, reason: r.reason ?? '', rule: r.rule });
    reasons.set(ended, (reasons.get(ended) ?? 0) + 1);
  }
  const avg = (k: 'turns' | 'decisions') => (rows.reduce((s, r) => s + r[k], 0) / rows.length).toFixed(1);
  const max = (k: 'turns' | 'decisions') => Math.max(...rows.map((r) => r[k]));
  t.push(
    { ruleset: plan.ruleset },
    { games: rows.length },
    { seeds: `${plan.seed}..${plan.seed + rows.length - 1}` },
    { [`player 0 wins (${plan.agents[0]})`]: wins[0] },
    { [`player 1 wins (${plan.agents[1]})`]: wins[1] },
    ...(plan.agents.includes('search')
      ? [
          {
            'search budget': `${plan.search.iterations} iterations${
              plan.search.timeMs === null ? '' : ` or ${plan.search.timeMs} ms`
            } per decision`,
          },
        ]
      : []),
    { draws: rows.filter((r) => r.draw).length },
    { 'failed games': rows.filter((r) => r.failed).length },
    { 'turns avg / max': `${avg('turns')} / ${max('turns')}` },
    { 'decisions avg / max': `${avg('decisions')} / ${max('decisions')}` },
    ...[...reasons].sort().map(([k, v]) => ({ [`ended: ${k}`]: v })),
  );
  return t.toString();
}

export async function simCommand(
  registry: RulesetRegistry,
  found: Map<string, DiscoveredRuleset>,
  ruleset: string,
  o: SimOptions,
  print: (s: string) => void,
  warn: (s: string) => void,
): Promise<boolean> {
  const plan = simPlan(registry, found, ruleset, o);
  const jobs = simJobs(o.jobs, warn);
  const bar = process.stderr.isTTY
    ? new SingleBar({ format: 'sim {bar} {value}/{total} games', stream: process.stderr }, Presets.shades_classic)
    : null;
  bar?.start(plan.games, 0);
  const t0 = performance.now();
  const rows = await runSim(registry, plan, jobs, () => bar?.increment());
  bar?.stop();
  const seconds = (performance.now() - t0) / 1000;
  print(summary(plan, rows));
  for (const r of rows.filter((x) => x.failed))
    print(`game ${r.index} (seed ${r.seed}) failed: ${r.failed}; record: ${r.record}`);
  // Timing goes to stderr so that stdout is identical for identical plans.
  process.stderr.write(`time: ${seconds.toFixed(1)} s, ${(rows.length / seconds).toFixed(1)} games/s\n`);
  return rows.every((r) => !r.failed);
}
