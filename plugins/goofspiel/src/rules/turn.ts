import {
  procedure,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  zoneKey,
  writeStory,
  type DecisionOption,
  type GameEvent,
  type GameState,
  type PlayerId,
  type ProcedureDefinition,
  type RunContext,
  type TurnStructure,
  requiredLocal,
  type ObjectId,
} from '@tcgkit/core';
import type { Card } from '../cards/card-schema.js';
import { suit } from '../cards/sample-pool.js';
import { OptionsSchema } from './options.js';

export const SETUP = 'goofspiel.setup';
const ROUND = 'goofspiel.round';

const PRIZES = zoneKey('prizes', null);
const TABLE = zoneKey('table', null);
const SPENT = zoneKey('spent', null);

/** Sum of the values of some cards. */
export const total = (s: GameState, ids: readonly string[], cards: ReadonlyMap<string, Card>): number =>
  ids.reduce((n, id) => n + (cards.get(s.objects[id].def)?.value ?? 0), 0);

/** The other player of a two-player game. */
const other = (p: PlayerId): PlayerId => 1 - p;

/**
 * Setup (GS-1.2): the prize suit is shuffled face down into the shared prize deck; the game
 * supplies it when no player brought one (its cards need an owner: seat 0).
 */
function setup(): ProcedureDefinition {
  return procedure(SETUP, [
    [
      '1.2 prize suit',
      (ctx) => {
        if (ctx.state.zones[PRIZES].length === 0) {
          for (const def of suit('prize')) ctx.svc.zones.create(ctx.state, def, 0, PRIZES);
          ctx.state.version++;
          ctx.sink.log({ rule: 'GS-1.2', message: 'the prize suit forms the prize deck', turn: 0 });
        }
        return { call: EVENT, locals: eventLocals({ kind: 'shuffle', zone: PRIZES, rule: 'GS-1.2' }) };
      },
    ],
  ]);
}

/** A bid decision: one option per card in the bidder's hand (GS-2.2). */
function bidOptions(s: GameState, p: PlayerId, cards: ReadonlyMap<string, Card>): DecisionOption[] {
  return s.zones[zoneKey('hand', p)].map((id) => {
    const c = cards.get(s.objects[id].def)!;
    return { key: `bid:${c.id}`, label: `bid ${c.name} (${c.value})`, value: id };
  });
}

/**
 * A bid. GS-2.2: both players bid face down at once; the core asks the first bidder, then the
 * other, so the first bid is `simultaneous` with the second (the second bid is not: what follows
 * it, the next prize, is not known before both bids are in).
 */
/** The two bids of a round (GS-2.2) and their values once revealed. */
interface RoundLocals {
  first?: ObjectId;
  second?: ObjectId;
  bids?: number[];
}

const ask = (ctx: RunContext, p: PlayerId, cards: ReadonlyMap<string, Card>, into: 'first' | 'second') => ({
  ask: {
    player: p,
    kind: 'choose' as const,
    prompt: 'bid',
    rule: 'GS-2.2',
    ...(into === 'first' ? { simultaneous: true } : {}),
    params: { prize: total(ctx.state, ctx.state.zones[TABLE], cards) },
    options: bidOptions(ctx.state, p, cards),
  },
  into,
});

/**
 * A round (GS-2): a prize is turned up; the first bidder, then the other, bid face down
 * (simultaneous selection, the second bidder not knowing the first bid); both bids are revealed;
 * the higher takes the prizes on the table, equal bids carry them over (or discard them); after the
 * 13th round the higher winnings win (GS-3.1).
 */
