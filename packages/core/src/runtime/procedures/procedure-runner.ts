import type { GameState } from '../../contracts/game-state.js';
import type { Json } from '../../contracts/json.js';
import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { StepResult, ProcedureDefinition } from '../../contracts/ruleset-parts.js';
import { EVENTS, anyLost } from '../events/event-pipeline.js';
import { RulesetError } from '../../contracts/errors.js';
import { cloneJson } from '../../contracts/json.js';
import { CHECK_TIMING } from '../timing/check-timing.js';
import { RESOLVE_TRIGGER } from '../timing/resolve-trigger.js';
import { ForcedLoopWatch } from './forced-loop.js';
import { GAME } from '../timing/game-flow.js';
import type { GameRestart } from '../../contracts/extension-points.js';

/**
 * Steps one run (from an answer to the next decision) may take before it is a runaway loop (a
 * ruleset bug): 400 times the longest run seen in fuzzed games of every ruleset (239–249 steps,
 * measured 2026-12-03), so a runaway fails in well under a second, deterministically.
 */
export const RUN_STEP_LIMIT = 100_000;

/**
 * Wall time one run may take before it is a runaway, for steps that are each slow (the longest
 * fuzzed run took under 1 ms). Not game logic: it only ever turns a ruleset bug into an error,
 * checked every {@link TIME_CHECK_EVERY} steps.
 */
export const RUN_TIME_LIMIT_MS = 2_000;
const TIME_CHECK_EVERY = 256;

/**
 * The interpreter loop: runs the top frame's current step until a decision is pending, the
 * game has ended, or the stack is empty. Never blocks.
 */
export function runProcedures(ctx: RunContext): void {
  const state = ctx.state;
  let steps = 0;
  const started = performance.now();
  const loops = new ForcedLoopWatch();
  while (state.pending === null && state.result === null) {
    if (anyLost(state) && !inSimultaneousBatch(state)) {
      if (endGame(ctx) === 'restarted') continue;
      return;
    }
    const frame = state.stack[state.stack.length - 1];
    if (!frame) return;
    const proc = ctx.svc.procedure(frame.proc);
    if (frame.step >= proc.steps.length) {
      finish(state, null);
      continue;
    }
    const step = proc.steps[frame.step];
    if (++steps > RUN_STEP_LIMIT) throw new RulesetError(`runaway procedure at ${frame.proc} / ${step.name}`);
    if (steps % TIME_CHECK_EVERY === 0 && performance.now() - started > RUN_TIME_LIMIT_MS)
      throw new RulesetError(`runaway procedure at ${frame.proc} / ${step.name}: over ${RUN_TIME_LIMIT_MS} ms`);
    const r: StepResult = step.run(ctx, frame);
    // A call's return value is for the step that runs when it returns (and for that step again, when a
    // restored game rebuilds the decision it asks); kept any longer, a suspended game would carry it.
    if (!('ask' in r) && frame.locals.$ret !== undefined) frame.locals.$ret = null;
    if ('next' in r) frame.step++;
    else if ('goto' in r) frame.step = stepIndexOf(proc, r.goto);
    else if ('call' in r) {
      if ((r.call === CHECK_TIMING || r.call === RESOLVE_TRIGGER) && loops.repeated(state)) {
        endInLoop(ctx);
        return;
      }
      frame.step = r.then !== undefined ? stepIndexOf(proc, r.then) : frame.step + 1;
      frame.locals.$ret = null;
      state.stack.push({ proc: r.call, step: 0, locals: r.locals ?? {} });
    } else if ('ask' in r) {
      // Which step asked: a restored game's decision is rebuilt by running it again.
      frame.locals.$asked = frame.step;
      frame.step = r.then !== undefined ? stepIndexOf(proc, r.then) : frame.step + 1;
      frame.locals.$into = r.into;
      const options = r.ask.options;
      const where = `decision "${r.ask.prompt}" in ${proc.id} / ${step.name}`;
      if (r.ask.kind === 'number') {
        // A number decision has bounds instead of options (CT-1.3.7: integers, min ≤ max).
        const { min, max } = r.ask;
        if (options.length > 0 || !Number.isSafeInteger(min ?? 0) || !Number.isSafeInteger(max) || (min ?? 0) > max!)
          throw new RulesetError(`${where}: a number decision has integer bounds min ≤ max and no options`);
      } else if (options.length === 0) throw new RulesetError(`${where} has no options`);
      // The decision's own copies: a step may ask with a list it keeps in its locals, or show an
      // event that is also its frame's, and a saved game (JSON) cannot keep one object in two places.
      state.pending = Object.assign({}, r.ask, {
        options: cloneJson(options),
        params: r.ask.params ? cloneJson(r.ask.params) : {},
        id: state.seq.decision++,
      });
    } else finish(state, r.done);
  }
}

