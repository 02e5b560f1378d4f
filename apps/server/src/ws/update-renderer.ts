import type { LogEntry } from '@tcgkit/core';
import type { LiveMatch } from '../matches/live-match.js';
import type { UpdateMessage } from '@tcgkit/protocol';
import { SPECTATOR, spectatorView } from '../views/spectator.js';
import { seatLog } from '../views/seat-log.js';
import { cachedEarlyDecision } from '../matches/early-decision.js';
import { clockView, parseClock } from '../clocks/match-clock.js';
import { serverEnd } from '../storage/server-end.js';
import { awaitsDecks } from '../matches/commit-service.js';

/**
 * What one connection is sent of a match: everything goes through `viewFor` / `logFor` for its
 * seat (the public view and log for a spectator). The pending decision is given in full only to
 * the seat that decides; in the view it is only who decides and what kind, for every viewer.
 */
export function renderUpdate(
  live: LiveMatch,
  seat: number | null,
  log: readonly LogEntry[],
  at: number,
): UpdateMessage {
  const { engine, state, stored } = live;
  const view = seat === null ? spectatorView(engine, state) : engine.viewFor(state, seat);
  const pending = state.pending;
  // Nobody decides before every player who brings a deck has sat down (the game may be set up again).
  const open =
    seat !== null && pending !== null && stored.status !== 'finished' && !state.result && !awaitsDecks(stored);
  const own = open && pending.player === seat ? pending : null;
  const queuedSeat = stored.queued ? (JSON.parse(stored.queued) as { seat: number }).seat : null;
  // A simultaneous decision this seat may answer before the other seat's (see early-decision.ts).
  const early = open && !own && queuedSeat !== seat ? cachedEarlyDecision(live, seat) : null;
  const decision = own ?? early;
  if (pending) view.pending = { player: pending.player, kind: pending.kind, prompt: pending.prompt };
  const ended = serverEnd(stored.result);
  const clock = parseClock(stored.clock);
  return {
    type: 'update',
    version: stored.version,
    view,
    viewDiff: null,
    decision,
    early: early !== null,
    log: log.map((l) => seatLog(engine, state, l, seat ?? SPECTATOR)),
    status: stored.status,
    ended,
    clock: clock ? clockView(clock, at, stored.startedAt) : null,
    players: stored.seats.map((x) => ({ name: x.name, kind: x.kind })),
    rematch: stored.rematch ? (JSON.parse(stored.rematch) as UpdateMessage['rematch']) : null,
  };
}
