import type { GameState } from '../contracts/game-state.js';
import type { PlayerId } from '../contracts/ids.js';
import type { Answer, Decision } from '../contracts/decision.js';
import { positionKey } from '../runtime/procedures/forced-loop.js';

/**
 * Answers in one turn before positions are recorded: ordinary turns never get there, so ordinary
 * games pay nothing; a player repeating an action does, after a few rounds.
 */
export const LOOP_WATCH_AFTER = 40;

/**
 * The largest count a player may declare for a loop. CT-14.1.2 with CT-1.3.7 allows any integer ≥ 0; the
 * loop is then really performed, answer by answer, so the count needs a bound a game can perform: one far
 * above what any play needs (a loop of four answers performed this often replays 4,000 answers).
 */
export const LOOP_COUNT_MAX = 1000;

/** The prompt of the loop-count declaration. */
export const LOOP_COUNT_PROMPT = 'loop.count';

/** One answered decision: where (position, decider, prompt), and the answer by option keys. */
interface LoopStep {
  at: string;
  player: PlayerId;
  answer: string;
  raw: Answer;
}

/** A loop being declared: who declares next, and what to replay. */
interface Declaring {
  cycle: LoopStep[];
  choosers: PlayerId[];
  counts: number[];
  /** The decision the looping answer was given to, re-asked after the declaration. */
  held: Decision;
}

/** The loop bookkeeping of one turn (plain JSON, part of the state). */
export interface LoopState {
  turn: number;
  answered: number;
  trail: LoopStep[];
  /** Loop answers a player may no longer give from the same position (CT-14.1.2, CT-14.1.3). */
  barred: { at: string; player: PlayerId; answer: string }[];
  declaring: Declaring | null;
}

const loopOf = (state: GameState): LoopState | null => (state.loop ?? null) as LoopState | null;

/** The answer as option keys, so that equal answers compare equal. */
function answerKey(d: Decision, a: Answer): string {
  const k = (i: number) => d.options[i]?.key ?? String(i);
  if (a.choice !== undefined) return k(a.choice);
  if (a.order !== undefined) return `order:${a.order.map(k).join(',')}`;
  if (a.number !== undefined) return `number:${a.number}`;
  return `picks:${(a.picks ?? []).map(k).join(',')}|${(a.amounts ?? []).join(',')}`;
}

/** Where a decision is taken: the id-free position, the decider and the prompt. */
const atOf = (state: GameState, d: Decision): string => `${positionKey(state).slice(0, 20)}|${d.player}|${d.prompt}`;

/**
 * Optional infinite loops (CT-14.1.2, CT-14.1.3), for any ruleset: when a player gives, from the
 * same position, the same answer that started a round of decisions which came back to it, the
 * loop is identified; every player who decided in it declares how many more times to perform it
 * (the main player first); it is performed the smaller number of times by replaying the recorded
 * answers; then the player with the larger count (the only chooser, in CT-14.1.2) may not choose
 * the loop again from an identical position unless forced. A loop nobody can stop is
 * {@link ForcedLoopWatch}'s (CT-14.1.1).
 */
export class LoopGuard {
  /** Where the pending decision is taken (replays check it before each recorded answer). */
  at(state: GameState): string | null {
    return state.pending ? atOf(state, state.pending) : null;
  }

  /** Whether the pending decision is a loop-count declaration. */
  declaring(state: GameState): boolean {
    return state.pending?.prompt === LOOP_COUNT_PROMPT && !!loopOf(state)?.declaring;
  }

  /** The decision held while a loop's counts are declared (re-asked afterwards), if any. */
  held(state: GameState): Decision | null {
    return loopOf(state)?.declaring?.held ?? null;
  }

