import { z } from 'zod';

/** Who may see the cards of a zone. */
export const ZoneVisibility = z.enum(['public', 'owner', 'hidden']);
export type ZoneVisibility = z.infer<typeof ZoneVisibility>;

/** A zone as a ruleset declares it. */
export const ZoneDefinitionSchema = z.object({
  id: z.string().min(1),
  /** One instance per player, or one shared instance. */
  scope: z.enum(['player', 'shared']),
  visibility: ZoneVisibility,
  /** Whether order (top/bottom) is meaningful. Unordered zones still keep a stable order. */
  ordered: z.boolean(),
  /** Maximum number of top-level cards, if any. */
  capacity: z.number().int().positive().optional(),
  /**
   * Zones in the same identity group are one continuous place: a move between them keeps the
   * card's object identity and timestamp (e.g. one area to another, CT-5.1.4).
   */
  identityGroup: z.string().optional(),
  /** Whether abilities of cards here function (static abilities apply, triggers fire). */
  abilitiesFunction: z.boolean().default(false),
});
export type ZoneDefinition = z.infer<typeof ZoneDefinitionSchema>;
export type ZoneDefinitionInput = z.input<typeof ZoneDefinitionSchema>;
