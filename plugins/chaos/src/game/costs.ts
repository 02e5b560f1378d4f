import {
  procedure,
  EVENTS,
  eventsLocals,
  zoneKey,
  type Expr,
  type GameEvent,
  type GameState,
  type JsonObject,
  type ObjectId,
  type PlayerId,
  type RunContext,
  type DecisionOption,
  cardContext,
} from '@tcgkit/core';
import type { CostItem } from '../cards/card-schema.js';
import type { ChaosCards } from '../cards/card-index.js';
import { friendsOf, handOf, pose, stacked, charasOf, faceUp, isChara } from './board.js';

export const PAY_COST = 'chaos.payCost';

/**
 * Cards that cannot be chosen to pay a cost (CT-14.4.1): "cannot be used as a cost" cards and
 * ハーモニクス charas (CT-13.9.3).
 */
function usableForCost(cards: ChaosCards, s: GameState, id: ObjectId): boolean {
  const c = cards.get(s.objects[id].def);
  // ハーモニクス forbids it while the card is a chara, face down included — not from the hand or the WR.
  return !c.keywords.includes('cannotBeCost') && !(c.append.includes('harmonics') && isChara(s, id));
}

/**
 * Whether a card may pay a cost item with a condition (`where`, the candidate is `{ ref: 'card' }`).
 * `self` and `source` are the card being paid for, so that a condition can say "your *other*
 * charas" (`{ op: 'ne', args: [{ ref: 'card' }, { ref: 'self' }] }`).
 */
const matches = (
  ctx: RunContext,
  id: ObjectId,
  player: PlayerId,
  where: Expr | undefined,
  self: ObjectId | null,
): boolean =>
  // Stryker disable next-line ConditionalExpression: equivalent: the evaluator passes no condition too
  where === undefined || ctx.svc.evaluator.test(where, cardContext(ctx, self, player, { card: id }));

/** The cards a cost item may be paid with. */
function candidates(
  ctx: RunContext,
  cards: ChaosCards,
  item: CostItem,
  player: PlayerId,
  self: ObjectId | null,
): ObjectId[] {
  const s = ctx.state;
  switch (item.do) {
    // Items paid by the card itself or by all charas choose no cards: `payable` and 'choose cards' never ask.
    // Stryker disable all: equivalent, because never reached
    case 'rest':
    case 'reverse':
    case 'damageOwnCharas':
      return [];
    // Stryker restore all
    case 'restFriends':
      return friendsOf(s, player).filter((id) => id !== self && pose(s, id) === 'stand' && usableForCost(cards, s, id));
    case 'discard':
    case 'handToBackyard':
    case 'reveal':
      // The card being played is never part of its own cost.
      return handOf(s, player).filter(
        (id) =>
          id !== self &&
          ('where' in item ? matches(ctx, id, player, item.where, self) : true) &&
          usableForCost(cards, s, id),
      );
    case 'levelToWr':
      return self ? stacked(s, self, 'level').filter((id) => usableForCost(cards, s, id)) : [];
    case 'wrToBackyard':
      return [...(s.zones[zoneKey('wr', player)] ?? [])].filter((id) => usableForCost(cards, s, id));
    // The partner can never pay a cost that moves it out of its area (CT-3.12.2).
    case 'charaToWr':
      return friendsOf(s, player).filter(
        (id) => matches(ctx, id, player, item.where, self) && usableForCost(cards, s, id),
      );
  }
}

/** Items whose cards leave the place they are taken from (or stop standing), so a card pays one of them only. */
const CONSUMING: ReadonlySet<CostItem['do']> = new Set<CostItem['do']>([
  'restFriends',
  'discard',
  'handToBackyard',
  'levelToWr',
  'wrToBackyard',
  'charaToWr',
]);

/** The ways to take `n` of `ids` (n is a cost item's count: small). */
function picksOf(ids: ObjectId[], n: number): ObjectId[][] {
  // Stryker disable next-line EqualityOperator: equivalent, because `n < 0` adds picks holding one card more (or an
  // undefined) to the right ones, and a search over a superset of the used cards finds the same ways to pay
  if (n <= 0) return [[]];
  const out: ObjectId[][] = [];
  for (let i = 0; i + n <= ids.length; i++)
    for (const rest of picksOf(ids.slice(i + 1), n - 1)) out.push([ids[i], ...rest]);
  return out;
}

