import type { Engine, GameConfig, LogEntry } from '@tcgkit/core';
import type { StoredAnswer } from '../storage/match-store.js';

/**
 * The whole log of a match up to its first `answers.length` answers as `viewer` may read it:
 * the game is played again from its config, and each answer's entries go through `Engine.logFor`
 * with the state that answer left, as they went out when it was committed. The server keeps no
 * log: this is how a connection that comes back gets the log it had.
 */
export function seatLogHistory(
  engine: Engine,
  config: GameConfig,
  answers: readonly StoredAnswer[],
  viewer: number,
): LogEntry[] {
  const written: LogEntry[] = [];
  const sink = { event: () => undefined, log: (entry: LogEntry) => void written.push(entry) };
  const state = engine.createGame(config, sink);
  const history: LogEntry[] = [];
  const take = () => {
    for (const entry of written) history.push(engine.logFor(entry, viewer, state));
    written.length = 0;
  };
  take();
  for (const a of answers) {
    engine.submit(state, a.player, a.answer, sink);
    take();
  }
  return history;
}
