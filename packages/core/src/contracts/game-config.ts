import { z } from 'zod';
import { EffectPartSchema, type ContinuousEffectSpec } from './continuous-effect.js';
import { DurationSchema } from './duration.js';

/** A card placed at the start, with optional overrides (for scenarios and puzzles). */
export interface CardPlacement {
  def: string;
  counters?: Record<string, number>;
  status?: Record<string, unknown>;
  /** Cards attached to / stacked under this one, with their attachment kind. */
  attached?: (CardPlacement & { kind: string })[];
  /** Players this card (in a hidden zone) has been revealed to. */
  revealedTo?: number[];
  /** Continuous effects earlier turns left on this card (no source; controller: the owner unless said). */
  effects?: StartEffect[];
  /** Its once-per-turn abilities already used this turn (ability ids). */
  usedThisTurn?: string[];
}

/** A continuous effect a start position puts on a card: its processings, duration, flags and controller. */
export type StartEffect = Omit<ContinuousEffectSpec, 'affects'> & { controller?: number };

// The ops' and durations' schemas are typed by their output; a start effect's input is the same JSON.
const StartEffectSchema = z
  .object({
    parts: z.array(EffectPartSchema).min(1),
    duration: DurationSchema.optional(),
    flags: z.array(z.string()).optional(),
    controller: z.number().int().nonnegative().optional(),
  })
  .strict() as unknown as z.ZodType<StartEffect, StartEffect>;

// One shape for a placement and an attached placement (which adds its `kind`): two strict objects,
// so that the JSON Schema emitted for editors (`tcgkit schema`) accepts what zod accepts — a strict
// object intersected with another would refuse the other's keys there.
const placementShape = () => ({
  def: z.string().min(1),
  counters: z.record(z.string(), z.number().int()).optional(),
  status: z.record(z.string(), z.any()).optional(),
  attached: z.array(AttachedPlacementSchema).optional(),
  revealedTo: z.array(z.number().int().nonnegative()).optional(),
  effects: z.array(StartEffectSchema).optional(),
  usedThisTurn: z.array(z.string().min(1)).optional(),
});
const AttachedPlacementSchema: z.ZodType<CardPlacement & { kind: string }, CardPlacement & { kind: string }> = z.lazy(
  () => z.object({ ...placementShape(), kind: z.string().min(1) }).strict(),
);

export const CardPlacementSchema: z.ZodType<CardPlacement, CardPlacement> = z.lazy(() =>
  z.object(placementShape()).strict(),
);

/**
 * How a game starts: the seed, each player's cards by starting zone (top first; a card is a
 * definition id or a placement with overrides), ruleset options, and optionally a start
 * position: the setup procedure is skipped and the game begins at the given turn and phase.
 */
export const GameConfigSchema = z
  .object({
    seed: z.number().int(),
    players: z
      .array(
        z
          .object({
            cards: z.record(z.string(), z.array(z.union([z.string(), CardPlacementSchema]))),
            /** Ruleset per-player data to start with (e.g. "supporter played this turn"). */
            data: z.record(z.string(), z.any()).optional(),
          })
          .strict(),
      )
      .min(1),
    options: z.record(z.string(), z.any()).optional(),
    start: z
      .object({
        activePlayer: z.number().int().nonnegative(),
        turn: z.number().int().positive().default(1),
        phase: z.string().min(1),
      })
      .strict()
      .optional(),
    /** Ruleset global data to start with. */
    data: z.record(z.string(), z.any()).optional(),
    /**
     * Whether each player's cards must pass the ruleset's deck rules (`enforce`, the default), or
     * not (`skip`): for tests and puzzles that place cards anywhere, said explicitly.
     */
    deckRules: z.enum(['enforce', 'skip']).optional(),
    /**
     * Fixed outcomes for random events (tests and puzzles, instead of searching for a seed): the
     * next coin flips in order, and `shuffles: keep` to leave every shuffled zone in its order.
     */
    random: z
      .object({
        coins: z.array(z.enum(['heads', 'tails'])).optional(),
        shuffles: z.enum(['random', 'keep']).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type GameConfig = z.input<typeof GameConfigSchema>;
