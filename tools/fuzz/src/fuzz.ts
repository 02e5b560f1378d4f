import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RulesetRegistry, type GameConfig, type GameState, type GameRecord, type RulesetPlugin, type JsonObject } from '@tcgkit/core';
import { SeededPicker, loadScenario, type Scenario } from '@tcgkit/testing';
import { pokemon, pokemonRuleset, SAMPLE_DECKS, SAMPLE_POOL } from '@tcgkit/pokemon';
import { chaos, chaosRuleset, SAMPLE_DECKS as CHAOS_DECKS, SAMPLE_POOL as CHAOS_POOL } from '@tcgkit/chaos';
import { goofspiel, goofspielRuleset, SAMPLE_DECKS as GOOFSPIEL_DECKS, SAMPLE_POOL as GOOFSPIEL_POOL } from '@tcgkit/goofspiel';
import { randomLegalDeck } from './random-deck.js';
import { fuzzGame, shrink } from './fuzz-games.js';
import { fuzzLoaders } from './fuzz-loaders.js';

/** A valid scenario to mutate (an attack with its expected damage). */
const SAMPLE_SCENARIO: Scenario = {
  name: 'fuzz sample', ruleset: 'pokemon', start: { activePlayer: 0, turn: 2, phase: 'main' },
  players: [
    { zones: { active: [{ def: 'thundurus', attached: [{ def: 'lightning-energy', kind: 'energy' }, { def: 'lightning-energy', kind: 'energy' }, { def: 'lightning-energy', kind: 'energy' }] }], deck: ['water-energy'] } },
    { zones: { active: [{ def: 'samurott', counters: { damage: 10 } }], deck: ['water-energy'] } },
  ],
  steps: [{ player: 0, action: 'attack:Disaster Volt', expect: { cards: { 'active@1:samurott': { counters: { damage: 150 } } } } }],
};

/** What the fuzzer needs of a ruleset: its plugin, sample decks and pool, a pool loader, a valid scenario, its eras. */
interface FuzzTarget {
  plugin: RulesetPlugin;
  decks: Record<string, Record<string, string[]>>;
  pool: unknown[];
  loadPool: (pool: unknown[]) => unknown;
  scenario: Scenario;
  eras: (string | undefined)[];
}

const TARGETS: Record<string, FuzzTarget> = {
  pokemon: { plugin: pokemon, decks: SAMPLE_DECKS, pool: SAMPLE_POOL, loadPool: (p) => pokemonRuleset(p), scenario: SAMPLE_SCENARIO, eras: ['xy', 'dp', 'legend'] },
  chaos: {
    plugin: chaos, decks: CHAOS_DECKS as unknown as Record<string, Record<string, string[]>>, pool: CHAOS_POOL as unknown[], loadPool: (p) => chaosRuleset(p), eras: [undefined],
    // A position with a card of the first sample deck on each side: a valid scenario to mutate.
    scenario: { name: 'fuzz sample', ruleset: 'chaos', start: { activePlayer: 0, turn: 2, phase: 'main' }, players: [0, 1].map(() => ({ zones: { deck: [Object.values(CHAOS_DECKS)[0].deck[0]] } })), steps: [] },
  },
  goofspiel: {
    plugin: goofspiel, decks: GOOFSPIEL_DECKS, pool: GOOFSPIEL_POOL as unknown[], loadPool: (p) => goofspielRuleset(p), eras: [undefined],
    scenario: { name: 'fuzz sample', ruleset: 'goofspiel', players: [{}, {}], steps: [] },
  },
};

/** What one fuzz run found. */
export interface FuzzReport {
  games: number;
  decisions: number;
  adversarial: number;
  loaderInputs: number;
  failures: { game: number; seed: number; kind: string; message: string; file: string | null }[];
  loaderCrashes: { loader: string; error: string }[];
}

/**
 * Fuzzes a ruleset: random legal decks, random agents, illegal answers at random points, every
 * invariant after every step, restore-and-continue, replay; then mutated loader inputs. Failing
 * games are shrunk to the shortest failing prefix and written under `out`.
 */
