import type { Engine, GameRecord } from '@tcgkit/core';
import { viewerKnowledge } from '@tcgkit/testing';

/** What one seat could know during a whole game, version by version. */
export interface SeatKnowledge {
  /** Ids of the other seats' cards hidden from the seat at each version (answers committed). */
  hiddenAt: Set<string>[];
  /**
   * Definitions of the other seats' cards that are not among this seat's own cards and that it
   * never saw at any version: their ids and names must never reach it.
   */
  neverSeen: Set<string>;
}

/** Replays a finished game's record and works out, at every version, what was hidden from `viewer`. */
export function seatKnowledge(engine: Engine, record: GameRecord, viewer: number): SeatKnowledge {
  const [known] = viewerKnowledge(engine, record, [viewer]);
  // A page shows its own cards freely: only the other seats' hidden cards are looked for.
  const othersHidden = known.at.map(({ hidden }) => [...hidden].filter(([, card]) => card.owner !== viewer));
  const everHidden = new Set(othersHidden.flatMap((cards) => cards.map(([, card]) => card.def)));
  const everShown = new Set(known.at.flatMap(({ shown }) => [...shown]));
  return {
    hiddenAt: othersHidden.map((cards) => new Set(cards.map(([id]) => id))),
    neverSeen: new Set([...everHidden].filter((d) => !everShown.has(d) && !known.owned.has(d))),
  };
}
