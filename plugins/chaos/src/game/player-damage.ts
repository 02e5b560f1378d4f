import {
  procedure,
  EVENT,
  eventLocals,
  eventResult,
  zoneKey,
  type JsonObject,
  type ObjectId,
  type PlayerId,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { sameCardName } from '../cards/card-name.js';
import { deckOf, partnerOf, chars, text } from './board.js';
import { AUTO_LEVEL_UP, mayLevelUp } from './level-up.js';

export const DAMAGE_PLAYER = 'chaos.damagePlayer';

interface DamageLocals {
  player: PlayerId;
  amount: number;
  source: ObjectId | null;
  battle: boolean;
  remaining: number;
  top: ObjectId | null;
  auto: boolean | null;
}

/**
 * Damage to a player (CT-3.14.4): the damage passes the event pipeline (replacements may change
 * it), then one card at a time moves from the top of the deck to the WR. With no card left the
 * player loses at the next check timing (CT-3.14.5, CT-1.2.4). A card with the partner's card name
 * may instead auto-level-up the partner, which cancels the rest (CT-3.14.6, CT-10.4).
 */
export function damagePlayerProcedure(cards: ChaosCards) {
  return procedure<DamageLocals>(DAMAGE_PLAYER, [
    [
      'deal',
      (_ctx, f) => {
        const l = f.locals;
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'playerDamage',
            player: l.player,
            amount: l.amount,
            source: l.source,
            battle: l.battle,
            rule: 'CT-3.14.4',
          }),
        };
      },
    ],
    [
      'amount dealt',
      (_ctx, f) => {
        const l = f.locals;
        const r = eventResult(f.locals.$ret);
        // A replacement may have sent the damage to the other player (CT-9.9.1): whoever the
        // damage event was dealt to is the player whose deck is milled.
        const dealt = r.outcomes.find((o) => typeof o.amount === 'number' && typeof o.player === 'number');
        if (dealt) l.player = Number(dealt.player);
        l.remaining = dealt ? Number(dealt.amount) : 0;
        return { next: true };
      },
    ],
    [
      'move the top card',
      (ctx, f) => {
        const l = f.locals;
        if (l.remaining <= 0 || ctx.state.result) return { done: null };
        const top = deckOf(ctx.state, l.player)[0];
        if (!top) {
          ctx.sink.log({
            rule: 'CT-3.14.5',
            message: `player ${l.player} must put a card from an empty deck into the WR`,
            turn: ctx.state.turn.number,
          });
          return {
            call: EVENT,
            locals: eventLocals({
              kind: 'playerData',
              player: l.player,
              key: 'damageDeckOut',
              value: true,
              rule: 'CT-3.14.5',
            }),
            then: 'done',
          };
        }
        l.top = top;
        const partner = partnerOf(ctx.state, l.player);
        const card = cards.get(ctx.state.objects[top].def);
        // CT-2.1.4: the card names compare without their spaces.
        const samePartnerName =
          partner !== null && cards.isCharaCard(card.id) && sameCardName(card.name, text(chars(ctx, partner).cardName));
        if (samePartnerName && mayLevelUp(ctx, cards, partner, true)) {
          return {
            ask: {
              player: l.player,
              kind: 'choose',
              prompt: 'autoLevelUp',
              params: { card: card.id },
              rule: 'CT-3.14.6',
              options: [
                { key: 'yes', label: `auto level up with ${card.id}`, value: true },
                { key: 'no', label: 'put it into the WR', value: false },
              ],
            },
            into: 'auto',
            then: 'auto level up?',
          };
        }
        return { goto: 'to the WR' };
      },
    ],
    [
      'auto level up?',
      (_ctx, f) => {
        const l = f.locals;
        if (l.auto !== true) return { goto: 'to the WR' };
        l.auto = null;
        return { call: AUTO_LEVEL_UP, locals: { player: l.player, card: l.top }, then: 'damage cancel' };
      },
    ],
    // CT-10.4.3 step 5: whatever of this damage remains becomes 0.
    [
      'damage cancel',
      (ctx, f) => {
        const l = f.locals;
        ctx.sink.log({
          rule: 'CT-10.4.3',
          message: `damage cancel: ${l.remaining - 1} remaining damage to player ${l.player} becomes 0`,
          turn: ctx.state.turn.number,
        });
        l.remaining = 0;
        return { done: null };
      },
    ],
    [
      'to the WR',
      (_ctx, f) => {
        const l = f.locals;
        l.remaining--;
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card: l.top,
            to: zoneKey('wr', l.player),
            position: 'top',
            rule: 'CT-3.14.4',
          }),
          then: 'move the top card',
        };
      },
    ],
    ['done', () => ({ done: null })],
  ]);
}

/** Locals for dealing damage to a player. */
export const damagePlayerLocals = (
  player: PlayerId,
  amount: number,
  source: ObjectId | null,
  battle: boolean,
): JsonObject => ({ player, amount, source, battle, remaining: 0, top: null, auto: null }) satisfies DamageLocals;
