import { AnswerError, type Decision, type Engine, type GameState } from '@tcgkit/core';
import type { LiveMatch } from './live-match.js';

/** The first legal option of a `choose` decision, answered on `copy`; false when none is legal. */
function answerFirstOption(engine: Engine, copy: GameState): boolean {
  const pending = copy.pending!;
  for (let choice = 0; choice < (pending.options?.length ?? 0); choice++)
    if (engine.trySubmit(copy, pending.player, { decision: pending.id, choice }) === null) return true;
  return false;
}

/**
 * The decision `seat` may answer ahead of another seat's pending one: the next decision, when the
 * ruleset declares the pending decision `simultaneous` with it (a Goofspiel bid: the core asks the
 * two bids one after the other, the second bidder not learning the first). The ruleset promises
 * that the next decision is the same whatever the pending one's answer, so it is found after the
 * first legal option on a copy of the state.
 *
 * Whether a decision is offered early depends only on that declaration (the rules' structure,
 * which every seat knows), never on trying the other seat's options: their number and their
 * outcomes follow the other seat's hidden cards, and an offer that depended on them would tell
 * `seat` what the other holds (`test/early-offers.test.ts` permutes hidden cards to prove it).
 */
export function earlyDecision(engine: Engine, state: GameState, seat: number): Decision | null {
  const pending = state.pending;
  if (!pending || pending.player === seat || state.result || !pending.simultaneous || pending.kind !== 'choose')
    return null;
  const copy = engine.clone(state);
  if (!answerFirstOption(engine, copy)) return null;
  const next = copy.pending;
  return !copy.result && next && next.player === seat ? next : null;
}

/**
 * Whether `answer` would be accepted for `seat`'s early decision: tried on a copy after the
 * pending decision's first legal option (the early decision is the same after every option).
 */
export function earlyAnswerError(engine: Engine, state: GameState, seat: number, answer: unknown): AnswerError | null {
  const copy = engine.clone(state);
  if (!answerFirstOption(engine, copy))
    return new AnswerError('illegal-choice', 'the pending decision has no legal option');
  return engine.trySubmit(copy, seat, answer);
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
