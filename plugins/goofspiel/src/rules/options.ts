import { z } from 'zod';

/** Game options: what equal bids do to the prizes (GS-2.5). */
export const OptionsSchema = z
  .object({
    ties: z.enum(['carry', 'discard']).default('carry'),
  })
  .strict();
export type Options = z.output<typeof OptionsSchema>;
