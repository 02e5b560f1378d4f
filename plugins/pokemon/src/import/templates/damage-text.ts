import { E } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { addDamage, addSelfDamage, defender, variable } from './program-parts.js';

/** "This attack does 30 more damage." — the clause of a coin flip or a condition. */
export const moreDamage: SentenceTemplate<AttackPart> = {
  id: 'more-damage',
  patterns: ['This attack does {d:number} more damage.'],
  build: (s) => ({ damageText: [addDamage(s.number.d)] }),
};

/** "Flip a coin. If tails, this attack does nothing." — the attack fails (PK-II-D01). */
export const failsOnTails: SentenceTemplate<AttackPart> = {
  id: 'fails-on-tails',
  patterns: ['Flip a coin. If tails, this attack does nothing.'],
  build: () => ({
    failCheck: [
      { do: 'coin', into: 'heads' },
      { do: 'if', cond: E.op('not', variable('heads')), then: [{ do: 'attackFails' }] },
    ],
  }),
};

/** "This attack does 20 more damage for each Fire Energy attached to this Pokémon." */
export const moreForEachOwnEnergy: SentenceTemplate<AttackPart> = {
  id: 'more-damage-each-own-energy',
  patterns: [
    'This attack does {d:number} more damage for each {t:type} Energy attached to this Pokémon.',
    'This attack does {d:number} more damage for each Energy attached to this Pokémon.',
  ],
  build: (s) => ({
    damageText: [addDamage(E.op('mul', s.number.d, E.op('energyUnits', E.self, s.type.t ?? 'C')))],
  }),
};

/** "This attack does 20 more damage times the amount of Energy attached to both Active Pokémon." */
export const moreForEnergyOnBoth: SentenceTemplate<AttackPart> = {
  id: 'more-damage-energy-both-active',
  patterns: ['This attack does {d:number} more damage times the amount of Energy attached to both Active Pokémon.'],
  build: (s) => ({
    damageText: [
      addDamage(
        E.op('mul', s.number.d, E.op('add', E.op('energyUnits', E.self, 'C'), E.op('energyUnits', defender, 'C'))),
      ),
    ],
  }),
};

/** "This attack does 20 damage times the amount of Energy attached to this Pokémon." (a × attack). */
export const timesOwnEnergy: SentenceTemplate<AttackPart> = {
  id: 'damage-times-own-energy',
  patterns: ['This attack does {d:number} damage times the amount of Energy attached to this Pokémon.'],
  build: (s) => ({
    damageText: [{ do: 'set', var: 'damage', value: E.op('mul', s.number.d, E.op('energyUnits', E.self, 'C')) }],
  }),
};

/** "This attack does 20 more damage for each damage counter on your opponent's Active Pokémon." */
export const moreForEachCounter: SentenceTemplate<AttackPart> = {
  id: 'more-damage-each-counter',
  patterns: [
    "This attack does {d:number} more damage for each damage counter on your opponent's Active Pokémon.",
    'This attack does {d:number} more damage for each damage counter on the Defending Pokémon.',
    // The older spelling of the same text, without "This attack".
    "Does {d:number} more damage for each damage counter on your opponent's Active Pokémon.",
  ],
  build: (s) => ({ damageText: [addDamage(E.op('mul', s.number.d, E.op('damageCounters', defender)))] }),
};

/** "This attack does 10 damage times the number of damage counters on this Pokémon." etc. */
export const moreForEachOwnCounter: SentenceTemplate<AttackPart> = {
  id: 'more-damage-each-own-counter',
  patterns: ['This attack does {d:number} more damage for each damage counter on this Pokémon.'],
  build: (s) => ({ damageText: [addDamage(E.op('mul', s.number.d, E.op('damageCounters', E.self)))] }),
};

/** "This attack does 10 damage times the number of damage counters on this Pokémon." (a × attack). */
export const timesOwnCounters: SentenceTemplate<AttackPart> = {
  id: 'damage-times-own-counters',
  patterns: ['This attack does {d:number} damage times the number of damage counters on this Pokémon.'],
  build: (s) => ({
    damageText: [{ do: 'set', var: 'damage', value: E.op('mul', s.number.d, E.op('damageCounters', E.self)) }],
  }),
};

/** "This attack does 20 damage times the number of your Benched Pokémon." and the "more" form. */
export const forEachBenched: SentenceTemplate<AttackPart> = {
  id: 'damage-each-benched',
  patterns: [
    'This attack does {d:number} damage times the number of your Benched Pokémon.',
    'This attack does {d:number} damage for each of your Benched Pokémon.',
    "This attack does {o:number} damage times the number of your opponent's Benched Pokémon.",
    "This attack does {o:number} damage for each of your opponent's Benched Pokémon.",
  ],
  build: (s) => {
    const own = s.number.d !== undefined;
    const count = E.op('zoneCount', 'bench', own ? E.controller : E.opponent);
    return { damageText: [{ do: 'set', var: 'damage', value: E.op('mul', own ? s.number.d : s.number.o, count) }] };
  },
};

