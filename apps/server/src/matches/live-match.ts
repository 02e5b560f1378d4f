import type { Decision, Engine, GameConfig, GameState } from '@tcgkit/core';
import type { StoredMatch } from '../storage/match-store.js';

/** A match loaded on this node: its stored row (as of `stored.version`) and the live state at that version. */
export interface LiveMatch {
  stored: StoredMatch;
  engine: Engine;
  config: GameConfig;
  state: GameState;
  /** Early decisions per seat (see early-decision.ts) at `stored.version`, computed once. */
  early?: { version: number; bySeat: Map<number, Decision | null> };
}

/**
 * The node's cache of hot matches, keyed by id and trusted only at the version it holds: a
 * commit elsewhere makes a newer version that a later read reloads. Bounded: the least recently
 * used match leaves first. Never the source of truth.
 */
export class LiveMatchCache {
  private readonly entries = new Map<string, LiveMatch>();

  constructor(private readonly capacity = 5_000) {}

  get(id: string): LiveMatch | undefined {
    const hit = this.entries.get(id);
    if (hit) {
      this.entries.delete(id);
      this.entries.set(id, hit);
    }
    return hit;
  }

  set(live: LiveMatch): void {
    this.entries.delete(live.stored.id);
    this.entries.set(live.stored.id, live);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
