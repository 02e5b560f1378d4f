import type { Engine, GameState, PlayerId } from '@tcgkit/core';
import type { RolloutPolicy } from './rollout.js';

/** Deals a full state consistent with what `viewer` knows of `state`, or null (draw another seed). */
export type Dealer = (state: GameState, viewer: PlayerId, seed: number) => GameState | null;

/** How a {@link SearchAgent} searches. Every field but `engine` and `seed` has a default. */
export interface SearchOptions {
  /** The ruleset's engine (the search uses `determinize`, `clone`, `trySubmit`, `evaluate`). */
  engine: Engine;
  /** Seeds every random choice of the agent: the same seed and budget replay the same game. */
  seed: number;
  /** Iterations per decision (default 200). With `timeMs`, whichever runs out first. */
  iterations?: number;
  /** Milliseconds per decision, read from `clock` (default: no time limit). */
  timeMs?: number;
  /** Milliseconds from any origin (default `performance.now`); read only when `timeMs` is set, and for statistics. */
  clock?: () => number;
  /** UCB exploration constant over rewards in [0, 1] (default 0.7). */
  exploration?: number;
  /** Decisions a rollout plays after leaving the tree before the position is evaluated (default 40). */
  rolloutDepth?: number;
  /** The rollout policy (default `random`; `bot` plays the ruleset's bot for every seat). */
  rollout?: RolloutPolicy;
  /** Moves listed or sampled per decision at most (default 24). */
  maxMoves?: number;
  /** Seeds tried for a deal before an iteration is given up (default 8). */
  dealAttempts?: number;
  /**
   * How a deal is made (default `engine.determinize`). For tests only: a dealer that returns the
   * true state shows what a search that cheats would do.
   */
  deal?: Dealer;
}

/** The options with their defaults filled in. */
export type ResolvedSearchOptions = Required<Omit<SearchOptions, 'timeMs'>> & { timeMs: number | null };

/** Fills in the defaults of {@link SearchOptions}. */
export function resolveOptions(o: SearchOptions): ResolvedSearchOptions {
  const engine = o.engine;
  return {
    engine,
    seed: o.seed,
    iterations: o.iterations ?? 200,
    timeMs: o.timeMs ?? null,
    clock: o.clock ?? (() => performance.now()),
    exploration: o.exploration ?? 0.7,
    rolloutDepth: o.rolloutDepth ?? 40,
    rollout: o.rollout ?? 'random',
    maxMoves: o.maxMoves ?? 24,
    dealAttempts: o.dealAttempts ?? 8,
    deal: o.deal ?? ((state, viewer, seed) => engine.determinize(state, viewer, seed)),
  };
}
