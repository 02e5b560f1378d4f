import type { Engine, GameRecord } from '@tcgkit/core';
import { hiddenFrom } from './hidden-cards';

/** What one seat could know during a whole game, version by version. */
export interface SeatKnowledge {
  /** Ids of the other seats' cards hidden from the seat at each version (answers committed). */
  hiddenAt: Set<string>[];
  /**
   * Definitions of the other seats' cards that are not in this seat's own deck and that it never
   * saw at any version: their ids and names must never reach it.
   */
  neverSeen: Set<string>;
}

/** Replays a finished game's record and works out, at every version, what was hidden from `viewer`. */
export function seatKnowledge(engine: Engine, record: GameRecord, viewer: number): SeatKnowledge {
  const state = engine.createGame(record.config);
  const hiddenAt: Set<string>[] = [];
  const everHidden = new Set<string>();
  const seen = new Set<string>();
  const look = () => {
    const hidden = hiddenFrom(engine, state, viewer);
    hiddenAt.push(new Set([...hidden.ids].filter((id) => state.objects[id].owner !== viewer)));
    for (const id of hidden.ids) if (state.objects[id].owner !== viewer) everHidden.add(state.objects[id].def);
    for (const obj of Object.values(state.objects)) if (!hidden.ids.has(obj.id)) seen.add(obj.def);
  };
  look();
  for (const { player, answer } of record.answers) {
    engine.submit(state, player, answer);
    look();
  }
  const own = new Set(Object.values(state.objects).flatMap((o) => (o.owner === viewer ? [o.def] : [])));
  return { hiddenAt, neverSeen: new Set([...everHidden].filter((d) => !seen.has(d) && !own.has(d))) };
}
