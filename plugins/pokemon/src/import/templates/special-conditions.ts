import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { defender } from './program-parts.js';

/** "Your opponent's Active Pokémon is now Paralyzed and Poisoned." (PK-F). */
export const nowConditioned: SentenceTemplate<AttackPart> = {
  id: 'opponent-active-now-condition',
  patterns: ["Your opponent's Active Pokémon is now {c:conditions}.", 'The Defending Pokémon is now {c:conditions}.'],
  build: (s) => ({ effects: s.conditions.c.map((condition) => ({ do: 'inflict', target: defender, condition })) }),
};

/** "This Pokémon is now Asleep." — the attacker's own condition. */
export const selfNowConditioned: SentenceTemplate<AttackPart> = {
  id: 'self-now-condition',
  patterns: ['This Pokémon is now {c:conditions}.'],
  build: (s) => ({
    effects: s.conditions.c.map((condition) => ({ do: 'inflict', target: { ref: 'self' }, condition })),
  }),
};

export const SPECIAL_CONDITION_TEMPLATES = [nowConditioned, selfNowConditioned];
