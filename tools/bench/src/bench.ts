import 'reflect-metadata';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RulesetRegistry, type Engine, type GameConfig, type RulesetPlugin } from '@tcgkit/core';
import type * as Core from '@tcgkit/core';
import type * as Pokemon from '@tcgkit/pokemon';
import type * as Chaos from '@tcgkit/chaos';
import type * as Goofspiel from '@tcgkit/goofspiel';
import type * as TinyRuleset from '@tcgkit/core/examples/tiny-ruleset';
import { pokemon, SAMPLE_DECKS } from '@tcgkit/pokemon';
import { chaos, SAMPLE_DECKS as CHAOS_DECKS } from '@tcgkit/chaos';
import { goofspiel, SAMPLE_DECKS as GOOFSPIEL_DECKS } from '@tcgkit/goofspiel';
import { garden } from '@tcgkit/core/examples/tiny-ruleset';
import {
  gamesPerSecond,
  botGamesPerSecond,
  snapshots,
  memory,
  enumeration,
  layerScaling,
  triggerScaling,
  type Figure,
} from './suites.js';
import { stats } from './measure.js';
import { baselineBuild } from './baseline-build.js';

/**
 * `npm run bench [-- --quick] [--only suites] [--out file.json] [--baseline file.json] [--against <git rev>]`:
 * measures every figure of tools/bench/README.md in this process, several repetitions each, and
 * prints medians with their spread, the targets, and ratios against a baseline: a saved run
 * (`--baseline`), or — better on a shared machine — another commit built and measured in this
 * same process, the two builds taking turns (`--against`).
 */
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = args.includes('--quick');
/** The suites `--only` may name (a comma list), each a group of figures measured together. */
const SUITES = ['games', 'bots', 'saves', 'memory', 'actions', 'layers', 'triggers'] as const;
type Suite = (typeof SUITES)[number];
const onlyArg = opt('--only');
const only = onlyArg === undefined ? null : new Set(onlyArg.split(','));
for (const name of only ?? [])
  if (!(SUITES as readonly string[]).includes(name)) {
    console.error(`bench: no suite "${name}" (--only takes a comma list of: ${SUITES.join(', ')})`);
    process.exit(2);
  }
const wanted = (suite: Suite) => only === null || only.has(suite);
const reps = quick ? 3 : 5;
const games = quick ? 4 : 20;

/** The engines and sample decks of one build of the workspace. */
interface Build {
  pokemon: Engine;
  chaos: Engine;
  goofspiel: Engine;
  garden: Engine;
  pokemonDecks: Record<string, Record<string, string[]>>;
  chaosDecks: Record<string, Record<string, string[]>>;
  goofspielDecks: Record<string, Record<string, string[]>>;
}

function build(
  core: { RulesetRegistry: typeof RulesetRegistry },
  plugins: { pokemon: RulesetPlugin; chaos: RulesetPlugin; goofspiel: RulesetPlugin; garden: RulesetPlugin },
  decks: Pick<Build, 'pokemonDecks' | 'chaosDecks' | 'goofspielDecks'>,
): Build {
  const registry = new core.RulesetRegistry()
    .register(plugins.pokemon)
    .register(plugins.chaos)
    .register(plugins.goofspiel)
    .register(plugins.garden);
  return {
    pokemon: registry.engine('pokemon'),
    chaos: registry.engine('chaos'),
    goofspiel: registry.engine('goofspiel'),
    garden: registry.engine('garden'),
    ...decks,
  };
}

/** Another commit's build, loaded from its built checkout beside this one. */
async function loadBuild(root: string): Promise<Build> {
  // Typed as this build's modules: the exports read here are the same in the commits compared.
  const load = <M>(path: string) => import(pathToFileURL(join(root, path)).href) as Promise<M>;
  const [core, pk, ch, gs, ex] = await Promise.all([
    load<typeof Core>('packages/core/dist/src/index.js'),
    load<typeof Pokemon>('plugins/pokemon/dist/index.js'),
    load<typeof Chaos>('plugins/chaos/dist/index.js'),
    load<typeof Goofspiel>('plugins/goofspiel/dist/index.js'),
    load<typeof TinyRuleset>('packages/core/dist/examples/tiny-ruleset.js'),
  ]);
  return build(
    core,
    { pokemon: pk.pokemon, chaos: ch.chaos, goofspiel: gs.goofspiel, garden: ex.garden },
    { pokemonDecks: pk.SAMPLE_DECKS, chaosDecks: ch.SAMPLE_DECKS, goofspielDecks: gs.SAMPLE_DECKS },
  );
}

// Each era plays its own sample decks (the DP deck levels up; the Legend deck is a 30-card deck).
const eraDecks: Record<string, [string, string]> = {
  xy: ['water', 'lightning'],
  dp: ['dp', 'dp'],
  legend: ['legend', 'legend'],
};
const pkConfig = (b: Build, era: string): GameConfig => ({
  seed: 1,
  players: eraDecks[era].map((d) => ({ cards: b.pokemonDecks[d] })),
  options: { era },
});
const pairOf = (decks: Record<string, Record<string, string[]>>): GameConfig => {
  const all = Object.values(decks);
  return { seed: 1, players: [{ cards: all[0] }, { cards: all[1] ?? all[0] }] };
};
const gardenConfig: GameConfig = {
  seed: 1,
  players: [{ cards: { deck: ['sprout', 'oak', 'sprout', 'sprout'] } }, { cards: { deck: ['sprout', 'oak'] } }],
};

