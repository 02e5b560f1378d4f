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

/** Orders the rows of one match: a later version, or at one version a queued answer that was not there. */
export function matchRank(version: number, queued: boolean): number {
  return version * 2 + (queued ? 1 : 0);
}

/** The rank of a stored row (see {@link matchRank}). */
export function rankOf(stored: StoredMatch): number {
  return matchRank(stored.version, stored.queued !== null);
}

/**
 * The node's cache of hot matches, keyed by id and trusted only at the version it holds: a
 * commit elsewhere makes a newer version that a later read reloads. Bounded: the least recently
 * used match leaves first. Never the source of truth.
 *
 * It also remembers the newest rank announced for each match (`announced`): a read that started
 * before that commit and ends after it must not put the older row back (the copy the next update
 * is rendered from would be behind what was announced).
 */
export class LiveMatchCache {
  private readonly entries = new Map<string, LiveMatch>();
  private readonly floors = new Map<string, number>();

  constructor(private readonly capacity = 5_000) {}

  get(id: string): LiveMatch | undefined {
    const hit = this.entries.get(id);
    if (hit) {
      this.entries.delete(id);
      this.entries.set(id, hit);
    }
    return hit;
  }

  /** Caches `live` unless a newer rank of the match has been announced; false when it was not kept. */
  set(live: LiveMatch): boolean {
    const id = live.stored.id;
    if (rankOf(live.stored) < (this.floors.get(id) ?? -1)) return false;
    this.entries.delete(id);
    this.entries.set(id, live);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return true;
  }

  /** A commit of `rank` was announced: a copy below it is dropped, and no older row is cached from now on. */
  announced(id: string, rank: number): void {
    if (rank <= (this.floors.get(id) ?? -1)) return;
    this.floors.delete(id);
    this.floors.set(id, rank);
    if (this.floors.size > this.capacity) this.floors.delete(this.floors.keys().next().value!);
    const hit = this.entries.get(id);
    if (hit && rankOf(hit.stored) < rank) this.entries.delete(id);
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
