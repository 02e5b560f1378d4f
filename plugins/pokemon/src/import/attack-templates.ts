import type { AttackPart, SentenceTemplate } from './sentence-template.js';
import { COIN_TEMPLATES } from './templates/coin-flips.js';
import { DAMAGE_TEXT_TEMPLATES } from './templates/damage-text.js';
import { SPECIAL_CONDITION_TEMPLATES } from './templates/special-conditions.js';
import { ATTACK_EFFECT_TEMPLATES } from './templates/attack-effects.js';
import { SWITCHING_TEMPLATES } from './templates/switching.js';
import { PROTECTION_TEMPLATES } from './templates/protection.js';
import { CARDS_IN_HAND_TEMPLATES } from './templates/cards-in-hand.js';
import { DAMAGE_REDUCTION_TEMPLATES } from './templates/damage-reduction.js';
import { HEALING_TEMPLATES } from './templates/healing.js';
import { DISCARD_FROM_DECK_TEMPLATES } from './templates/discard-from-deck.js';
import { DAMAGE_CONDITION_TEMPLATES } from './templates/damage-conditions.js';
import { ENERGY_MOVE_TEMPLATES } from './templates/energy-moves.js';
import { FOLLOW_UP_TEMPLATES } from './templates/follow-ups.js';

/**
 * The sentence templates of attack texts and Trainer effects, in the order they are tried:
 * templates of several sentences before the single sentences they contain.
 */
export const EFFECT_TEMPLATES: readonly SentenceTemplate<AttackPart>[] = [
  ...FOLLOW_UP_TEMPLATES,
  ...DAMAGE_TEXT_TEMPLATES.filter((t) => t.id === 'fails-on-tails'),
  ...COIN_TEMPLATES,
  ...CARDS_IN_HAND_TEMPLATES,
  ...DAMAGE_TEXT_TEMPLATES.filter((t) => t.id !== 'fails-on-tails'),
  ...SPECIAL_CONDITION_TEMPLATES,
  ...ATTACK_EFFECT_TEMPLATES,
  ...SWITCHING_TEMPLATES,
  ...PROTECTION_TEMPLATES,
  ...DAMAGE_REDUCTION_TEMPLATES,
  ...HEALING_TEMPLATES,
  ...DISCARD_FROM_DECK_TEMPLATES,
  ...DAMAGE_CONDITION_TEMPLATES,
  ...ENERGY_MOVE_TEMPLATES,
];
