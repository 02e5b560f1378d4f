import {
  procedure,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  CHECK_TIMING,
  checkTimingLocals,
  PLAY_TIMING,
  playTimingLocals,
  zoneKey,
  type GameEvent,
  type PlayerId,
  type StepResult,
  requiredLocal,
  type ObjectId,
} from '@tcgkit/core';
import { END_UNIT, endUnitLocals, startOf } from './end-procedure.js';
import { charasOf, deckOf, handOf, partnerOf, pose, faceUp, options } from './board.js';
import { MAIN_ACTIONS } from './actions.js';

const check = (): StepResult => ({ call: CHECK_TIMING, locals: checkTimingLocals() });
const main = (ctx: { state: { turn: { activePlayer: PlayerId } } }) => ctx.state.turn.activePlayer;

/** Beginning phase (CT-7.3): recovery step, draw step, maintenance step, then its end procedure. */
export const beginningPhase = procedure('chaos.beginning', [
  [
    '7.3.2.1 game start',
    (ctx) => {
      ctx.state.turn.step = 'recovery';
      return ctx.state.turn.number === 1 ? startOf(['game'], 'CT-7.3.2.1') : { goto: '7.3.2.3 start of turn' };
    },
  ],
  ['7.3.2.2 check timing', check],
  ['7.3.2.3 start of turn', () => startOf(['turn', 'beginningPhase'], 'CT-7.3.2.3')],
  ['7.3.2.4 check timing', check],
  [
    '7.3.2.5 recover',
    (ctx) => {
      // Rested charas stand and reversed charas rest, all at once.
      const events: GameEvent[] = [];
      for (const { id } of charasOf(ctx.state, main(ctx))) {
        const p = pose(ctx.state, id);
        if (p === 'rest') events.push({ kind: 'status', card: id, key: 'pose', value: 'stand', rule: 'CT-7.3.2.5' });
        if (p === 'reverse') events.push({ kind: 'status', card: id, key: 'pose', value: 'rest', rule: 'CT-7.3.2.5' });
      }
      return events.length ? { call: EVENTS, locals: eventsLocals(events, true) } : { next: true };
    },
  ],
  ['7.3.2.6 check timing', check],
  [
    '7.3.3.1 draw',
    (ctx) => {
      ctx.state.turn.step = 'draw';
      const p = main(ctx);
      const top = deckOf(ctx.state, p)[0];
      // Drawing from an empty deck in the draw step loses at the next check timing (CT-1.2.2).
      if (!top)
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'playerData', player: p, key: 'drawDeckOut', value: true, rule: 'CT-7.3.3.1' }),
        };
      return {
        call: EVENT,
        locals: eventLocals({ kind: 'move', card: top, to: zoneKey('hand', p), rule: 'CT-7.3.3.1' }),
      };
    },
  ],
  ['7.3.3.2 check timing', check],
  [
    '7.3.4.1 maintenance',
    (ctx) => {
      ctx.state.turn.step = 'maintenance';
      return startOf(['maintenanceStep'], 'CT-7.3.4.1');
    },
  ],
  ['7.3.4.2 check timing', check],
  [
    '7.3.4.2 end procedure',
    () => ({
      call: END_UNIT,
      locals: endUnitLocals(['beginningPhase'], [{ name: 'phase.end', qualifier: 'beginning' }]),
    }),
  ],
]);

/** Main phase (CT-7.4): the main player acts (CT-7.4.2) until they choose to do nothing (CT-7.4.4). */
export const mainPhase = procedure('chaos.main', [
  [
    '7.4.1 start of main phase',
    (ctx) => {
      ctx.state.turn.step = null;
      return startOf(['mainPhase'], 'CT-7.4.1');
    },
  ],
  [
    '7.4.2 play timing',
    (ctx) => ({ call: PLAY_TIMING, locals: playTimingLocals([main(ctx)], 'CT-7.4.2', [...MAIN_ACTIONS]) }),
  ],
  [
    '7.4.4 end procedure',
    (ctx) => {
      // CT-14.2.2: an "end the main phase" effect is spent once the main phase ends.
      delete ctx.state.data.endingPhase;
      return { next: true };
    },
  ],
  [
    'run the end procedure',
    () => ({ call: END_UNIT, locals: endUnitLocals(['mainPhase'], [{ name: 'phase.end', qualifier: 'main' }]) }),
  ],
]);