/** "If your opponent's Active Pokémon is a Grass Pokémon, this attack does 20 more damage." */
export const moreVsType: SentenceTemplate<AttackPart> = {
  id: 'more-damage-vs-type',
  patterns: ["If your opponent's Active Pokémon is a {t:type} Pokémon, this attack does {d:number} more damage."],
  build: (s) => ({
    damageText: [{ do: 'if', cond: E.op('has', E.char(defender, 'types'), s.type.t), then: [addDamage(s.number.d)] }],
  }),
};

/** "If your opponent's Active Pokémon already has any damage counters on it, this attack does 50 more damage." */
export const moreVsDamaged: SentenceTemplate<AttackPart> = {
  id: 'more-damage-vs-damaged',
  patterns: [
    "If your opponent's Active Pokémon already has any damage counters on it, this attack does {d:number} more damage.",
    "If your opponent's Active Pokémon has any damage counters on it, this attack does {d:number} more damage.",
  ],
  build: (s) => ({
    damageText: [{ do: 'if', cond: E.op('gt', E.op('damageCounters', defender), 0), then: [addDamage(s.number.d)] }],
  }),
};

/** "If this Pokémon has any damage counters on it, this attack does 40 more damage." */
export const moreIfSelfDamaged: SentenceTemplate<AttackPart> = {
  id: 'more-damage-if-self-damaged',
  patterns: ['If this Pokémon has any damage counters on it, this attack does {d:number} more damage.'],
  build: (s) => ({
    damageText: [{ do: 'if', cond: E.op('gt', E.op('damageCounters', E.self), 0), then: [addDamage(s.number.d)] }],
  }),
};

/** "If your opponent's Active Pokémon is a Pokémon-EX, this attack does 30 more damage." */
export const moreVsEx: SentenceTemplate<AttackPart> = {
  id: 'more-damage-vs-ex',
  patterns: ["If your opponent's Active Pokémon is a Pokémon-EX, this attack does {d:number} more damage."],
  build: (s) => ({
    damageText: [{ do: 'if', cond: E.op('has', E.char(defender, 'tags'), 'EX'), then: [addDamage(s.number.d)] }],
  }),
};

/** "This attack's damage isn't affected by Weakness or Resistance." (PK-II-B06). */
export const ignoresWeaknessResistance: SentenceTemplate<AttackPart> = {
  id: 'ignores-weakness-resistance',
  patterns: ["This attack's damage isn't affected by Weakness or Resistance."],
  build: () => ({ ignoreWeaknessResistance: true }),
};

/** "This attack's damage isn't affected by Resistance." — Weakness still applies. */
export const ignoresResistance: SentenceTemplate<AttackPart> = {
  id: 'ignores-resistance',
  patterns: ["This attack's damage isn't affected by Resistance."],
  build: () => ({ ignoreResistance: true }),
};

/** "This attack's damage isn't affected by any effects on your opponent's Active Pokémon." (PK-II-B07). */
export const ignoresDefenderEffects: SentenceTemplate<AttackPart> = {
  id: 'ignores-defender-effects',
  patterns: [
    "This attack's damage isn't affected by any effects on your opponent's Active Pokémon.",
    "This attack's damage isn't affected by any effects on the Defending Pokémon.",
  ],
  build: () => ({ ignoreDefenderEffects: true }),
};

/** "You may do 30 more damage. If you do, this Pokémon does 30 damage to itself." — the attacker's choice. */
export const mayMoreWithSelfDamage: SentenceTemplate<AttackPart> = {
  id: 'may-more-damage-self-damage',
  patterns: ['You may do {m:number} more damage. If you do, this Pokémon does {d:number} damage to itself.'],
  build: (s, ctx) => ({
    damageText: [
      {
        do: 'may',
        prompt: `${ctx.attack ?? ctx.card}: ${s.number.m} more damage and ${s.number.d} to itself?`,
        rule: 'PK-II-B09',
        then: [addDamage(s.number.m), addSelfDamage(s.number.d)],
      },
    ],
  }),
};

/** "This Pokémon does 10 damage to itself." (PK-II-B09). */
export const selfDamage: SentenceTemplate<AttackPart> = {
  id: 'self-damage',
  patterns: ['This Pokémon does {d:number} damage to itself.'],
  build: (s) => ({ selfDamage: s.number.d }),
};

export const DAMAGE_TEXT_TEMPLATES = [
  moreDamage,
  failsOnTails,
  moreForEachOwnEnergy,
  moreForEachCounter,
  moreForEachOwnCounter,
  timesOwnCounters,
  moreForEnergyOnBoth,
  timesOwnEnergy,
  forEachBenched,
  moreVsType,
  moreVsDamaged,
  moreIfSelfDamaged,
  moreVsEx,
  ignoresWeaknessResistance,
  ignoresResistance,
  ignoresDefenderEffects,
  mayMoreWithSelfDamage,
  selfDamage,
];
