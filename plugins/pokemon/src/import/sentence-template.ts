import type { Expr, Program } from '@tcgkit/core';
import type { EnergyType } from '../cards/card-schema.js';

/** What translated sentences add to an attack: each field in the attack's own sense (see `AttackSchema`). */
export interface AttackPart {
  failCheck?: Program;
  damageText?: Program;
  beforeDamage?: Program;
  effects?: Program;
  selfDamage?: number;
  ignoreWeaknessResistance?: boolean;
  ignoreResistance?: boolean;
  ignoreDefenderEffects?: boolean;
  /** On a Trainer card: a condition for playing it (its `effects` become the card's effect). */
  playableIf?: Expr;
}

/** The typed values of a template's slots, by slot name. */
export interface Slots {
  number: Record<string, number>;
  type: Record<string, EnergyType>;
  conditions: Record<string, ConditionName[]>;
  text: Record<string, string>;
}

export type ConditionName = 'poisoned' | 'burned' | 'asleep' | 'paralyzed' | 'confused';

/** Where the sentence stands: the card and attack it is printed on, for prompts. */
export interface SentenceContext {
  card: string;
  attack?: string;
  /** Translates a clause (a sentence without its lead) with the same library, for templates that wrap one. */
  clause(text: string): AttackPart | null;
}

/**
 * A sentence template: a pattern of literal text with typed slots, and the program its sentences
 * build. The pattern covers whole sentences (one or several, e.g. "Flip a coin. If heads, …").
 * Slots are `{name:kind}`: `number` (digits), `count` (a, an, one… or digits), `type` (an Energy
 * type's name), `conditions` (Special Conditions joined by "and"), `clause` (the rest of the
 * sentence, translated by `SentenceContext.clause`). `[[…]]` is an optional part.
 */
export interface SentenceTemplate<P> {
  /** A short name for reports and tests. */
  id: string;
  /** The pattern (several spellings of one meaning: several patterns). */
  patterns: readonly string[];
  build(slots: Slots, ctx: SentenceContext): P | null;
}