  /**
   * Called with a validated answer before it is applied: records it, and returns true when it
   * repeats a loop (the answer is then held while the counts are declared).
   */
  startsLoop(state: GameState, player: PlayerId, answer: Answer): boolean {
    const d = state.pending!;
    let loop = loopOf(state);
    if (!loop || loop.turn !== state.turn.number) {
      loop = { turn: state.turn.number, answered: 0, trail: [], barred: [], declaring: null };
      state.loop = loop as unknown as GameState['loop'];
    }
    loop.answered++;
    if (loop.answered <= LOOP_WATCH_AFTER) return false;
    const step: LoopStep = { at: atOf(state, d), player, answer: answerKey(d, answer), raw: answer };
    const start = loop.trail.findIndex((s) => s.at === step.at && s.answer === step.answer);
    if (start < 0) {
      loop.trail.push(step);
      return false;
    }
    const cycle = loop.trail.slice(start);
    const active = state.turn.activePlayer;
    const choosers = [...new Set(cycle.map((s) => s.player))].sort((a, b) =>
      a === active ? -1 : b === active ? 1 : a - b,
    );
    loop.declaring = { cycle, choosers, counts: [], held: d };
    loop.trail = loop.trail.slice(0, start);
    return true;
  }

  /** The count decision for the next chooser, or null when every chooser has declared. */
  nextDeclaration(state: GameState, id: number, rules: { one: string; both: string }): Decision | null {
    const decl = loopOf(state)?.declaring;
    if (!decl || decl.counts.length >= decl.choosers.length) return null;
    const rule = decl.choosers.length > 1 ? rules.both : rules.one;
    const player = decl.choosers[decl.counts.length];
    // CT-14.1.2 / CT-1.3.7: how many more times to perform the loop is any integer ≥ 0 (a number decision).
    return {
      id,
      player,
      kind: 'number',
      prompt: LOOP_COUNT_PROMPT,
      rule,
      params: { cycle: decl.cycle.length },
      options: [],
      min: 0,
      max: LOOP_COUNT_MAX,
    };
  }

  /** Records a declared count. */
  declare(state: GameState, count: number): void {
    loopOf(state)!.declaring!.counts.push(count);
  }

  /**
   * Ends the declaration: the loop's recorded answers to replay (the smaller count of rounds, the
   * held answer first), and the bars for the player with the larger count.
   */
  finishDeclaration(state: GameState): {
    held: Decision;
    replay: { at: string; raw: Answer }[];
    rounds: number;
    barredPlayer: PlayerId;
    bars: LoopState['barred'];
    both: boolean;
  } {
    const loop = loopOf(state)!;
    const decl = loop.declaring!;
    loop.declaring = null;
    const rounds = Math.min(...decl.counts);
    const largest = Math.max(...decl.counts);
    // CT-14.1.3: the player who chose the larger count is barred; with equal counts (or one chooser), the loop's
    // starter.
    const barredPlayer =
      decl.counts.filter((c) => c === largest).length === 1
        ? decl.choosers[decl.counts.indexOf(largest)]
        : decl.cycle[0].player;
    const bars = decl.cycle
      .filter((s) => s.player === barredPlayer)
      .map((s) => ({ at: s.at, player: s.player, answer: s.answer }));
    const replay = Array.from({ length: rounds }, () => decl.cycle.map((s) => ({ at: s.at, raw: s.raw }))).flat();
    return { held: decl.held, replay, rounds, barredPlayer, bars, both: decl.choosers.length > 1 };
  }

  /** Bars loop answers from now on (after the loop was performed). */
  bar(state: GameState, bars: LoopState['barred']): void {
    loopOf(state)!.barred.push(...bars);
  }

  /**
   * Removes barred loop answers from a new pending decision unless nothing else is left (a
   * player forced into the loop may still take it).
   */
  filterBarred(state: GameState): void {
    const loop = loopOf(state);
    const d = state.pending;
    if (!loop || !d || loop.barred.length === 0 || loop.turn !== state.turn.number || d.kind !== 'choose') return;
    const at = atOf(state, d);
    const barred = new Set(loop.barred.filter((b) => b.at === at && b.player === d.player).map((b) => b.answer));
    if (barred.size === 0) return;
    const kept = d.options.filter((o) => !barred.has(o.key));
    if (kept.length > 0 && kept.length < d.options.length) d.options = kept;
  }
}
