import {
  procedure,
  EVENTS,
  eventsLocals,
  zoneKey,
  randomInt,
  type GameEvent,
  type GameState,
  type PlayerId,
  writableStatus,
  movedCard,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { deckOf, handOf } from './board.js';

export const SETUP = 'chaos.setup';

const draw = (s: GameState, p: PlayerId, n: number, rule: string): GameEvent[] =>
  deckOf(s, p)
    .slice(0, n)
    .map((card) => ({ kind: 'move', card, to: zoneKey('hand', p), rule }));

/**
 * Chara cards a player may choose as partner (CT-6.2.2):
 * a partner card must be chosen; some may never be (CT-6.1.3, CT-13.4.1).
 */
export function partnerChoices(cards: ChaosCards, s: GameState, p: PlayerId): string[] {
  const deck = deckOf(s, p);
  const partnerCard = deck.find((id) => cards.get(s.objects[id].def).type === 'partner');
  if (partnerCard) return [partnerCard];
  return deck.filter((id) => {
    const c = cards.get(s.objects[id].def);
    return (
      c.type === 'chara' && !c.keywords.includes('cannotBePartner') && !c.append.includes('haruka') && !c.costs.unit
    );
  });
}

/**
 * Pre-game (CT-6.2): partners chosen face down (6.2.2), decks shuffled (6.2.3), the first player
 * by a seeded random draw with no choice (6.2.5), 5-card hands (6.2.6), one mulligan each in turn
 * order (6.2.7), partners turned face up without triggering (6.2.8).
 */
export function setupProcedure(cards: ChaosCards) {
  return procedure(SETUP, [
    [
      '6.2.2 choose partners',
      (ctx, f) => {
        ctx.state.data.inSetup = true;
        const p = Number(f.locals.seat ?? 0);
        if (p >= ctx.state.players.length) return { goto: '6.2.3 shuffle' };
        const choices = partnerChoices(cards, ctx.state, p);
        if (choices.length === 0) {
          f.locals.seat = p + 1;
          return { goto: '6.2.2 choose partners' };
        }
        // The seat moves on once the partner is placed: an asking step only asks (it is run again to
        // rebuild a restored game's decision).
        f.locals.picker = p;
        if (choices.length === 1) {
          f.locals.pick = choices[0];
          return { goto: 'place partner' };
        }
        const s = ctx.state;
        const seen = new Set<string>();
        const options = choices
          .filter((id) => !seen.has(s.objects[id].def) && seen.add(s.objects[id].def))
          .map((id) => ({ key: s.objects[id].def, label: s.objects[id].def, value: id }));
        return { ask: { player: p, kind: 'choose', prompt: 'setup.partner', rule: 'CT-6.2.2', options }, into: 'pick' };
      },
    ],
    [
      'place partner',
      (ctx, f) => {
        const p = Number(f.locals.picker);
        f.locals.seat = p + 1;
        return {
          call: EVENTS,
          locals: eventsLocals([{ kind: 'move', card: f.locals.pick, to: zoneKey('partner', p), rule: 'CT-6.2.2' }]),
        };
      },
    ],
    [
      'remember the partner',
      (ctx, f) => {
        const id = movedCard(f.locals.$ret);
        return {
          call: EVENTS,
          locals: eventsLocals([
            { kind: 'playerData', player: Number(f.locals.picker), key: 'partnerCard', value: id, rule: 'CT-6.2.2' },
          ]),
          then: '6.2.2 choose partners',
        };
      },
    ],
    [
      '6.2.3 shuffle',
      (ctx) => ({
        call: EVENTS,
        locals: eventsLocals(
          ctx.state.players.map((p) => ({ kind: 'shuffle', zone: zoneKey('deck', p.id), rule: 'CT-6.2.3' })),
        ),
      }),
    ],
    [
      '6.2.5 first player',
      (ctx) => {
        const first = randomInt(ctx.state, 0, ctx.state.players.length - 1);
        ctx.state.turn.activePlayer = first;
        ctx.state.data.firstPlayer = first;
        ctx.sink.log({ rule: 'CT-6.2.5', message: `player ${first} goes first (random, no choice)`, turn: 0 });
        return { next: true };
      },
    ],
    [
      '6.2.6 draw 5',
      (ctx) => ({
        call: EVENTS,
        locals: eventsLocals(ctx.state.players.flatMap((p) => draw(ctx.state, p.id, 5, 'CT-6.2.6'))),
      }),
    ],
    [
      '6.2.7 mulligan',
      (ctx, f) => {
        const n = Number(f.locals.mulliganSeat ?? 0);
        if (n >= ctx.state.players.length) return { goto: '6.2.8 partners face up' };
        const p = (Number(ctx.state.data.firstPlayer) + n) % ctx.state.players.length;
        f.locals.mulliganPlayer = p;
        return {
          ask: {
            player: p,
            kind: 'choose',
            prompt: 'setup.mulligan',
            rule: 'CT-6.2.7',
            options: [
              { key: 'keep', label: 'keep this hand', value: false },
              { key: 'mulligan', label: 'return all 5, shuffle and draw 5', value: true },
            ],
          },
          into: 'mulligan',
        };
      },
    ],
    [
      'return the hand',
      (ctx, f) => {
        f.locals.mulliganSeat = Number(f.locals.mulliganSeat ?? 0) + 1;
        if (f.locals.mulligan !== true) return { goto: '6.2.7 mulligan' };
        const p = Number(f.locals.mulliganPlayer);
        const events: GameEvent[] = handOf(ctx.state, p).map((card) => ({
          kind: 'move',
          card,
          to: zoneKey('deck', p),
          rule: 'CT-6.2.7',
        }));
        events.push({ kind: 'shuffle', zone: zoneKey('deck', p), rule: 'CT-6.2.7' });
        return { call: EVENTS, locals: eventsLocals(events) };
      },
    ],
    [
      'redraw',
      (ctx, f) => ({
        call: EVENTS,
        locals: eventsLocals(draw(ctx.state, Number(f.locals.mulliganPlayer), 5, 'CT-6.2.7')),
        then: '6.2.7 mulligan',
      }),
    ],
    [
      '6.2.8 partners face up',
      (ctx) => {
        const s = ctx.state;
        // Turned face up by the procedure itself, not as an event: "when this becomes face up" does not trigger.
        for (const p of s.players)
          for (const id of s.zones[zoneKey('partner', p.id)] ?? []) writableStatus(s.objects[id]).face = 'up';
        delete s.data.inSetup;
        s.version++;
        ctx.sink.log({ rule: 'CT-6.2.8', message: 'partners are revealed (no triggers)', turn: 0 });
        return { done: null };
      },
    ],
  ]);
}