/**
 * Whether `items` can all be paid, in order, without using a card in `used` or one card for two
 * items that each take their cards away (CT-4.2.7.4: a cost is paid in full or not at all — one
 * hand card cannot be both the card discarded and the card put into the backyard).
 */
function payable(
  ctx: RunContext,
  cards: ChaosCards,
  items: readonly CostItem[],
  player: PlayerId,
  self: ObjectId | null,
  used: ReadonlySet<ObjectId>,
): boolean {
  const s = ctx.state;
  const [item, ...rest] = items;
  if (!item) return true;
  switch (item.do) {
    case 'rest':
      if (!self || !s.objects[self] || pose(s, self) !== 'stand' || !usableForCost(cards, s, self)) return false;
      return payable(ctx, cards, rest, player, self, used);
    case 'reverse':
      if (!self || !s.objects[self] || pose(s, self) === 'reverse' || !usableForCost(cards, s, self)) return false;
      return payable(ctx, cards, rest, player, self, used);
    case 'damageOwnCharas':
      return payable(ctx, cards, rest, player, self, used);
    default:
      break;
  }
  const options = candidates(ctx, cards, item, player, self).filter((id) => !used.has(id));
  if (options.length < item.count) return false;
  if (!CONSUMING.has(item.do)) return payable(ctx, cards, rest, player, self, used);
  return picksOf(options, item.count).some((pick) =>
    payable(ctx, cards, rest, player, self, new Set([...used, ...pick])),
  );
}

/** Whether a whole cost can be paid now (CT-4.2.7.4: never partially). */
export function canPay(
  ctx: RunContext,
  cards: ChaosCards,
  items: readonly CostItem[],
  player: PlayerId,
  self: ObjectId | null,
): boolean {
  // A "you may" item need not be payable: declining it still pays the cost (CT-4.2.7.3).
  return payable(
    ctx,
    cards,
    items.filter((x) => x.may !== true),
    player,
    self,
    new Set(),
  );
}

const cardOptions = (s: GameState, ids: ObjectId[]): DecisionOption[] =>
  ids.map((id) => ({ key: `${s.objects[id].def}:${id}`, label: s.objects[id].def, value: id }));

interface PayLocals {
  player: PlayerId;
  self: ObjectId | null;
  items: CostItem[];
  i: number;
  picks: ObjectId[] | null;
  /** The answer to a "you may" item (CT-4.2.7.3), null before it is asked. */
  mayPay: boolean | null;
}

/**
 * Pays a cost item by item in printed order (CT-9.5.3.5), asking for the cards to use. The caller
 * has checked that all of it can be paid. Returns whether it was paid; an action a replacement
 * changed still counts as paid (CT-9.9.1.1).
 */
