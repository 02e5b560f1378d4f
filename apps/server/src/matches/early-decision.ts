import { AnswerError, type Decision, type Engine, type GameState } from '@tcgkit/core';
import type { LiveMatch } from './live-match.js';

/** At most this many options of the pending decision are tried (each on a copy of the state). */
export const EARLY_DECISION_OPTIONS = 32;

/**
 * The decision `seat` will face right after another seat's pending decision, when it is the same
 * whatever that seat chooses — a simultaneous decision the core asks one after the other (a
 * Goofspiel bid: the second bidder does not learn the first bid). Then `seat` may answer it first,
 * in any order. Found by answering every option of the pending `choose` decision on copies of the
 * state; null when the pending decision is another kind, has too many options, or any option leads
 * elsewhere (to a different decision, to another player, or to the end). Because the decision is
 * the same for every option, offering it early tells `seat` nothing about the other seat's choice.
 */
export function earlyDecision(engine: Engine, state: GameState, seat: number): Decision | null {
  const pending = state.pending;
  if (!pending || pending.player === seat || state.result || pending.kind !== 'choose') return null;
  const options = pending.options?.length ?? 0;
  if (options === 0 || options > EARLY_DECISION_OPTIONS) return null;
  let found: Decision | null = null;
  let text = '';
  for (let choice = 0; choice < options; choice++) {
    const copy = engine.clone(state);
    if (engine.trySubmit(copy, pending.player, { decision: pending.id, choice }) !== null) continue;
    const next = copy.pending;
    if (copy.result || !next || next.player !== seat) return null;
    const t = JSON.stringify(next);
    if (found === null) {
      found = next;
      text = t;
    } else if (t !== text) return null;
  }
  return found;
}

/**
 * Whether `answer` would be accepted for `seat`'s early decision: tried on a copy after the
 * pending decision's first legal option (the early decision is the same after every option).
 */
export function earlyAnswerError(engine: Engine, state: GameState, seat: number, answer: unknown): AnswerError | null {
  const pending = state.pending!;
  for (let choice = 0; choice < (pending.options?.length ?? 0); choice++) {
    const copy = engine.clone(state);
    if (engine.trySubmit(copy, pending.player, { decision: pending.id, choice }) !== null) continue;
    return engine.trySubmit(copy, seat, answer);
  }
  return new AnswerError('illegal-choice', 'the pending decision has no legal option');
}

/** A seat's early decision at the match's version, computed once per version and seat. */
export function cachedEarlyDecision(live: LiveMatch, seat: number): Decision | null {
  if (live.early?.version !== live.stored.version) live.early = { version: live.stored.version, bySeat: new Map() };
  const known = live.early.bySeat.get(seat);
  if (known !== undefined) return known;
  const found = earlyDecision(live.engine, live.state, seat);
  live.early.bySeat.set(seat, found);
  return found;
}
