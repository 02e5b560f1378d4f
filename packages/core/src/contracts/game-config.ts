import { z } from 'zod';

/** A card placed at the start, with optional overrides (for scenarios and puzzles). */
export interface CardPlacement {
  def: string;
  counters?: Record<string, number>;
  status?: Record<string, unknown>;
  /** Cards attached to / stacked under this one, with their attachment kind. */
  attached?: (CardPlacement & { kind: string })[];
  /** Players this card (in a hidden zone) has been revealed to. */
  revealedTo?: number[];
}

export const CardPlacementSchema: z.ZodType<CardPlacement, CardPlacement> = z.lazy(() =>
  z
    .object({
      def: z.string().min(1),
      counters: z.record(z.string(), z.number().int()).optional(),
      status: z.record(z.string(), z.any()).optional(),
      attached: z.array(z.intersection(CardPlacementSchema, z.object({ kind: z.string().min(1) }))).optional(),
      revealedTo: z.array(z.number().int().nonnegative()).optional(),
    })
    .strict(),
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
  })
  .strict();
export type GameConfig = z.input<typeof GameConfigSchema>;