export function payCostProcedure(cards: ChaosCards) {
  return procedure<PayLocals>(PAY_COST, [
    // CT-4.2.7.3: an item reading "you may …" is offered; one that cannot be paid is not done.
    [
      'next item',
      (ctx, f) => {
        const l = f.locals;
        const item = l.items[l.i];
        if (!item) return { done: true };
        if (item.may !== true || l.mayPay !== null) return { goto: 'choose cards' };
        if (!canPay(ctx, cards, [{ ...item, may: false }], l.player, l.self)) return { goto: 'may answer' };
        return {
          ask: {
            player: l.player,
            kind: 'choose',
            prompt: `cost.may.${item.do}`,
            rule: 'CT-4.2.7.3',
            options: [
              { key: 'yes', label: `pay ${item.do}`, value: true },
              { key: 'no', label: `do not (the cost still counts as paid)`, value: false },
            ],
          },
          into: 'mayPay',
        };
      },
    ],
    [
      'may answer',
      (_ctx, f) => {
        const l = f.locals;
        if (l.mayPay === true) return { next: true };
        l.i++;
        l.mayPay = null;
        return { goto: 'next item' };
      },
    ],
    [
      'choose cards',
      (ctx, f) => {
        const l = f.locals;
        const item = l.items[l.i];
        if (item.do === 'rest' || item.do === 'reverse' || item.do === 'damageOwnCharas') return { goto: 'pay' };
        // A card whose use would leave a later item unpayable is not offered (CT-4.2.7.4).
        const later = l.items.slice(l.i + 1).filter((x) => x.may !== true);
        const all = candidates(ctx, cards, item, l.player, l.self);
        const options =
          item.count === 1 && CONSUMING.has(item.do)
            ? all.filter((id) => payable(ctx, cards, later, l.player, l.self, new Set([id])))
            : all;
        if (options.length < item.count) return { done: false };
        if (options.length === item.count) {
          l.picks = options;
          return { goto: 'pay' };
        }
        return {
          ask: {
            player: l.player,
            kind: 'select',
            prompt: `cost.${item.do}`,
            rule: 'CT-9.5.3.5',
            min: item.count,
            max: item.count,
            options: cardOptions(ctx.state, options),
          },
          into: 'picks',
        };
      },
    ],
    [
      'pay',
      (ctx, f) => {
        const l = f.locals;
        const item = l.items[l.i++];
        const picks = l.picks ?? [];
        l.picks = null;
        l.mayPay = null;
        const s = ctx.state;
        const rule = 'CT-4.2.8';
        let events: GameEvent[] = [];
        switch (item.do) {
          case 'rest':
            events = [{ kind: 'status', card: l.self, key: 'pose', value: 'rest', rule: 'CT-4.4.1' }];
            break;
          case 'reverse':
            events = [{ kind: 'status', card: l.self, key: 'pose', value: 'reverse', rule: 'CT-4.4.1' }];
            break;
          case 'restFriends':
            events = picks.map((card) => ({ kind: 'status', card, key: 'pose', value: 'rest', rule }));
            break;
          case 'discard':
          case 'levelToWr':
          case 'charaToWr':
            events = picks.map((card) => ({
              kind: 'move',
              card,
              to: zoneKey('wr', s.objects[card].owner),
              position: 'top',
              rule,
            }));
            break;
          case 'wrToBackyard':
          case 'handToBackyard':
            events = picks.map((card) => ({
              kind: 'move',
              card,
              to: zoneKey('backyard', l.player),
              position: 'top',
              rule,
            }));
            break;
          case 'reveal':
            events = picks.map((card) => ({ kind: 'reveal', card, rule }));
            // They return to hidden when the play finishes (CT-3.11.9).
            s.data.revealedForCost = [
              // Stryker disable next-line ArrayDeclaration: equivalent, because phaseEnding skips an id that is no card
              ...(Array.isArray(s.data.revealedForCost) ? (s.data.revealedForCost as string[]) : []),
              ...picks,
            ];
            break;
          // A cost that deals damage is not an effect; a chara turned face down by it turns by rule (CT-14.4.2).
          case 'damageOwnCharas':
            events = charasOf(s, l.player)
              // Stryker disable next-line MethodExpression: equivalent, because damage to a face-down chara is not
              // dealt (CT-3.11.6); leaving them out keeps the log to what happens
              .filter((c) => faceUp(s, c.id))
              .map((c) => ({ kind: 'damage', target: c.id, amount: item.amount, source: null, tags: ['cost'], rule }));
            break;
        }
        // Stryker disable next-line ConditionalExpression: equivalent, because an empty batch performs nothing
        if (events.length === 0) return { goto: 'next item' };
        // Stryker disable next-line BooleanLiteral: equivalent, because no cost event makes a player lose
        return { call: EVENTS, locals: eventsLocals(events, true), then: 'next item' };
      },
    ],
  ]);
}

/** Locals for paying a cost. */
export const payLocals = (player: PlayerId, self: ObjectId | null, items: readonly CostItem[]): JsonObject => ({
  player,
  self,
  items: [...items] as unknown as JsonObject[],
  i: 0,
  picks: null,
  mayPay: null,
});