/** Every figure for one build, each suite repeated `r` times. */
function measureAll(b: Build, r: number): Figure[] {
  const figures: Figure[] = [];
  if (wanted('games')) {
    for (const era of ['xy', 'dp', 'legend'])
      figures.push(...gamesPerSecond(b.pokemon, pkConfig(b, era), `pokemon/${era}`, games, r));
    figures.push(...gamesPerSecond(b.chaos, pairOf(b.chaosDecks), 'chaos', quick ? 2 : 10, r));
    figures.push(...gamesPerSecond(b.goofspiel, pairOf(b.goofspielDecks), 'goofspiel', games, r));
  }
  if (wanted('bots')) {
    for (const era of ['xy', 'dp', 'legend'])
      figures.push(...botGamesPerSecond(b.pokemon, pkConfig(b, era), `pokemon/${era}`, quick ? 2 : 10, r));
    figures.push(...botGamesPerSecond(b.chaos, pairOf(b.chaosDecks), 'chaos', quick ? 1 : 4, r));
    figures.push(...botGamesPerSecond(b.goofspiel, pairOf(b.goofspielDecks), 'goofspiel', games, r));
  }
  if (wanted('saves')) figures.push(...snapshots(b.pokemon, pkConfig(b, 'xy'), 'pokemon', quick ? 20 : 200));
  if (wanted('memory'))
    figures.push(...memory(b.pokemon, pkConfig(b, 'xy'), 'pokemon', quick ? 20 : 200, quick ? 1000 : 10_000));
  if (wanted('actions')) figures.push(...enumeration(b.pokemon, pkConfig(b, 'xy'), 'pokemon', quick ? 50 : 500));
  if (wanted('layers')) figures.push(...layerScaling(b.pokemon, pkConfig(b, 'xy'), 'pokemon', 'dc2All', 'modifiers'));
  if (wanted('triggers')) figures.push(...triggerScaling(b.garden, gardenConfig, 'core example'));
  return figures;
}

/**
 * Interleaved A/B: after a warm-up round, `rounds` rounds each measuring both builds once (the
 * order alternating), so that both see the same machine minutes; each figure becomes the median
 * of its round medians.
 */
function measureAgainst(current: Build, baseline: Build, rounds: number): { figures: Figure[]; baseline: Figure[] } {
  const runs: [Figure[][], Figure[][]] = [[], []];
  // A first round for each build warms both up (compiled code, caches) and is not counted.
  measureAll(baseline, 1);
  measureAll(current, 1);
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) runs[side].push(measureAll(side === 0 ? current : baseline, 1));
  }
  const combine = (side: Figure[][]) =>
    side[0].map((f, k) => ({ ...f, stats: stats(side.map((round) => round[k].stats.median)) }));
  return { figures: combine(runs[0]), baseline: combine(runs[1]) };
}

const t0 = Date.now();
const current = build(
  { RulesetRegistry },
  { pokemon, chaos, goofspiel, garden },
  { pokemonDecks: SAMPLE_DECKS, chaosDecks: CHAOS_DECKS, goofspielDecks: GOOFSPIEL_DECKS },
);
const against = opt('--against');
let figures: Figure[];
let baseline: Figure[] = [];
if (against) {
  const root = baselineBuild(process.cwd(), against, (l) => console.log(l));
  ({ figures, baseline } = measureAgainst(current, await loadBuild(root), reps));
} else {
  figures = measureAll(current, reps);
}

const baselineFile = opt('--baseline');
if (baselineFile) baseline = (JSON.parse(readFileSync(baselineFile, 'utf8')) as { figures: Figure[] }).figures;
const fmt = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 1 ? x.toFixed(2) : x.toFixed(3));
const rows = figures.map((f) => {
  const b = baseline.find((x) => x.name === f.name);
  const met = f.target
    ? f.target.better === 'lower'
      ? f.stats.median <= f.target.value
      : f.stats.median >= f.target.value
    : null;
  return [
    f.name,
    `${fmt(f.stats.median)} ${f.unit}`,
    `${fmt(f.stats.min)}–${fmt(f.stats.max)}`,
    f.stats.n > 1 ? fmt(f.stats.p99) : '',
    f.target ? `${f.target.better === 'lower' ? '≤' : '≥'} ${f.target.value} ${met ? '✓' : '✗'}` : '',
    b ? `${fmt(f.stats.median / b.stats.median)}×` : '',
  ];
});
const header = ['figure', 'median', 'range', 'p99', 'target', 'vs baseline'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
const baselineNote = (rev: string) =>
  `; vs baseline: ${rev} built beside this checkout and measured in this process, ` +
  `a warm-up and ${reps} alternating rounds, medians of round medians`;
console.log(
  `\n${figures.length} figures in ${((Date.now() - t0) / 1000).toFixed(0)} s (node ` +
    `${process.version}${quick ? ', --quick' : ''}${against ? baselineNote(against) : ''})`,
);
const out = opt('--out') ?? 'tools/bench/results/latest.json';
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      quick,
      against: against ?? null,
      figures,
      baseline: against ? baseline : undefined,
    },
    null,
    1,
  ),
);
console.log(`written: ${out}`);
