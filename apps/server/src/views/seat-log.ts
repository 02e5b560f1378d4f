import type { Engine, GameState, LogEntry } from '@tcgkit/core';

/**
 * A log entry as `viewer` may read it in the state the entry is sent with: `Engine.logFor` with
 * that state hides a move of a card the ruleset's view policy hides from the viewer (a Pokémon put
 * face down during setup), not only moves between zones the viewer cannot see.
 */
export function seatLog(engine: Engine, state: GameState, entry: LogEntry, viewer: number): LogEntry {
  return engine.logFor(entry, viewer, state);
}
