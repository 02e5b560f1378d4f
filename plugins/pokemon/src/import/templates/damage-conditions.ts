import { E, type Expr } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { addDamage, defender } from './program-parts.js';

/** "N more damage" when a condition holds at the time of the damage text (PK-II-B01). */
const moreIf = (cond: Expr, amount: number): AttackPart => ({
  damageText: [{ do: 'if', cond, then: [addDamage(amount)] }],
});

/** The Special Conditions a Pokémon's status records (PK-F.2). */
const CONDITIONS = ['poisoned', 'burned', 'asleep', 'paralyzed', 'confused'] as const;

/** "If there is any Stadium card in play, this attack does 30 more damage." — either player's (PK-B03.1). */
export const moreIfStadium: SentenceTemplate<AttackPart> = {
  id: 'more-damage-if-stadium',
  patterns: ['If there is any Stadium card in play, this attack does {d:number} more damage.'],
  build: (s) => moreIf(E.op('gt', E.op('zoneCount', 'stadium'), 0), s.number.d),
};

/** "If this Pokémon has any Water Energy attached to it, this attack does 20 more damage." */
export const moreIfOwnTypedEnergy: SentenceTemplate<AttackPart> = {
  id: 'more-damage-if-own-typed-energy',
  patterns: ['If this Pokémon has any {t:type} Energy attached to it, this attack does {d:number} more damage.'],
  build: (s) => moreIf(E.op('gt', E.op('energyUnits', E.self, s.type.t), 0), s.number.d),
};

/** "If your opponent's Active Pokémon is affected by a Special Condition, this attack does 40 more damage." */
export const moreVsSpecialCondition: SentenceTemplate<AttackPart> = {
  id: 'more-damage-vs-special-condition',
  patterns: [
    "If your opponent's Active Pokémon is affected by a Special Condition, this attack does {d:number} more damage.",
    'If the Defending Pokémon is affected by a Special Condition, this attack does {d:number} more damage.',
  ],
  // A special Poison is recorded as its damage (a number), not `true`: any set value counts.
  build: (s) => moreIf(E.op('or', ...CONDITIONS.map((c) => E.op('status', defender, c))), s.number.d),
};

/** "If this Pokémon was on the Bench and became your Active Pokémon this turn, this attack does 60 more …" */
export const moreIfCameActive: SentenceTemplate<AttackPart> = {
  id: 'more-damage-if-came-active',
  patterns: [
    'If this Pokémon was on the Bench and became your Active Pokémon this turn, ' +
      'this attack does {d:number} more damage.',
    'If this Pokémon moved from your Bench to the Active Spot this turn, this attack does {d:number} more damage.',
  ],
  build: (s) => moreIf(E.op('thisTurn', E.op('status', E.self, 'cameActiveTurn')), s.number.d),
};

/** "If Lunatone is on your Bench, this attack does 30 more damage." — a Pokémon of that name on your Bench. */
export const moreIfNamedOnBench: SentenceTemplate<AttackPart> = {
  id: 'more-damage-if-named-on-bench',
  patterns: ['If {who:text} is on your Bench, this attack does {d:number} more damage.'],
  build: (s) => {
    // A name, not a phrase ("any of your Pokémon", "a Fire Pokémon"): one capitalised word or two.
    if (!/^[A-Z][\w'-]*(?: [A-Z][\w'-]*)?$/.test(s.text.who)) return null;
    const named = E.select({ zone: 'bench', player: E.controller, where: E.eq(E.char(E.card, 'name'), s.text.who) });
    return moreIf(E.op('gt', E.op('len', named), 0), s.number.d);
  },
};

/** "If your opponent's Active Pokémon has a Pokémon Tool card attached to it, this attack does 30 more damage." */
export const moreVsTool: SentenceTemplate<AttackPart> = {
  id: 'more-damage-vs-tool',
  patterns: [
    "If your opponent's Active Pokémon has a Pokémon Tool card attached to it, " +
      'this attack does {d:number} more damage.',
  ],
  build: (s) => {
    const tools = E.select({
      zone: 'active',
      player: E.opponent,
      includeAttached: true,
      where: E.and(E.eq(E.op('attachedTo', E.card), defender), E.eq(E.char(E.card, 'trainerType'), 'tool')),
    });
    return moreIf(E.op('gt', E.op('len', tools), 0), s.number.d);
  },
};

/** "If this Pokémon and your opponent's Active Pokémon have the same amount of Energy attached to them, …" */
export const moreIfSameEnergy: SentenceTemplate<AttackPart> = {
  id: 'more-damage-if-same-energy',
  patterns: [
    "If this Pokémon and your opponent's Active Pokémon have the same amount of Energy attached to them, " +
      'this attack does {d:number} more damage.',
  ],
  build: (s) => moreIf(E.eq(E.op('energyUnits', E.self, 'C'), E.op('energyUnits', defender, 'C')), s.number.d),
};

/**
 * "This attack does 100 damage minus 10 damage for each damage counter on this Pokémon." (a −
 * attack, PK-II-B03): never below 0.
 */
export const minusOwnCounters: SentenceTemplate<AttackPart> = {
  id: 'damage-minus-own-counters',
  patterns: ['This attack does {d:number} damage minus {m:number} damage for each damage counter on this Pokémon.'],
  build: (s) => ({
    damageText: [
      {
        do: 'set',
        var: 'damage',
        value: E.op('max', 0, E.op('sub', s.number.d, E.op('mul', s.number.m, E.op('damageCounters', E.self)))),
      },
    ],
  }),
};

/** Damage that depends on the board at the time of the damage text. */
export const DAMAGE_CONDITION_TEMPLATES = [
  moreIfStadium,
  moreIfOwnTypedEnergy,
  moreVsSpecialCondition,
  moreIfCameActive,
  moreIfNamedOnBench,
  moreVsTool,
  moreIfSameEnergy,
  minusOwnCounters,
];
