import type { GameState } from '../contracts/game-state.js';
import type { PlayerId } from '../contracts/ids.js';
import type { CoreServices } from '../contracts/ruleset-parts.js';
import type { CardPlacement } from '../contracts/game-config.js';
import { anchorDuration } from '../contracts/duration.js';
import { cloneJson, type JsonObject } from '../contracts/json.js';
import { writableCounters, writableStatus } from '../state/copy-on-write-fields.js';

/**
 * Places one card of a start position (a test or puzzle): the card with its counters, status and
 * attached cards, and what earlier turns left on it — continuous effects that apply to it (they
 * came from no card in play, so they have no source; their durations count from `startTurn`) and
 * its once-per-turn abilities already used this turn (the core's `usedThisTurn` keys).
 */
export function placeStartCard(
  svc: CoreServices,
  state: GameState,
  c: string | CardPlacement,
  owner: PlayerId,
  key: string,
  startTurn: number,
): void {
  if (typeof c === 'string') {
    svc.zones.create(state, c, owner, key);
    return;
  }
  const obj = svc.zones.create(state, c.def, owner, key);
  // Only what a placement sets is written: the other fields stay the shared empty values.
  if (c.counters) Object.assign(writableCounters(obj), c.counters);
  if (c.status) Object.assign(writableStatus(obj), cloneJson(c.status as JsonObject));
  if (c.revealedTo?.length) obj.revealedTo = [...c.revealedTo];
  for (const a of c.attached ?? []) {
    const child = svc.zones.create(state, a.def, owner, key);
    if (a.counters) Object.assign(writableCounters(child), a.counters);
    if (a.status) Object.assign(writableStatus(child), cloneJson(a.status as JsonObject));
    svc.zones.attach(state, child.id, obj.id, a.kind, () => undefined);
  }
  for (const e of c.effects ?? []) {
    const duration = e.duration ?? svc.parts.layers.defaultDuration ?? { kind: 'untilBoundary', boundary: 'turn.end' };
    state.effects.push({
      id: `e${state.seq.effect++}`,
      source: null,
      ability: null,
      controller: e.controller ?? owner,
      timestamp: state.seq.timestamp++,
      // Already there before the game starts: it follows the card as an effect on a played card would.
      lockedAt: null,
      affects: { objects: [obj.id] },
      parts: cloneJson(e.parts),
      duration: cloneJson(anchorDuration(duration, startTurn)),
      flags: [...(e.flags ?? [])],
      vars: {},
      fromStatic: false,
    });
  }
  for (const ability of c.usedThisTurn ?? []) state.usedThisTurn.push(`${obj.id}:${ability}`);
}
