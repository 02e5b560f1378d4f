import {
  GameSession,
  RulesetRegistry,
  NULL_SINK,
  savedFormHash,
  type Engine,
  type GameState,
  type GameConfig,
  type Agent,
  type PlayerView,
} from '@tcgkit/core';
import { RandomAgent, randomAnswer, SeededPicker, lazyView } from '@tcgkit/testing';
import { stats, time, now, fittedExponent, type Stats } from './measure.js';

/** One measured figure. */
export interface Figure {
  name: string;
  unit: string;
  stats: Stats;
  target?: { value: number; better: 'lower' | 'higher' };
}

/** What a run of timed games measured: games per second per repetition, and per decision (first repetition). */
interface TimedGames {
  perRep: number[];
  agentTimes: number[];
  engineTimes: number[];
}

/**
 * Plays `games` complete games `reps` times with the agents `agentsFor(seed)` gives (null: the
 * ruleset has none), timing the agent's decision (the view it reads included) apart from the
 * engine's work on the answer.
 */
function timedGames(
  engine: Engine,
  config: GameConfig,
  games: number,
  reps: number,
  agentsFor: (seed: number) => Agent[] | null,
  viewOf: (state: GameState, player: number) => PlayerView,
): TimedGames | null {
  const out: TimedGames = { perRep: [], agentTimes: [], engineTimes: [] };
  for (let r = 0; r < reps; r++) {
    const t0 = now();
    for (let g = 0; g < games; g++) {
      const seed = 1000 * r + g;
      const state = engine.createGame({ ...config, seed });
      const agents = agentsFor(seed);
      if (!agents) return null;
      for (let n = 0; state.pending && n < 5000; n++) {
        const d = state.pending;
        const t1 = now();
        const a = agents[d.player].decide(viewOf(state, d.player), d);
        const t2 = now();
        engine.submit(state, d.player, a);
        if (r === 0) {
          out.agentTimes.push((t2 - t1) / 1000);
          out.engineTimes.push((now() - t2) / 1000);
        }
      }
    }
    out.perRep.push(games / ((now() - t0) / 1e9));
  }
  return out;
}

/** The random-vs-random games per second each ruleset is to reach on one core (see README, targets). */
const GAMES_PER_SECOND_TARGETS: Record<string, number> = {
  'pokemon/xy': 200,
  'pokemon/dp': 200,
  'pokemon/legend': 400,
  chaos: 100,
};

