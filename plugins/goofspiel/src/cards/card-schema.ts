import { z } from 'zod';
import { CardTextsSchema } from '@tcgkit/core';

/**
 * A Goofspiel card (GS-1.1, GS-1.2): a bid card (a player's bidding suit) or a prize card, valued
 * 1 to 13. Every card file is checked against this schema.
 */
export const CardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'a card id is lower-case letters, digits and dashes'),
    name: z.string().min(1),
    kind: z.enum(['bid', 'prize']),
    value: z.number().int().min(1).max(13),
    text: z.string().optional(),
    /** Its name and text in other languages. */
    i18n: CardTextsSchema.optional(),
  })
  .strict();

export type Card = z.output<typeof CardSchema>;
export type CardInput = z.input<typeof CardSchema>;
