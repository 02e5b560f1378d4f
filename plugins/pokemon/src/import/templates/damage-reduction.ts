import type { Expr } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { defender } from './program-parts.js';

/** A damage-calculation modifier on a Pokémon until the end of the opponent's next turn (PK-A01.DC2 / DC5). */
function modifierNextTurn(target: Expr, key: 'dc2All' | 'dc5All', amount: number): AttackPart {
  return {
    effects: [
      {
        do: 'continuous',
        targets: target,
        effect: {
          affects: { objects: [] },
          duration: { kind: 'duringTurn', turnsFromNow: 1 },
          parts: [{ layer: 'modifiers', op: { kind: 'add', key, amount } }],
        },
      },
    ],
  };
}

/** "… any damage done by attacks from the Defending Pokémon is reduced by 20 (before applying W and R)." (DC2). */
export const defenderDoesLess: SentenceTemplate<AttackPart> = {
  id: 'defender-damage-reduced-next-turn',
  patterns: [
    "During your opponent's next turn, any damage done by attacks from the Defending Pokémon is reduced by " +
      '{n:number} (before applying Weakness and Resistance).',
    "During your opponent's next turn, attacks used by the Defending Pokémon do {n:number} less damage " +
      '(before applying Weakness and Resistance).',
  ],
  build: (s) => modifierNextTurn(defender, 'dc2All', -s.number.n),
};

/** "… any damage done to this Pokémon by attacks is reduced by 20 (after applying W and R)." (DC5). */
export const selfTakesLess: SentenceTemplate<AttackPart> = {
  id: 'self-damage-reduced-next-turn',
  patterns: [
    "During your opponent's next turn, any damage done to this Pokémon by attacks is reduced by {n:number} " +
      '(after applying Weakness and Resistance).',
    "During your opponent's next turn, this Pokémon takes {n:number} less damage from attacks " +
      '(after applying Weakness and Resistance).',
  ],
  build: (s) => modifierNextTurn({ ref: 'self' }, 'dc5All', -s.number.n),
};

/** "During your opponent's next turn, this Pokémon takes 40 more damage from attacks (after …)." (DC5). */
export const selfTakesMore: SentenceTemplate<AttackPart> = {
  id: 'self-takes-more-next-turn',
  patterns: [
    "During your opponent's next turn, this Pokémon takes {n:number} more damage from attacks " +
      '(after applying Weakness and Resistance).',
    "During your opponent's next turn, this Pokémon takes {n:number} more damage from attacks.",
  ],
  build: (s) => modifierNextTurn({ ref: 'self' }, 'dc5All', s.number.n),
};

export const DAMAGE_REDUCTION_TEMPLATES = [defenderDoesLess, selfTakesLess, selfTakesMore];
