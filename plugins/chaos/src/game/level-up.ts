import {
  procedure,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  zoneKey,
  type GameEvent,
  type GameState,
  type ObjectId,
  type PlayerId,
  type RunContext,
  movedCard,
  requiredLocal,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { sameCardName } from '../cards/card-name.js';
import { canPay, PAY_COST, payLocals } from './costs.js';
import { handOf, partnerOf, faceUp, pose, chars, list, stacked, text } from './board.js';

export const LEVEL_UP = 'chaos.levelUp';
export const AUTO_LEVEL_UP = 'chaos.autoLevelUp';

/**
 * The shared middle of every level up (CT-10.3.2 steps 3–6, CT-10.3.3.2 steps 5–8, CT-10.4.2):
 * face up, stand, cumulative damage 0, then the card becomes a level card under the chara.
 */
export function levelUpEvents(s: GameState, chara: ObjectId, card: ObjectId, rule: string): GameEvent[] {
  const events: GameEvent[] = [];
  // No snapshot: a face-down → face-up trigger reads the card's info while face up, i.e. after (CT-9.6.9).
  if (!faceUp(s, chara)) events.push({ kind: 'status', card: chara, key: 'face', value: 'up', rule });
  if (pose(s, chara) !== 'stand') events.push({ kind: 'status', card: chara, key: 'pose', value: 'stand', rule });
  const dmg = s.objects[chara].counters.damage ?? 0;
  if (dmg > 0) events.push({ kind: 'counter', card: chara, key: 'damage', amount: -dmg, rule });
  events.push({ kind: 'attach', card, to: chara, attachKind: 'level', rule });
  return events;
}

/**
 * Whether a chara may level up at all: not a unit (CT-14.5.3), not BETA (CT-13.3.3), no "cannot level up" (CT-10.3.4).
 */
export function mayLevelUp(ctx: RunContext, cards: ChaosCards, chara: ObjectId, auto: boolean): boolean {
  const c = chars(ctx, chara);
  const kw = list(c.keywords);
  const card = cards.get(ctx.state.objects[chara].def);
  if (card.costs.unit || card.append.includes('beta')) return false;
  return !kw.includes(auto ? 'cannotAutoLevelUp' : 'cannotLevelUp');
}

/**
 * Partner level-up options: hand chara cards with the partner's card name (without spaces, CT-2.1.4) whose cost
 * can be paid (CT-10.3.2).
 */
export function partnerLevelUpCards(ctx: RunContext, cards: ChaosCards, p: PlayerId): ObjectId[] {
  const partner = partnerOf(ctx.state, p);
  if (!partner || cards.get(ctx.state.objects[partner].def).type === 'extra' || !mayLevelUp(ctx, cards, partner, false))
    return [];
  const name = text(chars(ctx, partner).cardName);
  return handOf(ctx.state, p).filter((id) => {
    const c = cards.get(ctx.state.objects[id].def);
    return cards.isCharaCard(c.id) && sameCardName(c.name, name) && canPay(ctx, cards, c.costs.levelUp ?? [], p, id);
  });
}

/**
 * Extra level-up options: (extra chara, hidden extra card of the same card name, CT-2.1.4) pairs with a hand card
 * to pay (CT-10.3.3).
 */
export function extraLevelUpPairs(
  ctx: RunContext,
  cards: ChaosCards,
  p: PlayerId,
  extraCharas: ObjectId[],
): { chara: ObjectId; card: ObjectId }[] {
  const s = ctx.state;
  const out: { chara: ObjectId; card: ObjectId }[] = [];
  for (const chara of extraCharas) {
    if (!mayLevelUp(ctx, cards, chara, false)) continue;
    const name = text(chars(ctx, chara).cardName);
    for (const id of s.zones[zoneKey('extra', p)] ?? []) {
      const c = cards.get(s.objects[id].def);
      if (!sameCardName(c.name, name) || s.objects[id].revealedTo.length >= s.players.length || !c.extraCost) continue;
      const payable = handOf(s, p).some((h) =>
        c.extraCost!.conditions.some((cond) => cards.meets(cards.baseDefinition(cards.get(s.objects[h].def)), cond, c)),
      );
      if (payable) out.push({ chara, card: id });
    }
  }
  return out;
}

interface LevelLocals {
  player: PlayerId;
  args: { kind: 'partner'; card: ObjectId } | { kind: 'extra'; chara: ObjectId; card: ObjectId };
  /** The level card once it is in the resolution zone (a new object, CT-10.3.2). */
  card?: ObjectId;
  /** The chara levelled up. */
  chara?: ObjectId | null;
  /** The hand card paid for an extra chara's level up (CT-10.3.3.1). */
  pay?: ObjectId;
}

interface AutoLevelLocals {
  player: PlayerId;
  /** The milled card that becomes a level card (CT-10.4.2). */
  card: ObjectId;
  partner?: ObjectId | null;
}

/** The level-up action (CT-7.4.2.3, once per turn): a partner (CT-10.3.2) or an extra chara (CT-10.3.3). */
export function levelUpProcedure(cards: ChaosCards) {
  return procedure<LevelLocals>(LEVEL_UP, [
    [
      "use the turn's level up",
      (ctx, f) => {
        const l = f.locals;
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'playerData',
            player: l.player,
            key: 'levelledUp',
            value: true,
            rule: 'CT-7.4.2.3',
          }),
        };
      },
    ],
    [
      '1: to the resolution zone',
      (ctx, f) => {
        const l = f.locals;
        l.chara = l.args.kind === 'partner' ? partnerOf(ctx.state, l.player) : l.args.chara;
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card: l.args.card,
            to: zoneKey('resolution', l.player),
            rule: l.args.kind === 'partner' ? 'CT-10.3.2' : 'CT-10.3.3',
          }),
        };
      },
    ],
    [
      '2: pay the cost',
      (ctx, f) => {
        const l = f.locals;
        const moved = movedCard(f.locals.$ret);
        if (!moved) return { done: null };
        l.card = moved;
        const card = cards.get(ctx.state.objects[l.card].def);
        if (l.args.kind === 'partner')
          return { call: PAY_COST, locals: payLocals(l.player, l.card, card.costs.levelUp ?? []) };
        // CT-10.3.3.1: put a hand card meeting one of the extra cost's card conditions into the WR.
        const ok = handOf(ctx.state, l.player).filter((h) =>
          card.extraCost!.conditions.some((c) =>
            cards.meets(cards.baseDefinition(cards.get(ctx.state.objects[h].def)), c, card),
          ),
        );
        if (ok.length === 0) return { goto: 'cancel' };
        if (ok.length === 1) {
          f.locals.pay = ok[0];
          return { goto: 'pay extra cost' };
        }
        return {
          ask: {
            player: l.player,
            kind: 'choose',
            prompt: 'levelUp.cost',
            rule: 'CT-10.3.3.1',
            options: ok.map((id) => ({
              key: `${ctx.state.objects[id].def}:${id}`,
              label: ctx.state.objects[id].def,
              value: id,
            })),
          },
          into: 'pay',
          then: 'pay extra cost',
        };
      },
    ],
    [
      '3–6: level up',
      (ctx, f) => {
        const l = f.locals;
        if (f.locals.$ret === false) return { goto: 'cancel' };
        const rule = l.args.kind === 'partner' ? 'CT-10.3.2' : 'CT-10.3.3.2';
        return {
          call: EVENTS,
          locals: eventsLocals(
            levelUpEvents(ctx.state, requiredLocal(l.chara, 'chara'), requiredLocal(l.card, 'card'), rule),
          ),
          then: '7: triggers',
        };
      },
    ],
    [
      'pay extra cost',
      (ctx, f) => {
        const pay = requiredLocal(f.locals.pay, 'pay');
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card: pay,
            to: zoneKey('wr', ctx.state.objects[pay].owner),
            position: 'top',
            rule: 'CT-10.3.3.1',
          }),
          then: '3–6: level up',
        };
      },
    ],
    [
      '7: triggers',
      (ctx, f) => {
        const l = f.locals;
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'levelUp',
            card: requiredLocal(l.chara, 'chara'),
            auto: false,
            rule: l.args.kind === 'partner' ? 'CT-10.3.2' : 'CT-10.3.3.2',
          }),
          then: 'done',
        };
      },
    ],
    // The card was not levelled up: it returns to where it came from, hidden again (CT-9.5.3.7, CT-10.3.3.1).
    [
      'cancel',
      (ctx, f) => {
        const l = f.locals;
        const back = l.args.kind === 'partner' ? zoneKey('hand', l.player) : zoneKey('extra', l.player);
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'move', card: requiredLocal(l.card, 'card'), to: back, rule: 'CT-9.5.3.7' }),
          then: 'conceal',
        };
      },
    ],
    [
      'conceal',
      (ctx, f) => {
        const moved = movedCard(f.locals.$ret);
        if (!moved) return { done: null };
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'conceal', card: moved, rule: 'CT-10.3.3.1' }),
          then: 'done',
        };
      },
    ],
    ['done', () => ({ done: null })],
  ]);
}

/**
 * Auto level up (CT-10.4.2–10.4.3): steps 1–4 make the milled card a level card of the partner,
 * step 5 cancels the rest of this damage, step 6 lets "when auto-levelled up" triggers wait.
 */
export function autoLevelUpProcedure() {
  return procedure<AutoLevelLocals>(AUTO_LEVEL_UP, [
    [
      '1–4: level card',
      (ctx, f) => {
        const partner = partnerOf(ctx.state, f.locals.player);
        f.locals.partner = partner;
        if (!partner) return { done: false };
        return {
          call: EVENTS,
          locals: eventsLocals(levelUpEvents(ctx.state, partner, f.locals.card, 'CT-10.4.2')),
        };
      },
    ],
    [
      '6: triggers',
      (ctx, f) => ({
        call: EVENT,
        locals: eventLocals({
          kind: 'levelUp',
          card: requiredLocal(f.locals.partner, 'partner'),
          auto: true,
          rule: 'CT-10.4.3',
        }),
        then: 'done',
      }),
    ],
    ['done', () => ({ done: true })],
  ]);
}

/** Level cards a chara has (for views and tests). */
export const levelCardsOf = (s: GameState, chara: ObjectId): ObjectId[] => stacked(s, chara, 'level');