export function fuzz(opts: { ruleset: string; games: number; seed: number; era?: string; loaderInputs: number; out: string | null; scenarioFile?: string; onProgress?: (report: FuzzReport) => void }): FuzzReport {
  const target = TARGETS[opts.ruleset];
  if (!target) throw new Error(`no fuzz target "${opts.ruleset}" (known: ${Object.keys(TARGETS).join(', ')})`);
  const engine = new RulesetRegistry().register(target.plugin).engine(opts.ruleset);
  const pick = new SeededPicker(opts.seed);
  const templates = Object.values(target.decks);
  const options: JsonObject = opts.era ? { era: opts.era } : {};
  const report: FuzzReport = { games: 0, decisions: 0, adversarial: 0, loaderInputs: 0, failures: [], loaderCrashes: [] };
  let lastRecord: GameRecord | null = null;
  for (let g = 0; g < opts.games; g++) {
    const seed = opts.seed + g;
    const decks = [0, 1].map(() => randomLegalDeck(engine, templates[pick.below(templates.length)], pick, options) ?? templates[0]);
    const config: GameConfig = { seed, players: decks.map((cards) => ({ cards })), options };
    const r = fuzzGame(engine, config, seed);
    report.games++;
    report.adversarial += r.adversarial;
    report.decisions += r.answers.length;
    opts.onProgress?.(report);
    if (!r.failure) {
      lastRecord ??= r.record;
      continue;
    }
    let file: string | null = null;
    if (opts.out) {
      // Shrink errors and invariant failures to the shortest failing prefix; keep the rest whole.
      const invariants = engine.invariants();
      const stillFails = r.failure.kind === 'invariant' ? (s: GameState) => invariants.some((i) => i.check(s).length > 0) : () => false;
      const minimal = r.failure.kind === 'error' || r.failure.kind === 'invariant' ? shrink(engine, config, r.answers, stillFails) : r.answers;
      mkdirSync(opts.out, { recursive: true });
      file = join(opts.out, `fuzz-${opts.ruleset}-game-${g}-seed-${seed}.json`);
      writeFileSync(file, JSON.stringify({ format: 'tcgkit-fuzz-failure', ruleset: opts.ruleset, config, kind: r.failure.kind, message: r.failure.message, answers: minimal }, null, 1));
    }
    report.failures.push({ game: g, seed, kind: r.failure.kind, message: r.failure.message, file });
  }
  if (opts.loaderInputs > 0 && lastRecord) {
    const scenario = opts.scenarioFile ? loadScenario(opts.scenarioFile) : target.scenario;
    const crashes = fuzzLoaders(engine, { record: lastRecord, scenario, deck: templates[0], pool: target.pool, loadPool: target.loadPool }, opts.loaderInputs, opts.seed);
    report.loaderInputs = opts.loaderInputs;
    report.loaderCrashes = crashes.map((c) => ({ loader: c.loader, error: c.error }));
  }
  return report;
}

/** `npm run fuzz -- --games N [--ruleset pokemon|chaos|goofspiel|all] --seed S [--era E] [--loaders K] [--out DIR]` */
export function main(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: {
    games: { type: 'string', default: '100' }, ruleset: { type: 'string', default: 'all' }, seed: { type: 'string', default: '1' },
    era: { type: 'string' }, loaders: { type: 'string', default: '2000' }, out: { type: 'string', default: 'fuzz-failures' },
  } });
  const t0 = Date.now();
  const rulesets = values.ruleset === 'all' ? Object.keys(TARGETS) : [values.ruleset!];
  let failed = false;
  for (const ruleset of rulesets) {
    const eras = values.era ? [values.era] : (TARGETS[ruleset]?.eras ?? [undefined]);
    if (run(ruleset, eras)) failed = true;
  }
  console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return failed ? 1 : 0;

  function run(ruleset: string, eras: (string | undefined)[]): boolean {
    let bad = false;
    for (const era of eras) {
      const games = Number(values.games);
      // Long runs report every 1,000 games, so that hours of fuzzing show how far they got.
      const onProgress = (r: FuzzReport) => {
        if (games >= 10_000 && r.games % 1000 === 0) console.log(`  ${ruleset}${era ? `/${era}` : ''}: ${r.games} of ${games} games, ${r.failures.length} failing, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      };
      const r = fuzz({ ruleset, games, seed: Number(values.seed), era, loaderInputs: era === eras[0] ? Number(values.loaders) : 0, out: values.out ?? null, onProgress });
      console.log(`${ruleset}${era ? `/${era}` : ''}: ${r.games} games, ${r.decisions} decisions, ${r.adversarial} illegal answers rejected, ${r.loaderInputs} mutated loader inputs; ${r.failures.length} failing games, ${r.loaderCrashes.length} loader crashes`);
      for (const f of r.failures) console.log(`  game ${f.game} (seed ${f.seed}) ${f.kind}: ${f.message}${f.file ? ` → ${f.file}` : ''}`);
      for (const c of r.loaderCrashes.slice(0, 10)) console.log(`  ${c.loader}: ${c.error}`);
      if (r.failures.length || r.loaderCrashes.length) bad = true;
    }
    return bad;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) process.exitCode = main(process.argv.slice(2));