/** Games per second, engine time per decision (random vs random, fixed seeds). */
export function gamesPerSecond(
  engine: Engine,
  config: GameConfig,
  label: string,
  games: number,
  reps: number,
): Figure[] {
  const random = (seed: number) => [new RandomAgent(seed * 2 + 1), new RandomAgent(seed * 2 + 2)];
  const t = timedGames(engine, config, games, reps, random, (s, p) => lazyView(engine, s, p))!;
  return [
    {
      name: `${label}: complete games per second (random vs random, 1 core)`,
      unit: 'games/s',
      stats: stats(t.perRep),
      target:
        label in GAMES_PER_SECOND_TARGETS ? { value: GAMES_PER_SECOND_TARGETS[label], better: 'higher' } : undefined,
    },
    {
      name: `${label}: engine time per decision`,
      unit: 'µs',
      stats: stats(t.engineTimes),
      target: { value: 10, better: 'lower' },
    },
    {
      // Games per second follows the mean, which the long decisions (attacks, Knock Outs) pull up.
      name: `${label}: engine time per decision, mean`,
      unit: 'µs',
      stats: stats([mean(t.engineTimes)]),
      target: { value: 30, better: 'lower' },
    },
  ];
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/**
 * The ruleset's own heuristic bot against itself: games per second, and per decision the bot's
 * time (the view it reads included: a bot needs one) apart from the engine's. This is what
 * simulation users compare; random play measures the engine alone.
 */
export function botGamesPerSecond(
  engine: Engine,
  config: GameConfig,
  label: string,
  games: number,
  reps: number,
): Figure[] {
  const bots = (seed: number) => {
    const pair = [engine.bot(seed * 2 + 1), engine.bot(seed * 2 + 2)];
    return pair[0] && pair[1] ? [pair[0], pair[1]] : null;
  };
  const t = timedGames(engine, config, games, reps, bots, (s, p) => engine.viewFor(s, p));
  if (!t) return [];
  return [
    {
      name: `${label}: complete games per second (heuristic bot vs bot, 1 core)`,
      unit: 'games/s',
      stats: stats(t.perRep),
    },
    { name: `${label}: bot time per decision (view included)`, unit: 'µs', stats: stats(t.agentTimes) },
    { name: `${label}: engine time per decision in bot games`, unit: 'µs', stats: stats(t.engineTimes) },
  ];
}

/** A game suspended at a decision around the given turn. */
function suspendedAt(engine: Engine, config: GameConfig, seed: number, turn: number): GameState | null {
  const state = engine.createGame({ ...config, seed });
  const pick = new SeededPicker(seed);
  while (state.pending && state.turn.number < turn)
    engine.submit(state, state.pending.player, randomAnswer(state.pending, pick));
  return state.pending ? state : null;
}

/**
 * Up to `count` games (seeds `firstSeed` onwards) suspended at a decision at `turn` or later;
 * games that end sooner are left out.
 */
function gamesAt(engine: Engine, config: GameConfig, firstSeed: number, count: number, turn: number): GameState[] {
  return Array.from({ length: count }, (_, i) => suspendedAt(engine, config, firstSeed + i, turn)).filter(
    (s): s is GameState => s !== null && s.turn.number >= turn,
  );
}

/** Serialize + restore cost and size of a suspended game at turns 1, 10, 20, 40. */
export function snapshots(engine: Engine, config: GameConfig, label: string, reps: number): Figure[] {
  const out: Figure[] = [];
  for (const turn of [1, 10, 20, 40]) {
    const states = gamesAt(engine, config, 7, 5, turn);
    if (states.length === 0) continue;
    const sizes = states.map((s) => Buffer.byteLength(engine.serialize(s)));
    const costs = time(reps, (i) => engine.restore(engine.serialize(states[i % states.length])));
    out.push({
      name: `${label}: serialized size at turn ${turn}`,
      unit: 'bytes',
      stats: stats(sizes),
      target: turn === 20 ? { value: 16384, better: 'lower' } : undefined,
    });
    out.push({
      name: `${label}: serialize + restore at turn ${turn}`,
      unit: 'µs',
      stats: stats(costs),
      target: { value: 100, better: 'lower' },
    });
    // A host's own save (the hash it stored matches): the checks of untrusted input are skipped.
    const own = time(reps, (i) => {
      const json = engine.serialize(states[i % states.length]);
      return engine.restoreOwn(json, savedFormHash(json));
    });
    out.push({
      name: `${label}: serialize + restore of the host's own save at turn ${turn}`,
      unit: 'µs',
      stats: stats(own),
      target: { value: 100, better: 'lower' },
    });
  }
  return out;
}

/** Heap, in MiB after collection, held by `count` live games each made by `make`. */
function heapOf(count: number, make: (i: number) => GameState): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const games: GameState[] = [];
  for (let i = 0; i < count; i++) games.push(make(i));
  gc?.();
  const mib = (process.memoryUsage().heapUsed - before) / 2 ** 20;
  games.length = 0;
  return mib;
}

/**
 * Clone cost and heap per live suspended game: `count` games at their first decision, and `count`
 * games suspended at turn 10, each restored from the saved form of one of 20 different games (as a
 * server holds the games it has loaded).
 */
export function memory(engine: Engine, config: GameConfig, label: string, reps: number, count = 10_000): Figure[] {
  const base = suspendedAt(engine, config, 3, 2)!;
  const clones = time(reps, () => engine.clone(base));
  const atStart = heapOf(count, (i) => engine.createGame({ ...config, seed: i }));
  const saves = gamesAt(engine, config, 100, 20, 10).map((s) => engine.serialize(s));
  const heapTarget = { value: 256, better: 'lower' } as const;
  const out: Figure[] = [
    { name: `${label}: clone of a mid-game state`, unit: 'µs', stats: stats(clones) },
    { name: `${label}: heap for ${count} suspended games`, unit: 'MiB', stats: stats([atStart]), target: heapTarget },
  ];
  if (saves.length > 0) {
    const midGame = heapOf(count, (i) => engine.restore(saves[i % saves.length]));
    out.push({
      name: `${label}: heap for ${count} games suspended at turn 10`,
      unit: 'MiB',
      stats: stats([midGame]),
      target: heapTarget,
    });
  }
  return out;
}

