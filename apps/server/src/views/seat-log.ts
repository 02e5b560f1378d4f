import type { Engine, GameState, LogEntry } from '@tcgkit/core';

/**
 * A log entry as `viewer` may read it. `Engine.logFor` redacts a move by its zones only; a card
 * the ruleset's view policy hides in a visible zone (a Pokémon put face down during setup) would
 * still be named. So a move whose card the policy hides from the viewer in the state the entry
 * is sent with is reported without its identity too, the way `logFor` reports hidden moves.
 */
export function seatLog(engine: Engine, state: GameState, entry: LogEntry, viewer: number): LogEntry {
  const redacted = engine.logFor(entry, viewer);
  const outcome = redacted.data?.outcome as { newId?: unknown; from?: unknown; to?: unknown } | undefined;
  if (!outcome || typeof outcome.newId !== 'string') return redacted;
  const obj = state.objects[outcome.newId];
  const policy = engine.services.parts.view;
  if (!obj || !policy.hidden || !policy.hidden(state, obj, viewer) || obj.revealedTo.includes(viewer)) return redacted;
  return {
    rule: redacted.rule,
    message: `a card moves ${String(outcome.from)} → ${String(outcome.to)}`,
    turn: redacted.turn,
  };
}