function round(cards: ReadonlyMap<string, Card>): ProcedureDefinition {
  return procedure<RoundLocals>(ROUND, [
    [
      '2.1 turn up a prize',
      (ctx) => {
        const top = ctx.state.zones[PRIZES][0];
        if (!top || ctx.state.zones[zoneKey('hand', 0)].length === 0) return { goto: '3.1 the end' };
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'move', card: top, to: TABLE, position: 'bottom', rule: 'GS-2.1' }),
        };
      },
    ],
    ['2.2 first bid', (ctx) => ask(ctx, ctx.state.turn.activePlayer, cards, 'first')],
    [
      '2.2 first bid face down',
      (ctx, f) => ({
        call: EVENT,
        locals: eventLocals({
          kind: 'move',
          card: requiredLocal(f.locals.first, 'first'),
          to: zoneKey('bid', ctx.state.turn.activePlayer),
          rule: 'GS-2.2',
        }),
      }),
    ],
    ['2.2 second bid', (ctx) => ask(ctx, other(ctx.state.turn.activePlayer), cards, 'second')],
    [
      '2.2 second bid face down',
      (ctx, f) => ({
        call: EVENT,
        locals: eventLocals({
          kind: 'move',
          card: requiredLocal(f.locals.second, 'second'),
          to: zoneKey('bid', other(ctx.state.turn.activePlayer)),
          rule: 'GS-2.2',
        }),
      }),
    ],
    [
      '2.3 reveal',
      (ctx, f) => {
        const s = ctx.state;
        const bids = [0, 1].map((p) => s.zones[zoneKey('bid', p)][0]);
        const values = bids.map((id) => cards.get(s.objects[id].def)!.value);
        f.locals.bids = values;
        ctx.sink.log({
          rule: 'GS-2.3',
          message: `player 0 bids ${values[0]}, player 1 bids ${values[1]}`,
          turn: s.turn.number,
        });
        const events: GameEvent[] = [0, 1].map((p) => ({
          kind: 'move',
          card: bids[p],
          to: zoneKey('discard', p),
          rule: 'GS-2.3',
        }));
        return { call: EVENTS, locals: eventsLocals(events, true) };
      },
    ],
    [
      '2.4 award',
      (ctx, f) => {
        const s = ctx.state;
        const [a, b] = requiredLocal(f.locals.bids, 'bids');
        const table = [...s.zones[TABLE]];
        if (a === b) {
          const carry = OptionsSchema.parse(s.ruleset.options).ties === 'carry';
          ctx.sink.log({
            rule: 'GS-2.5',
            message: carry
              ? `equal bids: ${table.length} prize(s) stay on the table`
              : 'equal bids: the prizes are discarded',
            turn: s.turn.number,
          });
          if (carry) return { goto: '3.1 the end' };
          return {
            call: EVENTS,
            locals: eventsLocals(table.map((card) => ({ kind: 'move', card, to: SPENT, rule: 'GS-2.5' }))),
            then: '3.1 the end',
          };
        }
        const winner: PlayerId = a > b ? 0 : 1;
        ctx.sink.log({
          rule: 'GS-2.4',
          message: `player ${winner} takes ${total(s, table, cards)} in prizes`,
          turn: s.turn.number,
          story: writeStory(s, { kind: 'prizesTaken', actor: winner, numbers: { amount: total(s, table, cards) } }),
        });
        return {
          call: EVENTS,
          locals: eventsLocals(
            table.map((card) => ({ kind: 'move', card, to: zoneKey('won', winner), rule: 'GS-2.4' })),
          ),
        };
      },
    ],
    [
      '3.1 the end',
      (ctx) => {
        const s = ctx.state;
        if (
          s.zones[zoneKey('hand', 0)].length > 0 &&
          s.zones[zoneKey('hand', 1)].length > 0 &&
          s.zones[PRIZES].length > 0
        )
          return { done: null };
        const scores = [0, 1].map((p) => total(s, s.zones[zoneKey('won', p)], cards));
        ctx.sink.log({ rule: 'GS-3.1', message: `final winnings: ${scores[0]} to ${scores[1]}`, turn: s.turn.number });
        const losers = scores[0] === scores[1] ? [0, 1] : [scores[0] < scores[1] ? 0 : 1];
        // The scores are in the log; the reason stays the same text for every game (summaries group by it).
        const reason = scores[0] === scores[1] ? 'equal winnings' : 'lower winnings';
        return {
          call: EVENTS,
          locals: eventsLocals(
            losers.map((p) => ({ kind: 'lose', player: p, reason, rule: 'GS-3.1' })),
            true,
          ),
        };
      },
    ],
  ]);
}

export const procedures = (cards: ReadonlyMap<string, Card>): ProcedureDefinition[] => [setup(), round(cards)];

/** One round per turn; the turn's player bids first, then the other player's turn (GS-2.6). */
export const TURN: TurnStructure = {
  phases: [{ id: 'round', rule: 'GS-2.1', procedure: ROUND }],
};
