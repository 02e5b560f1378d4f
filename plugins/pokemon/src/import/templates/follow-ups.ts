import { E } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { countHeads, defender, variable } from './program-parts.js';

/*
 * Sentences that refer back to the one before them ("If all of them are heads", "That Pokémon"):
 * read only together with that sentence, so that what they refer to is known.
 */

/**
 * "Flip 3 coins. This attack does 40 damage times the number of heads. If all of them are heads,
 * <clause>." — the clause reads the same coins as the damage (PK-II-B02).
 */
export const coinsTimesDamageAllHeads: SentenceTemplate<AttackPart> = {
  id: 'flip-coins-damage-times-heads-if-all-heads',
  patterns: [
    'Flip {n:count} coins. This attack does {d:number} damage times the number of heads. ' +
      'If all of them are heads, {all:clause}',
  ],
  build: (s, ctx) => {
    const clause = ctx.clause(s.text.all);
    const keys = clause ? Object.keys(clause) : [];
    if (!clause?.effects || keys.some((k) => k !== 'effects')) return null;
    return {
      damageText: [
        ...countHeads(s.number.n, 'heads'),
        { do: 'set', var: 'damage', value: E.op('mul', s.number.d, variable('heads')) },
      ],
      effects: [{ do: 'if', cond: E.eq(variable('heads'), s.number.n), then: clause.effects }],
    };
  },
};

/** "Your opponent's Active Pokémon is now Poisoned. That Pokémon can't retreat during your opponent's next turn." */
export const conditionedCantRetreat: SentenceTemplate<AttackPart> = {
  id: 'opponent-active-condition-cant-retreat',
  patterns: [
    "Your opponent's Active Pokémon is now {c:conditions}. " +
      "That Pokémon can't retreat during your opponent's next turn.",
  ],
  build: (s) => ({
    effects: [
      ...s.conditions.c.map((condition) => ({ do: 'inflict', target: defender, condition })),
      // PK-II-C14 / PK-II-E01: a modifier on the Defending Pokémon for the opponent's next turn.
      {
        do: 'continuous',
        targets: defender,
        effect: {
          affects: { objects: [] },
          duration: { kind: 'duringTurn', turnsFromNow: 1 },
          parts: [{ layer: 'modifiers', op: { kind: 'set', key: 'cantRetreat', value: true } }],
        },
      },
    ],
  }),
};

/**
 * "Your opponent's Active Pokémon is now Poisoned. Put 3 damage counters instead of 1 on that
 * Pokémon between turns." — a special Poison (PK-II-E16), which a normal Poison later overwrites.
 */
export const specialPoison: SentenceTemplate<AttackPart> = {
  id: 'special-poison',
  patterns: [
    "Your opponent's Active Pokémon is now Poisoned. " +
      'Put {n:count} damage counters instead of 1 on that Pokémon between turns.',
    "Your opponent's Active Pokémon is now {c:conditions}. " +
      'Put {n:count} damage counters instead of 1 on that Pokémon between turns.',
  ],
  build: (s) => {
    const conditions = s.conditions.c ?? ['poisoned'];
    if (!conditions.includes('poisoned') || s.number.n < 2) return null;
    return {
      effects: conditions.map((condition) =>
        condition === 'poisoned'
          ? { do: 'inflict', target: defender, condition, counters: s.number.n }
          : { do: 'inflict', target: defender, condition },
      ),
    };
  },
};

/**
 * "Flip a coin. If tails, this attack does nothing. If heads, <clause>." — the attack fails on
 * tails (PK-II-D01), so the clause runs whenever the attack goes on.
 */
export const failsOnTailsElse: SentenceTemplate<AttackPart> = {
  id: 'fails-on-tails-if-heads',
  patterns: ['Flip a coin. If tails, this attack does nothing. If heads, {heads:clause}'],
  build: (s, ctx) => {
    const clause = ctx.clause(s.text.heads);
    if (!clause?.effects || Object.keys(clause).some((k) => k !== 'effects')) return null;
    return {
      failCheck: [
        { do: 'coin', into: 'heads' },
        { do: 'if', cond: E.op('not', variable('heads')), then: [{ do: 'attackFails' }] },
      ],
      effects: clause.effects,
    };
  },
};

/** Sentences read with the one before them: tried before the single sentences they start with. */
export const FOLLOW_UP_TEMPLATES = [coinsTimesDamageAllHeads, conditionedCantRetreat, specialPoison, failsOnTailsElse];
