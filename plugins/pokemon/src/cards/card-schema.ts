import { z } from 'zod';
import { AbilityDefinitionSchema, CardTextsSchema, ProgramSchema, type Expr } from '@tcgkit/core';
import { NOT_ON_POKEMON } from '../game/effects-on-pokemon.js';

/**
 * Energy and Pokémon types (their icons were lost in the transcription; letters are used):
 * G Grass, R Fire, W Water, L Lightning, P Psychic, F Fighting, D Darkness, M Metal, Y Fairy,
 * N Dragon, C Colorless.
 */
export const EnergyType = z.enum(['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M', 'Y', 'N', 'C']);
export type EnergyType = z.infer<typeof EnergyType>;

/** An attack (PK-A01): cost, printed damage with its marker, and programs for its text. */
export const AttackSchema = z
  .object({
    name: z.string().min(1),
    cost: z.array(EnergyType),
    /** The number printed to the right of the attack name (0 when none). */
    damage: z.number().int().nonnegative().default(0),
    /** The marker after the number: `+`, `x` or `-` (PK-II-B01–B03). */
    marker: z.enum(['+', 'x', '-']).optional(),
    text: z.string().optional(),
    /**
     * A failure condition in the attack's own text ("flip a coin; if tails, this attack fails"),
     * run right after the Confusion check; `{ do: 'attackFails' }` fails the attack (PK-II-D01).
     */
    failCheck: ProgramSchema.optional(),
    /**
     * "This attack can be used even …" (PK-II-E27): during the first player's first turn, while
     * the Pokémon is Asleep. It lifts only the rule it names.
     */
    usableEven: z.array(z.enum(['firstPlayersFirstTurn', 'asleep'])).optional(),
    /** "Before doing damage" text (PK-A01.7, PK-II-E09). */
    beforeDamage: ProgramSchema.optional(),
    /** Damage-calculation text (DC1): sets the variable `damage` from `base`. */
    damageText: ProgramSchema.optional(),
    /** Effects other than damage, in printed order (PK-A01.9). */
    effects: ProgramSchema.optional(),
    /** "Don't apply Weakness and Resistance" (PK-II-B06). */
    ignoreWeaknessResistance: z.boolean().optional(),
    /** "This attack's damage isn't affected by Resistance." (Weakness still applies). */
    ignoreResistance: z.boolean().optional(),
    /** "Don't apply effects on the Defending Pokémon" (PK-II-B07). */
    ignoreDefenderEffects: z.boolean().optional(),
    /** "Choose 1 of the Defending Pokémon's attacks and use it as this attack" (PK-II-C18). */
    copies: z.literal('defender').optional(),
    /** Damage this attack also does to the attacker (PK-II-B09). */
    selfDamage: z.number().int().nonnegative().optional(),
  })
  .strict();
export type Attack = z.infer<typeof AttackSchema>;

/** One printing of a card: its set's code in exported deck lists (`ptcgoCode`) and its number in the set. */
export const CardPrintSchema = z.object({ set: z.string().min(1), number: z.string().min(1) }).strict();
export type CardPrint = z.infer<typeof CardPrintSchema>;

const base = {
  id: z.string().min(1),
  name: z.string().min(1),
  /** The printings this card stands for (reprints are one card): a deck list may name any as `Name SET 12`. */
  prints: z.array(CardPrintSchema).optional(),
  /** A Legend-series card or a reprint of one: legal in the Legend regulation (PK-LG-01; Energy need not say). */
  legendLegal: z.boolean().optional(),
  abilities: z.array(AbilityDefinitionSchema).optional(),
  text: z.string().optional(),
  /** Its name and texts in other languages (field path → text). */
  i18n: CardTextsSchema.optional(),
};

