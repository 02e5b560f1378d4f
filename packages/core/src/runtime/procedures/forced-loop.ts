import { createHash } from 'node:crypto';
import type { GameState } from '../../contracts/game-state.js';
import type { ObjectId } from '../../contracts/ids.js';

/**
 * Check timings and trigger resolutions one run may pass through without any decision before positions are compared:
 * real games never come close, so ordinary play pays nothing for the watch.
 */
const WATCH_AFTER = 200;

/**
 * Watches one uninterrupted run (no decision in between, so no player has a way to stop it) for a
 * position that comes back around: an infinite loop nobody can stop (CT-14.1.1 style). A position
 * is every card in every zone, compared by definition, status, counters and stacking — not by
 * object id, since a card that moves is a new object.
 */
export class ForcedLoopWatch {
  private checks = 0;
  private readonly seen = new Set<string>();

  /** Call at each check timing and trigger resolution; true when this position already occurred in the same run. */
  repeated(state: GameState): boolean {
    if (++this.checks < WATCH_AFTER) return false;
    const key = positionKey(state);
    if (this.seen.has(key)) return true;
    this.seen.add(key);
    return false;
  }
}

/** An id-free fingerprint of where every card is and what state it is in. */
export function positionKey(state: GameState): string {
  const sorted = (o: Record<string, unknown>) =>
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]);
  const card = (id: ObjectId): unknown => {
    const o = state.objects[id];
    return o ? [o.def, sorted(o.status), sorted(o.counters), o.attachKind, o.attached.map(card)] : null;
  };
  const zones = Object.keys(state.zones)
    .sort()
    .map((k) => [k, state.zones[k].map(card)]);
  return createHash('sha256')
    .update(JSON.stringify([state.turn.number, state.turn.phase, zones]))
    .digest('hex');
}