/** Legal-action enumeration at a busy main phase: every action provider asked for its options. */
export function enumeration(engine: Engine, config: GameConfig, label: string, reps: number): Figure[] {
  let state: GameState | null = null;
  for (let seed = 11; seed < 40 && !state; seed++) {
    const s = suspendedAt(engine, config, seed, 8);
    if (s?.pending?.prompt === 'playTiming' && s.pending.options.length >= 6) state = s;
  }
  if (!state) return [];
  const s = state;
  const ctx = { state: s, svc: engine.services, sink: NULL_SINK };
  const player = s.pending!.player;
  const costs = time(reps, () => {
    s.version++; // recompute characteristics too, as after any event
    for (const a of engine.services.parts.actions) a.enumerate(ctx, player);
  });
  return [
    {
      name: `${label}: legal-action enumeration at a busy main phase (${s.pending!.options.length} options)`,
      unit: 'µs',
      stats: stats(costs),
    },
  ];
}

/**
 * Check timing with N waiting triggers (the core's example ruleset): the time to play them all,
 * answering each "which one next" decision; the fitted exponent must stay ≤ 1.1.
 */
export function triggerScaling(engine: Engine, config: GameConfig, label: string): Figure[] {
  const points: { x: number; y: number }[] = [];
  const out: Figure[] = [];
  const base = engine.createGame(config);
  for (const n of [10, 100, 1000]) {
    const costs = time(5, () => {
      const s = engine.clone(base);
      const source = Object.values(s.objects).find((o) => o.def === 'sprout')!.id;
      for (let i = 0; i < n; i++)
        s.waiting.push({
          id: `w${i}`,
          ability: 'sprout.grow',
          program: null,
          source,
          controller: s.pending!.player,
          event: null,
          stateTrigger: false,
          since: i,
        });
      // Pass: the next play timing starts with a check timing that plays every waiting trigger.
      engine.submit(s, s.pending!.player, { decision: s.pending!.id, choice: s.pending!.options.length - 1 });
      while (s.pending && s.pending.prompt === 'trigger.choose')
        engine.submit(s, s.pending.player, { decision: s.pending.id, choice: 0 });
    });
    const m = stats(costs);
    points.push({ x: n, y: m.median });
    out.push({ name: `${label}: check timing with ${n} waiting triggers`, unit: 'µs', stats: m });
  }
  out.push({
    name: `${label}: fitted exponent, check timing vs waiting triggers`,
    unit: '',
    stats: stats([fittedExponent(points)]),
    target: { value: 1.1, better: 'lower' },
  });
  return out;
}

/** Characteristics cost with N continuous effects in play; the fitted exponent must stay ≤ 1.1. */
export function layerScaling(engine: Engine, config: GameConfig, label: string, key: string, layer: string): Figure[] {
  const base = suspendedAt(engine, config, 5, 3)!;
  const target = Object.values(base.objects).find((o) => o.zone.startsWith('active@'))!.id;
  const points: { x: number; y: number }[] = [];
  const out: Figure[] = [];
  for (const n of [10, 100, 1000]) {
    const s = engine.clone(base);
    for (let i = 0; i < n; i++)
      s.effects.push({
        id: `b${i}`,
        source: null,
        ability: null,
        controller: 0,
        timestamp: 10_000 + i,
        lockedAt: null,
        affects: { objects: [target] },
        parts: [{ layer, op: { kind: 'add', key, amount: 1 } }],
        duration: { kind: 'game' },
        flags: [],
        vars: {},
        fromStatic: false,
      });
    const costs = time(30, () => {
      s.version++;
      engine.characteristics(s, target);
    });
    const m = stats(costs);
    points.push({ x: n, y: m.median });
    out.push({ name: `${label}: characteristics with ${n} continuous effects`, unit: 'µs', stats: m });
  }
  out.push({
    name: `${label}: fitted exponent, characteristics vs effects`,
    unit: '',
    stats: stats([fittedExponent(points)]),
    target: { value: 1.1, better: 'lower' },
  });
  return out;
}

export { GameSession, RulesetRegistry };
