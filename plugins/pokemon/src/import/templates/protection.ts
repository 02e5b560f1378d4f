import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { defender } from './program-parts.js';

/** A modifier flag set on a Pokémon during a later turn: the opponent's next (1), or your next (2). */
function flagged(target: typeof defender, flags: string[], turnsFromNow = 1): AttackPart {
  return {
    effects: [
      {
        do: 'continuous',
        targets: target,
        effect: {
          affects: { objects: [] },
          duration: { kind: 'duringTurn', turnsFromNow },
          parts: flags.map((key) => ({ layer: 'modifiers', op: { kind: 'set', key, value: true } })),
        },
      },
    ],
  };
}

/** "Prevent all effects of attacks, including damage, done to this Pokémon during your opponent's next turn." */
export const preventAllSelf: SentenceTemplate<AttackPart> = {
  id: 'prevent-all-effects-next-turn',
  patterns: [
    "Prevent all effects of attacks, including damage, done to this Pokémon during your opponent's next turn.",
    "Prevent all damage and effects of attacks done to this Pokémon during your opponent's next turn.",
  ],
  build: () => flagged({ ref: 'self' }, ['noAttackDamage', 'noAttackEffects']),
};

/** "Prevent all damage done to this Pokémon by attacks during your opponent's next turn." */
export const preventDamageSelf: SentenceTemplate<AttackPart> = {
  id: 'prevent-damage-next-turn',
  patterns: [
    "Prevent all damage done to this Pokémon by attacks during your opponent's next turn.",
    "Prevent all damage done to this Pokémon during your opponent's next turn.",
  ],
  build: () => flagged({ ref: 'self' }, ['noAttackDamage']),
};

/** "The Defending Pokémon can't retreat during your opponent's next turn." (PK-II-C14). */
export const defenderCantRetreat: SentenceTemplate<AttackPart> = {
  id: 'defender-cant-retreat',
  patterns: [
    "The Defending Pokémon can't retreat during your opponent's next turn.",
    "During your opponent's next turn, the Defending Pokémon can't retreat.",
  ],
  build: () => flagged(defender, ['cantRetreat']),
};

/** "The Defending Pokémon can't attack during your opponent's next turn." (PK-II-C15). */
export const defenderCantAttack: SentenceTemplate<AttackPart> = {
  id: 'defender-cant-attack',
  patterns: [
    "The Defending Pokémon can't attack during your opponent's next turn.",
    "During your opponent's next turn, the Defending Pokémon can't attack.",
  ],
  build: () => flagged(defender, ['cantAttack']),
};

/** "This Pokémon can't attack during your next turn." — the attacker's own next turn (two turns from now). */
export const selfCantAttackNextTurn: SentenceTemplate<AttackPart> = {
  id: 'self-cant-attack-next-turn',
  patterns: ["This Pokémon can't attack during your next turn.", "During your next turn, this Pokémon can't attack."],
  build: () => flagged({ ref: 'self' }, ['cantAttack'], 2),
};

/**
 * "This Pokémon can't use Blast Burn during your next turn." — only the attack named is barred, in
 * the attacker's own next turn (PK-II-E02): a modifier takes it out of the Pokémon's attacks.
 */
export const selfCantUseAttack: SentenceTemplate<AttackPart> = {
  id: 'self-cant-use-attack-next-turn',
  patterns: [
    "This Pokémon can't use {a:text} during your next turn.",
    "During your next turn, this Pokémon can't use {a:text}.",
  ],
  build: (s) => ({
    effects: [
      {
        do: 'continuous',
        targets: { ref: 'self' },
        effect: {
          affects: { objects: [] },
          duration: { kind: 'duringTurn', turnsFromNow: 2 },
          parts: [{ layer: 'modifiers', op: { kind: 'removeFrom', key: 'attacks', values: { list: [s.text.a] } } }],
        },
      },
    ],
  }),
};

/** "During your opponent's next turn, this Pokémon has no Weakness." — for that turn only (PK-II-E01). */
export const selfNoWeakness: SentenceTemplate<AttackPart> = {
  id: 'self-no-weakness-next-turn',
  patterns: ["During your opponent's next turn, this Pokémon has no Weakness."],
  build: () => ({
    effects: [
      {
        do: 'continuous',
        targets: { ref: 'self' },
        effect: {
          affects: { objects: [] },
          duration: { kind: 'duringTurn', turnsFromNow: 1 },
          parts: [{ layer: 'modifiers', op: { kind: 'set', key: 'weakness', value: null } }],
        },
      },
    ],
  }),
};

export const PROTECTION_TEMPLATES = [
  preventAllSelf,
  preventDamageSelf,
  defenderCantRetreat,
  defenderCantAttack,
  selfCantAttackNextTurn,
  selfCantUseAttack,
  selfNoWeakness,
];