/** End phase (CT-7.6). */
export const endPhase = procedure<{ /** The chara chosen to flip (CT-7.6.3). */ flip?: ObjectId }>('chaos.end', [
  ['7.6.1 start of end phase', () => startOf(['endPhase'], 'CT-7.6.1')],
  ['7.6.2 check timing', check],
  [
    '7.6.3 flip one face-down chara',
    (ctx, f) => {
      const s = ctx.state;
      const down = charasOf(s, main(ctx)).filter((c) => !faceUp(s, c.id));
      if (down.length === 0) return { goto: '7.6.4 partner stands' };
      if (down.length === 1) {
        f.locals.flip = down[0].id;
        return { goto: 'flip' };
      }
      return {
        ask: {
          player: main(ctx),
          kind: 'choose',
          prompt: 'endPhase.faceUp',
          rule: 'CT-7.6.3',
          options: down.map((c) => ({
            key: `${s.objects[c.id].def}:${c.area}`,
            label: `${s.objects[c.id].def} (${c.area})`,
            value: c.id,
          })),
        },
        into: 'flip',
        then: 'flip',
      };
    },
  ],
  [
    'flip',
    (ctx, f) => {
      const id = requiredLocal(f.locals.flip, 'flip');
      return {
        call: EVENT,
        locals: eventLocals({ kind: 'status', card: id, key: 'face', value: 'up', rule: 'CT-7.6.3' }),
      };
    },
  ],
  [
    '7.6.4 partner stands',
    (ctx) => {
      const partner = partnerOf(ctx.state, main(ctx));
      if (!partner) return { next: true };
      const p = pose(ctx.state, partner);
      if (p === 'stand') return { next: true };
      return {
        call: EVENT,
        locals: eventLocals({
          kind: 'status',
          card: partner,
          key: 'pose',
          value: p === 'rest' ? 'stand' : 'rest',
          rule: 'CT-7.6.4',
        }),
      };
    },
  ],
  ['7.6.5 check timing', check],
  // CT-7.6.6 names "battle" and "turn"; "battle" is read as the end phase (catalogue note).
  [
    '7.6.6 end procedure',
    () => ({
      call: END_UNIT,
      locals: endUnitLocals(
        ['endPhase', 'turn'],
        [
          { name: 'phase.end', qualifier: 'end' },
          { name: 'turn.end', qualifier: null },
        ],
        'chaos.turnCleanup',
      ),
    }),
  ],
  ['7.6.6.3 check timing', check],
]);

/** Right after the turn's expiry step: hand limit (CT-7.6.6.1), then all damage to 0 (CT-7.6.6.2). */
export const turnCleanup = procedure<{ /** The hand cards chosen to discard (CT-7.6.6.1). */ discard?: ObjectId[] }>(
  'chaos.turnCleanup',
  [
    [
      '7.6.6.1 hand limit',
      (ctx) => {
        const p = main(ctx);
        const hand = handOf(ctx.state, p);
        const excess = hand.length - options(ctx.state).handLimit;
        if (excess <= 0) return { goto: '7.6.6.2 damage to 0' };
        return {
          ask: {
            player: p,
            kind: 'select',
            prompt: 'handLimit.discard',
            params: { count: excess },
            rule: 'CT-7.6.6.1',
            min: excess,
            max: excess,
            options: hand.map((id) => ({
              key: `${ctx.state.objects[id].def}:${id}`,
              label: ctx.state.objects[id].def,
              value: id,
            })),
          },
          into: 'discard',
        };
      },
    ],
    [
      'discard',
      (ctx, f) => {
        const picks = f.locals.discard ?? [];
        return {
          call: EVENTS,
          locals: eventsLocals(
            picks.map((card) => ({
              kind: 'move',
              card,
              to: zoneKey('wr', main(ctx)),
              position: 'top',
              rule: 'CT-7.6.6.1',
            })),
            true,
          ),
        };
      },
    ],
    [
      '7.6.6.2 damage to 0',
      (ctx) => {
        const events: GameEvent[] = [];
        for (const p of ctx.state.players)
          for (const { id } of charasOf(ctx.state, p.id)) {
            const d = ctx.state.objects[id].counters.damage ?? 0;
            // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent: a change of 0 is void
            if (d > 0) events.push({ kind: 'counter', card: id, key: 'damage', amount: -d, rule: 'CT-7.6.6.2' });
          }
        return events.length ? { call: EVENTS, locals: eventsLocals(events, true) } : { done: null };
      },
    ],
  ],
);