/** The index of a procedure's step by name (a ruleset bug when it has none). */
function stepIndexOf(proc: ProcedureDefinition, name: string): number {
  const i = proc.steps.findIndex((s) => s.name === name);
  if (i < 0) throw new RulesetError(`procedure ${proc.id} has no step "${name}"`);
  return i;
}

function finish(state: GameState, value: Json): void {
  state.stack.pop();
  const parent = state.stack[state.stack.length - 1];
  if (parent) parent.locals.$ret = value;
}

/** Whether a simultaneous batch (e.g. rule processes) is being performed: losses wait for its end. */
function inSimultaneousBatch(state: GameState): boolean {
  return state.stack.some((f) => f.proc === EVENTS && f.locals.simultaneous === true);
}

/** An infinite loop neither player can stop (no decision since it began): the game is a draw (CT-14.1.1). */
function endInLoop(ctx: RunContext): void {
  const state = ctx.state;
  state.result = {
    winners: [],
    draw: true,
    reason: 'an infinite loop neither player can stop',
    rule: ctx.svc.cite('loop.draw'),
  };
  state.pending = null;
  ctx.sink.log({
    rule: state.result.rule,
    message: 'the game is a draw: an infinite loop neither player can stop',
    turn: state.turn.number,
  });
}

/**
 * CT-1.2.1 / CT-1.2.5: the game ends when a player has lost; if all lost, it is a draw — unless
 * the ruleset restarts drawn games ({@link GameSetup.restartOnDraw}).
 */
export function endGame(ctx: RunContext): 'ended' | 'restarted' {
  const state = ctx.state;
  const losers = state.players.filter((p) => p.lost !== null);
  const draw = losers.length === state.players.length;
  const restart = draw ? (ctx.svc.parts.setup.restartOnDraw?.(state) ?? null) : null;
  if (restart) {
    restartGame(ctx, restart);
    return 'restarted';
  }
  const first = losers[0]?.lost;
  state.result = {
    winners: draw ? [] : state.players.filter((p) => p.lost === null).map((p) => p.id),
    draw,
    reason: draw ? `all players lost (${losers.map((p) => p.lost?.reason).join(', ')})` : (first?.reason ?? 'unknown'),
    rule: draw ? ctx.svc.cite('game.draw') : first?.rule || ctx.svc.cite('game.end'),
  };
  state.pending = null;
  ctx.sink.log({
    rule: state.result.rule,
    // The reason is the loser's: said beside them, not as if it were why the winner won.
    message: draw
      ? 'the game is a draw'
      : `player ${state.result.winners.join(', ')} wins (player ${losers[0]?.id ?? '?'}: ${state.result.reason})`,
    turn: state.turn.number,
  });
  return 'ended';
}

/** Starts the game over from setup, keeping the cards (the restart procedure puts them back). */
function restartGame(ctx: RunContext, restart: GameRestart): void {
  const state = ctx.state;
  ctx.sink.log({ rule: restart.rule, message: `the game starts over: ${restart.reason}`, turn: state.turn.number });
  for (const p of state.players) {
    p.lost = null;
    p.data = {};
  }
  state.pending = null;
  state.stack = [{ proc: GAME, step: 0, locals: { restart: restart.procedure } }];
  state.effects = [];
  state.waiting = [];
  state.delayed = [];
  state.usedThisTurn = [];
  state.turn = { number: 0, activePlayer: 0, phase: null, step: null };
  delete state.loop;
  state.version++;
}
