import { E, type Expr } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { choose, variable } from './program-parts.js';

const damaged = E.op('gt', E.op('counter', E.card, 'damage'), 0);
const ownDamaged = (zone: string | string[]) => ({ zone, player: E.controller, where: damaged });
const anyOwnDamaged = (zone: string | string[]) => E.op('gt', E.op('len', { select: ownDamaged(zone) }), 0);

/** "Heal 30 damage from 1 of your Pokémon." / "… 1 of your Benched Pokémon." (PK-II-C06). */
export const healOne: SentenceTemplate<AttackPart> = {
  id: 'heal-one-own-pokemon',
  patterns: [
    'Heal {n:number} damage from {k:count} of your Pokémon.',
    'Heal {n:number} damage from {b:count} of your Benched Pokémon.',
  ],
  build: (s, ctx) => {
    if ((s.number.k ?? s.number.b) !== 1) return null;
    const zone = s.number.b !== undefined ? 'bench' : ['active', 'bench'];
    return {
      effects: [
        // Only a damaged Pokémon can be healed; with none, nothing happens.
        choose(ownDamaged(zone), 'healed', `${ctx.attack ?? ctx.card}: heal ${s.number.n} damage`, 'PK-II-C06', 0),
        { do: 'heal', target: variable('healed'), amount: s.number.n },
      ],
      playableIf: anyOwnDamaged(zone),
    };
  },
};

/** "Heal 10 damage from each of your Pokémon." */
export const healEach: SentenceTemplate<AttackPart> = {
  id: 'heal-each-own-pokemon',
  patterns: [
    'Heal {n:number} damage from each of your Pokémon.',
    'Heal {b:number} damage from each of your Benched Pokémon.',
  ],
  build: (s) => ({
    effects: [
      {
        do: 'heal',
        target: { select: { zone: s.number.b !== undefined ? 'bench' : ['active', 'bench'], player: E.controller } },
        amount: s.number.n ?? s.number.b,
      },
    ],
  }),
};

/**
 * "Heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon.":
 * the damage the attack did at its damage step (after Weakness, Resistance and effects).
 */
export const healAsDealt: SentenceTemplate<AttackPart> = {
  id: 'heal-self-damage-dealt',
  patterns: ["Heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon."],
  build: () => ({ effects: [{ do: 'heal', target: E.self, amount: variable('dealt') }] }),
};

/** "Discard an Energy attached to this Pokémon and heal all damage from it." (PK-II-C06). */
export const discardEnergyHealAll: SentenceTemplate<AttackPart> = {
  id: 'discard-energy-heal-all-self',
  patterns: ['Discard {n:count} Energy attached to this Pokémon and heal all damage from it.'],
  build: (s) => ({
    effects: [
      { do: 'discardEnergy', from: E.self, amount: s.number.n },
      { do: 'heal', target: E.self, all: true },
    ],
  }),
};

/** Every Special Condition recovered from a Pokémon (PK-F.2: the Checkup's recovery writes the same). */
const recover = (target: Expr) =>
  (['poisoned', 'burned', 'asleep', 'paralyzed', 'confused'] as const).map((key) => ({
    do: 'status',
    card: target,
    key,
    value: null,
  }));

/**
 * "Heal 30 damage and remove all Special Conditions from this Pokémon." and "… from 1 of your
 * Pokémon." (PK-II-C06): a Pokémon without damage may still be chosen, for its Special Conditions.
 */
export const healAndRecover: SentenceTemplate<AttackPart> = {
  id: 'heal-and-remove-special-conditions',
  patterns: [
    'Heal {n:number} damage and remove all Special Conditions from this Pokémon.',
    'Heal {n:number} damage and remove all Special Conditions from {k:count} of your Pokémon.',
  ],
  build: (s, ctx) => {
    if (s.number.k === undefined)
      return { effects: [{ do: 'heal', target: E.self, amount: s.number.n }, ...recover(E.self)] };
    if (s.number.k !== 1) return null;
    const chosen = variable('healed');
    return {
      effects: [
        choose(
          { zone: ['active', 'bench'], player: E.controller },
          'healed',
          `${ctx.attack ?? ctx.card}: heal ${s.number.n} damage and remove Special Conditions`,
          'PK-II-C06',
        ),
        { do: 'heal', target: chosen, amount: s.number.n },
        ...recover(chosen),
      ],
    };
  },
};

export const HEALING_TEMPLATES = [healOne, healEach, healAsDealt, discardEnergyHealAll, healAndRecover];
