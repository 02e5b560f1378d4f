import 'reflect-metadata';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { RulesetRegistry, type GameConfig } from '@tcgkit/core';
import { pokemon, SAMPLE_DECKS } from '@tcgkit/pokemon';
import { chaos, SAMPLE_DECKS as CHAOS_DECKS } from '@tcgkit/chaos';
import { goofspiel, SAMPLE_DECKS as GOOFSPIEL_DECKS } from '@tcgkit/goofspiel';
import { garden } from '@tcgkit/core/examples/tiny-ruleset';
import { gamesPerSecond, snapshots, memory, enumeration, layerScaling, triggerScaling, type Figure } from './suites.js';

/**
 * `npm run bench [-- --quick] [--out file.json] [--baseline file.json]`: measures every figure
 * of tools/bench/README.md in this process, several repetitions each, and prints medians with
 * their spread, the targets, and ratios against a baseline run when given.
 */
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = args.includes('--quick');
const reps = quick ? 3 : 5;
const games = quick ? 4 : 20;
const registry = new RulesetRegistry().register(pokemon).register(chaos).register(goofspiel).register(garden);
const pk = registry.engine('pokemon');
// Each era plays its own sample decks (the DP deck levels up; the Legend deck is a 30-card deck).
const eraDecks: Record<string, [string, string]> = { xy: ['water', 'lightning'], dp: ['dp', 'dp'], legend: ['legend', 'legend'] };
const pkConfig = (era: string): GameConfig => ({ seed: 1, players: eraDecks[era].map((d) => ({ cards: SAMPLE_DECKS[d] })), options: { era } });
const pairOf = (decks: Record<string, Record<string, string[]>>): GameConfig => {
  const all = Object.values(decks);
  return { seed: 1, players: [{ cards: all[0] }, { cards: all[1] ?? all[0] }] };
};
const gardenConfig: GameConfig = { seed: 1, players: [{ cards: { deck: ['sprout', 'oak', 'sprout', 'sprout'] } }, { cards: { deck: ['sprout', 'oak'] } }] };

const figures: Figure[] = [];
const t0 = Date.now();
for (const era of ['xy', 'dp', 'legend']) figures.push(...gamesPerSecond(pk, pkConfig(era), `pokemon/${era}`, games, reps));
figures.push(...gamesPerSecond(registry.engine('chaos'), pairOf(CHAOS_DECKS), 'chaos', quick ? 2 : 10, reps));
figures.push(...gamesPerSecond(registry.engine('goofspiel'), pairOf(GOOFSPIEL_DECKS), 'goofspiel', games, reps));
figures.push(...snapshots(pk, pkConfig('xy'), 'pokemon', quick ? 20 : 200));
figures.push(...memory(pk, pkConfig('xy'), 'pokemon', quick ? 20 : 200, quick ? 1000 : 10_000));
figures.push(...enumeration(pk, pkConfig('xy'), 'pokemon', quick ? 50 : 500));
figures.push(...layerScaling(pk, pkConfig('xy'), 'pokemon', 'dc2All', 'modifiers'));
figures.push(...triggerScaling(registry.engine('garden'), gardenConfig, 'core example'));

const baselineFile = opt('--baseline');
const baseline = baselineFile ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as { figures: Figure[] }).figures : [];
const fmt = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 1 ? x.toFixed(2) : x.toFixed(3));
const rows = figures.map((f) => {
  const b = baseline.find((x) => x.name === f.name);
  const met = f.target ? (f.target.better === 'lower' ? f.stats.median <= f.target.value : f.stats.median >= f.target.value) : null;
  return [
    f.name, `${fmt(f.stats.median)} ${f.unit}`, `${fmt(f.stats.min)}–${fmt(f.stats.max)}`, f.stats.n > 1 ? fmt(f.stats.p99) : '',
    f.target ? `${f.target.better === 'lower' ? '≤' : '≥'} ${f.target.value} ${met ? '✓' : '✗'}` : '', b ? `${fmt(f.stats.median / b.stats.median)}×` : '',
  ];
});
const header = ['figure', 'median', 'range', 'p99', 'target', 'vs baseline'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
console.log(`\n${figures.length} figures in ${((Date.now() - t0) / 1000).toFixed(0)} s (node ${process.version}${quick ? ', --quick' : ''})`);
const out = opt('--out') ?? 'tools/bench/results/latest.json';
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), node: process.version, quick, figures }, null, 1));
console.log(`written: ${out}`);
