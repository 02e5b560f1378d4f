import { type Operator } from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { cardNameContains } from '../cards/card-name.js';
import { charaOf, charasOf, isChara, isPartner, pose, faceUp, list, stacked, battleOf } from './board.js';
import { harmonicsValues } from './harmonics.js';

/**
 * Operators the ChaosTCG card texts use. Each declares the state it reads besides zones and
 * characteristics: face, pose, stacking role and loyalty are status keys; stacking (level and set
 * cards on a chara, a chara's own place in a stack) is attachments.
 */
export function chaosOperators(cards: ChaosCards): Operator[] {
  return [
    {
      name: 'isPartner',
      stateReads: ['attachments'],
      evaluate: ([id], ctx) => typeof id === 'string' && !!ctx.state.objects[id] && isPartner(ctx.state, id),
    },
    {
      name: 'isChara',
      stateReads: ['status:stackRole', 'attachments'],
      evaluate: ([id], ctx) => typeof id === 'string' && isChara(ctx.state, id),
    },
    {
      name: 'faceUp',
      stateReads: ['status:face'],
      evaluate: ([id], ctx) => typeof id === 'string' && !!ctx.state.objects[id] && faceUp(ctx.state, id),
    },
    {
      name: 'pose',
      stateReads: ['status:pose'],
      evaluate: ([id], ctx) => (typeof id === 'string' && ctx.state.objects[id] ? pose(ctx.state, id) : null),
    },
    {
      name: 'levelCards',
      stateReads: ['attach:level'],
      evaluate: ([id], ctx) =>
        typeof id === 'string' && ctx.state.objects[id] ? stacked(ctx.state, id, 'level').length : 0,
    },
    {
      name: 'charaCount',
      stateReads: ['status:stackRole', 'attachments'],
      evaluate: ([p], ctx) => (typeof p === 'number' ? charasOf(ctx.state, p).length : 0),
    },
    {
      name: 'printedType',
      stateReads: [],
      evaluate: ([id], ctx) => (typeof id === 'string' ? (cards.of(ctx.state, id)?.type ?? null) : null),
    },
    { name: 'phase', stateReads: ['timing'], evaluate: (_a, ctx) => ctx.state.turn.phase },
    /**
     * A chara's role in the current battle: 'attack', 'guard' or null. The roles last until right after the
     * battle end step's expiry step (CT-8.8.1), so "at the end of the battle" abilities still see them. It
     * reads the battle kept in the game data, which no event writes: undeclared reads (everything).
     */
    {
      name: 'battleRole',
      evaluate: ([id], ctx) => {
        const b = battleOf(ctx.state);
        if (!b || typeof id !== 'string') return null;
        if (b.guard === id) return 'guard';
        return b.attacker === id && b.participants.includes(id) ? 'attack' : null;
      },
    },
    /** A chara's loyalty: its loyalty cards among its level cards (CT-13.13.1). */
    {
      name: 'loyalty',
      stateReads: ['status:loyalty', 'attach:level'],
      evaluate: ([id], ctx) =>
        typeof id === 'string' && ctx.state.objects[id]
          ? stacked(ctx.state, id, 'level').filter((l) => ctx.state.objects[l].status.loyalty === true).length
          : 0,
    },
    /** Whether a card shares a work title with its master's partner (CT-13.12.1). */
    {
      name: 'sharesPartnerWork',
      // Work titles can change by effects: a selector using this depends on them (CT-9.8.11).
      reads: ['work'],
      stateReads: ['status:stackRole', 'attachments'],
      evaluate: ([id], ctx) => {
        const o = typeof id === 'string' ? ctx.state.objects[id] : undefined;
        const partner = o ? charaOf(ctx.state, o.master, 'partner') : null;
        if (!o || !partner) return false;
        const works = list(ctx.characteristics(partner).work);
        return list(ctx.characteristics(id as string).work).some((w) => works.includes(w));
      },
    },
    /**
     * Whether a card's card name contains a phrase (CT-4.2.3, triple angle brackets), both without their spaces
     * (CT-2.1.4). A card that has left its zone is read as it last existed, like the core's `char`.
     */
    {
      name: 'cardNameContains',
      reads: ['cardName'],
      stateReads: [],
      evaluate: ([id, phrase], ctx) => {
        if (typeof id !== 'string' || typeof phrase !== 'string') return false;
        const name = ctx.state.objects[id]
          ? ctx.characteristics(id).cardName
          : ctx.state.lastKnown[id]?.characteristics.cardName;
        return typeof name === 'string' && cardNameContains(name, phrase);
      },
    },
    /** A card's "original" (printed) info: its base definition and printed numbers (CT-3.8.3, CT-13.9.2). */
    {
      name: 'original',
      stateReads: ['status:face', 'status:stackRole', 'attachments'],
      evaluate: ([id, key], ctx) => {
        if (typeof id !== 'string' || typeof key !== 'string') return null;
        const card = cards.of(ctx.state, id);
        if (!card) return null;
        const base = cards.baseDefinition(card);
        if (key in base) return base[key] ?? null;
        // CT-13.9.2: the "original" attack / durability of a ハーモニクス chara is the value after ハーモニクス only.
        if (card.append.includes('harmonics') && (key === 'attack' || key === 'durability') && isChara(ctx.state, id)) {
          return harmonicsValues(ctx.state, id, (o) => ctx.characteristics(o))[key];
        }
        const printed: Record<string, number | undefined> = {
          attack: card.partnerLevels?.[0]?.attack ?? card.attack,
          durability: card.partnerLevels?.[0]?.durability ?? card.durability,
          attackMod: card.attackMod,
          durabilityMod: card.durabilityMod,
        };
        return printed[key] ?? null;
      },
    },
  ];
}
