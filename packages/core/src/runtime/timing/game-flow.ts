import { procedure, NEXT } from '../procedures/procedure-builder.js';
import type { JsonObject } from '../../contracts/json.js';
import { EVENT, eventLocals } from '../events/event-pipeline.js';

export const GAME = 'core.game';
export const TURN = 'core.turn';

/**
 * The whole game: the ruleset's setup, then turns until the game ends. The turn structure is
 * configuration (the ruleset's phases) interpreted here.
 */
export const gameFlow = procedure(GAME, [
  // A restarted game (GameSetup.restartOnDraw) first runs the ruleset's restart procedure.
  [
    'restart',
    (_ctx, f) => (typeof f.locals.restart === 'string' ? { call: f.locals.restart, locals: {} } : { next: true }),
  ],
  [
    'setup',
    (ctx, f) =>
      typeof f.locals.startPhase === 'string' ? { next: true } : { call: ctx.svc.parts.setup.procedure, locals: {} },
  ],
  // A game configured with a start position begins its first turn at that phase.
  [
    'turns',
    (ctx, f) => {
      const startAt =
        typeof f.locals.startPhase === 'string'
          ? ctx.svc.parts.turn.phases.findIndex((p) => p.id === f.locals.startPhase)
          : 0;
      const fromPosition = typeof f.locals.startPhase === 'string';
      f.locals.startPhase = null;
      // A start position's turn is already under way: what it says was used this turn stays used.
      const locals: JsonObject = fromPosition ? { phase: Math.max(0, startAt), midTurn: true } : { phase: 0 };
      return { call: TURN, locals, then: 'next turn' };
    },
  ],
  [
    'next turn',
    (ctx) => {
      if (ctx.state.result) return { done: null };
      const next =
        ctx.svc.parts.turn.nextPlayer?.(ctx.state) ?? (ctx.state.turn.activePlayer + 1) % ctx.state.players.length;
      ctx.state.turn.activePlayer = next;
      return { goto: 'turns' };
    },
  ],
]);

/** One turn: turn start, each phase between its boundaries, turn end (durations expire there). */
/** A turn's progress: the phase it is in, and whether the turn began in the middle (a restored position). */
interface TurnLocals {
  phase: number;
  ended?: boolean;
  midTurn?: boolean;
}

export const turnFlow = procedure<TurnLocals>(TURN, [
  [
    'start of turn',
    (ctx, f) => {
      const s = ctx.state;
      s.turn.number++;
      s.turn.phase = null;
      s.turn.step = null;
      if (f.locals.midTurn !== true) s.usedThisTurn = [];
      // Last-known information is only needed within the turn it was taken in.
      const pruned: string[] = [];
      for (const [id, lk] of Object.entries(s.lastKnown)) {
        if (lk.turn < s.turn.number - 1) {
          delete s.lastKnown[id];
          pruned.push(id);
        }
      }
      // An effect naming a card known only by its last-known information reads it: computed
      // characteristics cannot outlive it (the turn start itself keeps them, as timing).
      if (pruned.length > 0 && s.effects.some((e) => pruned.some((id) => JSON.stringify(e).includes(`"${id}"`))))
        s.version++;
      return {
        call: EVENT,
        locals: eventLocals({ kind: 'boundary', name: 'turn.start', qualifier: null, player: s.turn.activePlayer }),
      };
    },
  ],
  [
    'phase start',
    (ctx, f) => {
      const l = f.locals;
      const phase = ctx.svc.parts.turn.phases[l.phase];
      if (!phase || ctx.state.result) return { goto: 'end of turn' };
      // A between-turns phase comes after the turn's end.
      if (phase.afterTurnEnd && !l.ended) {
        l.ended = true;
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'boundary',
            name: 'turn.end',
            qualifier: null,
            player: ctx.state.turn.activePlayer,
          }),
          then: 'phase start',
        };
      }
      ctx.state.turn.phase = phase.id;
      ctx.state.turn.step = null;
      return {
        call: EVENT,
        locals: eventLocals({
          kind: 'boundary',
          name: 'phase.start',
          qualifier: phase.id,
          player: ctx.state.turn.activePlayer,
        }),
      };
    },
  ],
  [
    'phase body',
    (ctx, f) => {
      const phase = ctx.svc.parts.turn.phases[f.locals.phase];
      return { call: phase.procedure, locals: {} };
    },
  ],
  [
    'phase end',
    (ctx, f) => {
      const l = f.locals;
      const phase = ctx.svc.parts.turn.phases[l.phase];
      l.phase++;
      return {
        call: EVENT,
        locals: eventLocals({
          kind: 'boundary',
          name: 'phase.end',
          qualifier: phase.id,
          player: ctx.state.turn.activePlayer,
        }),
        then: 'phase start',
      };
    },
  ],
  [
    'end of turn',
    (ctx, f) => {
      if (ctx.state.result || f.locals.ended === true) return { done: null };
      return {
        call: EVENT,
        locals: eventLocals({
          kind: 'boundary',
          name: 'turn.end',
          qualifier: null,
          player: ctx.state.turn.activePlayer,
        }),
      };
    },
  ],
  ['done', () => NEXT],
]);
