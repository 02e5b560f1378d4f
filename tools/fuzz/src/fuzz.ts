import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  RulesetRegistry,
  type Engine,
  type GameConfig,
  type GameState,
  type GameRecord,
  type JsonObject,
} from '@tcgkit/core';
import { SeededPicker, loadScenario } from '@tcgkit/testing';
import { FUZZ_TARGETS, type FuzzTarget } from './fuzz-targets.js';
import { legalTemplates, randomLegalDeck } from './random-deck.js';
import { fuzzGame, shrink } from './fuzz-games.js';
import { fuzzLoaders } from './fuzz-loaders.js';

/** One failing game: where its minimal reproducing record was written (when an output folder was given). */
export interface FuzzFailureEntry {
  game: number;
  seed: number;
  kind: string;
  message: string;
  file: string | null;
}

/** What one fuzz run found. */
export interface FuzzReport {
  games: number;
  decisions: number;
  adversarial: number;
  loaderInputs: number;
  failures: FuzzFailureEntry[];
  loaderCrashes: { loader: string; error: string }[];
  /** How the loader inputs fared, by outcome (e.g. saved states refused, restored, forged options restored). */
  loaderStats: Record<string, number>;
  /** The passing game with the lowest number and its record: the loader fuzz mutates it. */
  sample: { game: number; record: GameRecord } | null;
}

/** What a run of games is: which ruleset and era, how many games from which seed, which share of them. */
export interface FuzzGamesOptions {
  ruleset: string;
  /** How many games, numbered from `first` (0 by default): game g plays with seed `seed + g`. */
  games: number;
  first?: number;
  seed: number;
  era?: string;
  out: string | null;
  /** Play only the run's games with `from` ≤ g < `to` (a worker's share); all of them by default. */
  range?: { from: number; to: number };
  /** Layer coherence, tree shape and a restore every this many steps (8 by default; 1: every step). */
  checkEvery?: number;
  /** A save-and-restore every this many steps (`checkEvery` by default). */
  restoreEvery?: number;
  onGame?: (report: FuzzReport) => void;
  /**
   * Pool files whose cards are added to the ruleset's pool (e.g. imported ones); the random decks
   * are then walked towards those cards only.
   */
  cards?: readonly string[];
}

/** The ruleset's fuzz target, or a clear error naming the known ones. */
export function fuzzTarget(ruleset: string): FuzzTarget {
  const target = FUZZ_TARGETS[ruleset];
  if (!target) throw new Error(`no fuzz target "${ruleset}" (known: ${Object.keys(FUZZ_TARGETS).join(', ')})`);
  return target;
}

const engines = new Map<string, Engine>();
/** One engine per ruleset for the whole process: engines are stateless, and building one loads its card pool. */
function engineFor(ruleset: string, cards: readonly string[] = []): Engine {
  const key = [ruleset, ...cards].join('\u0000');
  let engine = engines.get(key);
  if (!engine) {
    let registry = new RulesetRegistry().register(fuzzTarget(ruleset).plugin);
    if (cards.length) registry = registry.withCards(ruleset, poolCards(cards), cards.join(', '));
    engines.set(key, (engine = registry.engine(ruleset)));
  }
  return engine;
}

/** The cards of pool files (`--cards`): each a list of cards or an object with a `cards` list. */
function poolCards(files: readonly string[]): { id: string }[] {
  return files.flatMap((f) => {
    const data = JSON.parse(readFileSync(f, 'utf8')) as unknown;
    return (Array.isArray(data) ? data : (data as { cards: unknown[] }).cards) as { id: string }[];
  });
}

function emptyReport(): FuzzReport {
  return {
    games: 0,
    decisions: 0,
    adversarial: 0,
    loaderInputs: 0,
    failures: [],
    loaderCrashes: [],
    loaderStats: {},
    sample: null,
  };
}

/**
 * The decks of game `g`: drawn from a picker seeded by the game's own seed, so a game is the same
 * whichever worker plays it and whatever ran before it.
 */
function gameDecks(
  engine: Engine,
  templates: Record<string, string[]>[],
  seed: number,
  options: JsonObject,
  only?: readonly string[],
): Record<string, string[]>[] {
  const pick = new SeededPicker(seed ^ 0x5eed_dec);
  return [0, 1].map(() => randomLegalDeck(engine, templates, pick, options, undefined, only));
}

/**
 * Plays a run of fuzzed games: random legal decks, random agents, illegal answers at random points,
 * every invariant after every step, restore-and-continue, replay. Failing games are shrunk to the
 * shortest failing prefix and written under `out`.
 */
