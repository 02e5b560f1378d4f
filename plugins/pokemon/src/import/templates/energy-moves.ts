import { E, type Expr } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { choose, energyCardWhere, variable } from './program-parts.js';

const first = (name: string): Expr => E.op('at', variable(name), 0);
const ownBench = { zone: 'bench', player: E.controller };
const hasBench = E.op('gt', E.op('zoneCount', 'bench', E.controller), 0);

/**
 * "Move an Energy from this Pokémon to 1 of your Benched Pokémon." (PK-II-C10): only from your
 * Pokémon to yours, and not at all without a Benched Pokémon — the Bench is chosen first.
 */
export const moveOwnEnergyToBench: SentenceTemplate<AttackPart> = {
  id: 'move-own-energy-to-bench',
  patterns: [
    'Move an Energy from this Pokémon to {n:count} of your Benched Pokémon.',
    'Move {e:count} {t:type} Energy from this Pokémon to {n:count} of your Benched Pokémon.',
  ],
  build: (s, ctx) => {
    if (s.number.n !== 1 || (s.number.e ?? 1) !== 1) return null;
    const energy = E.and(E.eq(E.op('attachedTo', E.card), E.self), energyCardWhere(s.type.t));
    return {
      effects: [
        {
          do: 'if',
          cond: hasBench,
          then: [
            choose(ownBench, 'to', `${ctx.attack ?? ctx.card}: move Energy to`, 'PK-II-C10'),
            choose(
              { zone: ['active', 'bench'], player: E.controller, includeAttached: true, where: energy },
              'energy',
              `${ctx.attack ?? ctx.card}: an Energy to move`,
              'PK-II-C10',
            ),
            { do: 'attach', card: first('energy'), to: first('to'), kind: 'energy' },
          ],
        },
      ],
    };
  },
};

/**
 * "Attach a Fire Energy card from your discard pile to 1 of your Benched Pokémon." (PK-II-C09):
 * your Energy goes to your own Pokémon; nothing happens without such a card or such a Pokémon.
 */
export const attachFromDiscard: SentenceTemplate<AttackPart> = {
  id: 'attach-energy-from-discard',
  patterns: [
    'Attach {e:count} {t:type} Energy card from your discard pile to {n:count} of your Benched Pokémon.',
    'Attach {e:count} basic Energy card from your discard pile to {n:count} of your Benched Pokémon.',
    'Attach {e:count} {t:type} Energy card from your discard pile to {m:count} of your Pokémon.',
  ],
  build: (s, ctx) => {
    if (s.number.e !== 1 || (s.number.n ?? s.number.m) !== 1) return null;
    const onBench = s.number.n !== undefined;
    const where = s.type.t ? energyCardWhere(s.type.t) : E.eq(E.char(E.card, 'energyKind'), 'basic');
    const to = onBench ? ownBench : { zone: ['active', 'bench'], player: E.controller };
    const found = E.op('gt', E.op('len', E.select({ zone: 'discard', player: E.controller, where })), 0);
    return {
      effects: [
        {
          do: 'if',
          cond: onBench ? E.and(hasBench, found) : found,
          then: [
            choose(
              { zone: 'discard', player: E.controller, where },
              'energy',
              `${ctx.attack ?? ctx.card}: an Energy card to attach`,
              'PK-II-C09',
            ),
            choose(to, 'to', `${ctx.attack ?? ctx.card}: attach it to`, 'PK-II-C09'),
            { do: 'attach', card: first('energy'), to: first('to'), kind: 'energy' },
          ],
        },
      ],
    };
  },
};

/** "Return 2 Water Energy attached to this Pokémon to your hand." — that many if it has them (PK-II-C02). */
export const returnOwnEnergy: SentenceTemplate<AttackPart> = {
  id: 'return-own-energy-to-hand',
  patterns: [
    'Return {n:count} {t:type} Energy attached to this Pokémon to your hand.',
    'Return {n:count} Energy attached to this Pokémon to your hand.',
  ],
  build: (s, ctx) => {
    const energy = E.and(E.eq(E.op('attachedTo', E.card), E.self), energyCardWhere(s.type.t));
    return {
      effects: [
        choose(
          { zone: ['active', 'bench'], player: E.controller, includeAttached: true, where: energy },
          'returned',
          `${ctx.attack ?? ctx.card}: Energy to return to your hand`,
          'PK-II-C02',
          s.number.n,
          s.number.n,
        ),
        { do: 'move', cards: variable('returned'), to: 'hand', rule: 'PK-II-C02' },
      ],
    };
  },
};

/** Energy moved between your own Pokémon, attached from your discard pile, or returned to your hand. */
export const ENERGY_MOVE_TEMPLATES = [moveOwnEnergyToBench, attachFromDiscard, returnOwnEnergy];
