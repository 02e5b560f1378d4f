import type { GameState } from '../contracts/game-state.js';
import type { JsonObject } from '../contracts/json.js';
import { InputError } from '../contracts/errors.js';
import { INPUT_LIMITS, type InputLimit } from '../contracts/input-limits.js';
import { ContinuousEffectInstanceSchema } from '../contracts/continuous-effect.js';

/** What a restored state is checked against: the ruleset's fixed facts. */
export interface StateFacts {
  players: number;
  /** Card definition ids of the pool. */
  cards: ReadonlySet<string>;
  /** Every zone instance key of a game. */
  zoneKeys: readonly string[];
  /** Procedure ids the ruleset and the core define. */
  procedures: (id: string) => boolean;
  /** The ruleset's option check (null when it has no options). */
  options: ((options: JsonObject) => string | null) | null;
}

/**
 * Checks that a structurally valid state is one this ruleset can continue: sizes within the
 * input limits, every card definition in the pool, every player index in range, the zones those
 * of the ruleset, stored continuous effects of the shape the layer engine reads, options the
 * ruleset accepts, known procedures, and a game either over or waiting for an answer that a frame
 * on the stack will receive. Throws {@link InputError} naming the first wrong field; the state is
 * not changed.
 */
export function checkStateConsistency(state: GameState, facts: StateFacts, source: string): void {
  const fail = (field: string, message: string): never => {
    throw new InputError(source, field, message);
  };
  const bounded = (field: string, count: number, limit: InputLimit) => {
    if (count > INPUT_LIMITS[limit])
      fail(field, `${count} entries: at most ${INPUT_LIMITS[limit]} (INPUT_LIMITS.${limit})`);
  };
  const ids = Object.keys(state.objects);
  bounded('objects', ids.length, 'objects');
  bounded('lastKnown', Object.keys(state.lastKnown).length, 'lastKnown');
  bounded('effects', state.effects.length, 'effects');
  bounded('replacements', state.replacements.length, 'replacements');
  bounded('waiting', state.waiting.length, 'waitingTriggers');
  bounded('delayed', state.delayed.length, 'delayedTriggers');
  bounded('stack', state.stack.length, 'stackFrames');

  const player = (field: string, p: number) => {
    if (!Number.isInteger(p) || p < 0 || p >= facts.players)
      fail(field, `no player ${p} (players are 0..${facts.players - 1})`);
  };
  if (state.players.length !== facts.players)
    fail('players', `${state.players.length} players: this ruleset is played by ${facts.players}`);
  state.players.forEach((p, i) => {
    if (p.id !== i) fail(`players.${i}.id`, `player ${i} says it is player ${p.id}`);
  });
  player('turn.activePlayer', state.turn.activePlayer);
  if (state.result) state.result.winners.forEach((w, i) => player(`result.winners.${i}`, w));

  const keys = new Set(facts.zoneKeys);
  for (const key of Object.keys(state.zones)) if (!keys.has(key)) fail(`zones.${key}`, `unknown zone "${key}"`);
  for (const key of facts.zoneKeys) if (!(key in state.zones)) fail(`zones.${key}`, `zone "${key}" is missing`);

  const card = (field: string, o: GameState['objects'][string]) => {
    if (!facts.cards.has(o.def)) fail(`${field}.def`, `unknown card definition "${o.def}"`);
    player(`${field}.owner`, o.owner);
    player(`${field}.master`, o.master);
    o.revealedTo.forEach((p, i) => player(`${field}.revealedTo.${i}`, p));
  };
  for (const id of ids) card(`objects.${id}`, state.objects[id]);
  for (const [id, lk] of Object.entries(state.lastKnown)) card(`lastKnown.${id}.object`, lk.object);

  state.effects.forEach((e, i) => {
    const r = ContinuousEffectInstanceSchema.safeParse(e);
    if (!r.success) {
      const issue = r.error.issues[0];
      fail(`effects.${i}${issue?.path.length ? `.${issue.path.join('.')}` : ''}`, issue?.message ?? 'not an effect');
    }
    player(`effects.${i}.controller`, e.controller);
  });

  if (facts.options) {
    const problem = facts.options(state.ruleset.options);
    if (problem) fail('ruleset.options', problem);
  }
  state.stack.forEach((f, i) => {
    if (!facts.procedures(f.proc)) fail(`stack.${i}.proc`, `unknown procedure "${f.proc}"`);
  });
  checkPending(state, fail, player);
}

/** A game not over waits for an answer: a pending decision of a player, which the top frame receives. */
function checkPending(
  state: GameState,
  fail: (field: string, message: string) => never,
  player: (field: string, p: number) => void,
): void {
  const pending = state.pending as unknown as Record<string, unknown> | null;
  if (state.result !== null) {
    if (pending !== null) fail('pending', 'the game is over but a decision is pending');
    return;
  }
  if (pending === null) fail('pending', 'the game is not over and no decision is pending: it cannot continue');
  const p = pending;
  if (typeof p.id !== 'number' || !Number.isInteger(p.id) || p.id < 0 || p.id >= state.seq.decision)
    fail('pending.id', `decision id ${String(p.id)} was never issued (next is ${state.seq.decision})`);
  player('pending.player', typeof p.player === 'number' ? p.player : NaN);
  if (!['choose', 'select', 'order', 'distribute', 'number'].includes(p.kind as string))
    fail('pending.kind', `unknown decision kind ${JSON.stringify(p.kind)}`);
  const options = p.options;
  if (p.kind === 'number') {
    // Bounds instead of options (CT-1.3.7).
    const min = p.min ?? 0;
    if (!Array.isArray(options) || options.length > 0) fail('pending.options', 'a number decision has no options');
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(p.max) || (min as number) > (p.max as number))
      fail('pending.max', 'a number decision has integer bounds min ≤ max');
  } else if (!Array.isArray(options) || options.length === 0) fail('pending.options', 'a decision needs options');
  if ((options as unknown[]).length > INPUT_LIMITS.decisionOptions)
    fail('pending.options', `at most ${INPUT_LIMITS.decisionOptions} options (INPUT_LIMITS.decisionOptions)`);
  (options as unknown[]).forEach((o, i) => {
    const opt = o as Record<string, unknown> | null;
    if (typeof opt !== 'object' || opt === null || typeof opt.key !== 'string' || typeof opt.label !== 'string')
      fail(`pending.options.${i}`, 'an option has a key, a label and a value');
    if (!('value' in opt)) fail(`pending.options.${i}.value`, 'an option has a value');
  });
  for (const n of ['min', 'max', 'total'] as const)
    if (p[n] !== undefined && (typeof p[n] !== 'number' || !Number.isInteger(p[n])))
      fail(`pending.${n}`, 'must be a whole number');
  const top = state.stack[state.stack.length - 1];
  if (!top || typeof top.locals.$into !== 'string')
    fail('stack', 'no procedure frame is waiting for the pending decision');
}