export function fuzzGames(opts: FuzzGamesOptions): FuzzReport {
  const target = fuzzTarget(opts.ruleset);
  const engine = engineFor(opts.ruleset, opts.cards);
  const options: JsonObject = opts.era ? { era: opts.era } : {};
  const templates = legalTemplates(engine, Object.values(target.decks), options);
  const only = opts.cards?.length ? poolCards(opts.cards).map((c) => c.id) : undefined;
  const start = opts.first ?? 0;
  const end = start + opts.games;
  const { from, to } = opts.range ?? { from: start, to: end };
  const report = emptyReport();
  for (let g = Math.max(from, start); g < Math.min(to, end); g++) {
    const seed = opts.seed + g;
    const config: GameConfig = {
      seed,
      players: gameDecks(engine, templates, seed, options, only).map((cards) => ({ cards })),
      options,
    };
    const r = fuzzGame(engine, config, seed, { checkEvery: opts.checkEvery, restoreEvery: opts.restoreEvery });
    report.games++;
    report.adversarial += r.adversarial;
    report.decisions += r.answers.length;
    if (!r.failure) {
      if (r.record) report.sample ??= { game: g, record: r.record };
    } else {
      let file: string | null = null;
      if (opts.out) {
        // Shrink errors and invariant failures to the shortest failing prefix; keep the rest whole.
        const invariants = engine.invariants();
        const stillFails =
          r.failure.kind === 'invariant'
            ? (s: GameState) => invariants.some((i) => i.check(s).length > 0)
            : () => false;
        const minimal =
          r.failure.kind === 'error' || r.failure.kind === 'invariant'
            ? shrink(engine, config, r.answers, stillFails)
            : r.answers;
        mkdirSync(opts.out, { recursive: true });
        file = join(opts.out, `fuzz-${opts.ruleset}${opts.era ? `-${opts.era}` : ''}-game-${g}-seed-${seed}.json`);
        writeFileSync(
          file,
          JSON.stringify(
            {
              format: 'tcgkit-fuzz-failure',
              ruleset: opts.ruleset,
              config,
              kind: r.failure.kind,
              message: r.failure.message,
              answers: minimal,
            },
            null,
            1,
          ),
        );
      }
      report.failures.push({ game: g, seed, kind: r.failure.kind, message: r.failure.message, file });
    }
    opts.onGame?.(report);
  }
  return report;
}

/** Several shards' reports as one: sums, failures in game order, the lowest-numbered sample. */
export function mergeReports(reports: FuzzReport[]): FuzzReport {
  const out = emptyReport();
  for (const r of reports) {
    out.games += r.games;
    out.decisions += r.decisions;
    out.adversarial += r.adversarial;
    out.loaderInputs += r.loaderInputs;
    out.failures.push(...r.failures);
    out.loaderCrashes.push(...r.loaderCrashes);
    for (const [k, n] of Object.entries(r.loaderStats)) out.loaderStats[k] = (out.loaderStats[k] ?? 0) + n;
    if (r.sample && (!out.sample || r.sample.game < out.sample.game)) out.sample = r.sample;
  }
  out.failures.sort((a, b) => a.game - b.game);
  return out;
}

/**
 * What the loader fuzz needs: the ruleset, the run's seed, how many inputs, and optionally a scenario file to mutate.
 */
export interface FuzzLoadersOptions {
  ruleset: string;
  seed: number;
  inputs: number;
  /** Which chunk of a long loader fuzz this is (0 by default): chunk c mutates with seed + c × 1,000,003. */
  chunk?: number;
  scenarioFile?: string;
}

/**
 * Feeds `inputs` mutated records, scenarios, decks and card pools to the loaders, the records
 * mutated from `sample` (a passing game's record); a report of what crashed.
 */
export function fuzzRulesetLoaders(sample: GameRecord, opts: FuzzLoadersOptions): FuzzReport {
  const target = fuzzTarget(opts.ruleset);
  const scenario = opts.scenarioFile ? loadScenario(opts.scenarioFile) : target.scenario;
  const { crashes, stats } = fuzzLoaders(
    engineFor(opts.ruleset),
    { record: sample, scenario, deck: Object.values(target.decks)[0], pool: target.pool, loadPool: target.loadPool },
    opts.inputs,
    opts.seed + (opts.chunk ?? 0) * 1_000_003,
  );
  return {
    ...emptyReport(),
    loaderInputs: opts.inputs,
    loaderCrashes: crashes.map((c) => ({ loader: c.loader, error: c.error })),
    loaderStats: stats,
  };
}

/**
 * The loader fuzz of a run on its own: plays the run's games from the first until one passes
 * (the same sample the whole run would give) and mutates its record. Reports no games: they are
 * the run's, counted where the run plays them. A run of no games (`--games 0`, loaders only)
 * looks for its sample among the 100 games from `first`.
 */
export function fuzzLoadersOfRun(
  opts: Omit<FuzzGamesOptions, 'range' | 'onGame' | 'out'> & FuzzLoadersOptions,
): FuzzReport {
  const start = opts.first ?? 0;
  const end = start + (opts.games > 0 ? opts.games : 100);
  for (let g = start; g < end; g++) {
    const sample = fuzzGames({ ...opts, games: end - start, out: null, range: { from: g, to: g + 1 } }).sample;
    if (sample) return fuzzRulesetLoaders(sample.record, opts);
  }
  return emptyReport();
}

/** Fuzzes a ruleset in this thread: the games, then `loaderInputs` mutated loader inputs. */
export function fuzz(opts: FuzzGamesOptions & { loaderInputs: number; scenarioFile?: string }): FuzzReport {
  const games = fuzzGames(opts);
  if (opts.loaderInputs <= 0 || !games.sample) return games;
  return mergeReports([
    games,
    fuzzRulesetLoaders(games.sample.record, {
      ruleset: opts.ruleset,
      seed: opts.seed,
      inputs: opts.loaderInputs,
      scenarioFile: opts.scenarioFile,
    }),
  ]);
}