/** A Pokémon card (PK-A). */
export const PokemonCardSchema = z
  .object({
    ...base,
    kind: z.literal('pokemon'),
    /** `levelUp`: a LV.X card, put on the Active Pokémon named in `evolvesFrom` (PK-PR-10). */
    stage: z.enum(['basic', 'stage1', 'stage2', 'levelUp']),
    evolvesFrom: z.string().optional(),
    hp: z.number().int().positive(),
    types: z.array(EnergyType).min(1),
    weakness: z
      .object({ type: EnergyType, value: z.literal(2) })
      .strict()
      .optional(),
    resistance: z
      .object({ type: EnergyType, value: z.union([z.literal(20), z.literal(30)]) })
      .strict()
      .optional(),
    retreat: z.number().int().nonnegative(),
    attacks: z.array(AttackSchema).default([]),
    /**
     * DP-era names of its Abilities (PK-X-05): a Poké-Power is declared ("can use"), a Poké-Body
     * works on its own. Abilities not listed are plain Abilities (特性).
     */
    abilityLabels: z.record(z.string(), z.enum(['pokePower', 'pokeBody'])).optional(),
    /** The Ability boxes as printed, name and text, for people (what they do is in `abilities`). */
    abilityText: z.array(z.object({ name: z.string().min(1), text: z.string().min(1) }).strict()).optional(),
    /**
     * Rule tags: EX (2 Prizes when Knocked Out), LV.X, BREAK, MEGA (a Mega Evolution: evolving into
     * it ends its owner's turn).
     */
    tags: z.array(z.enum(['EX', 'LVX', 'BREAK', 'MEGA'])).default([]),
  })
  .strict()
  .refine((c) => (c.stage === 'basic') === (c.evolvesFrom === undefined), {
    message: 'a Basic has no evolvesFrom; an evolution names it',
    path: ['evolvesFrom'],
  });

/** A Trainer card (PK-B): Item (Pokémon Tools are Items), Supporter, Stadium. */
export const TrainerCardSchema = z
  .object({
    ...base,
    kind: z.literal('trainer'),
    trainerType: z.enum(['item', 'tool', 'supporter', 'stadium']),
    /** What playing it does (Items and Supporters; Stadiums work through their abilities). */
    effect: ProgramSchema.optional(),
    /** A condition for playing it (PK-B01.2 step 1), e.g. a Pokémon to heal must exist. */
    playableIf: z.custom<Expr>().optional(),
  })
  .strict();

/** An Energy card (PK-C): basic (one of its type) or special (its own provision). */
export const EnergyCardSchema = z
  .object({
    ...base,
    kind: z.literal('energy'),
    energyKind: z.enum(['basic', 'special']),
    /** The Energy units it provides while attached (Double Colorless: [C, C]). */
    provides: z.array(EnergyType).min(1),
    /** Provides every type while attached (Rainbow Energy, PK-II-D08); Colorless otherwise. */
    allTypesWhileAttached: z.boolean().optional(),
    /**
     * Provides 1 Energy of any one of these types while attached;
     * what `provides` says otherwise (Blend Energy, PK-II-D07).
     */
    typesWhileAttached: z.array(EnergyType).min(1).optional(),
  })
  .strict();

/**
 * The flags this ruleset reads on a continuous effect. The core takes any string as a flag (it names no game's
 * concepts), so a misspelt one would be ignored in silence and the effect would count as on the Pokémon.
 */
export const CONTINUOUS_EFFECT_FLAGS: readonly string[] = [NOT_ON_POKEMON];

/**
 * Reports each unknown flag of a continuous effect anywhere in a card: a static ability's, or one a program
 * creates (`do: continuous`), however deeply nested. A continuous effect is found by its shape (`affects` and
 * `parts`), so every place the core or an instruction embeds one is covered without listing them.
 */
function checkEffectFlags(value: unknown, path: (string | number)[], ctx: z.RefinementCtx): void {
  if (Array.isArray(value)) {
    value.forEach((v: unknown, i) => checkEffectFlags(v, [...path, i], ctx));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const o = value as Record<string, unknown>;
  if ('affects' in o && 'parts' in o && Array.isArray(o.flags))
    o.flags.forEach((flag: unknown, i) => {
      if (typeof flag === 'string' && !CONTINUOUS_EFFECT_FLAGS.includes(flag))
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'flags', i],
          message: `unknown continuous effect flag "${flag}" (known: ${CONTINUOUS_EFFECT_FLAGS.join(', ')})`,
        });
    });
  for (const [key, v] of Object.entries(o)) checkEffectFlags(v, [...path, key], ctx);
}

export const PokemonTcgCardSchema = z
  .union([PokemonCardSchema, TrainerCardSchema, EnergyCardSchema])
  .superRefine((card, ctx) => checkEffectFlags(card, [], ctx));
export type PokemonCard = z.infer<typeof PokemonCardSchema>;
export type TrainerCard = z.infer<typeof TrainerCardSchema>;
export type EnergyCard = z.infer<typeof EnergyCardSchema>;
export type PokemonTcgCard = z.infer<typeof PokemonTcgCardSchema>;
