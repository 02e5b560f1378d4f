import { z } from 'zod';

/**
 * Game options. `checkTiming`: CT-9.4.1.5 is ambiguous — `alternate` (default) is the catalogue's
 * literal reading (main player plays one, then the sub player one: M1 → S1 → M2); `exhaust` returns
 * to step 1 after every play (M1 → M2 → S1). `format`: `free` checks CT-6.1 only; `neoStandard`
 * also needs one OS per deck, with the mixes of CT-APX.2–4. `handLimit`: CT-7.6.6.1 (7).
 */
export const ChaosOptionsSchema = z
  .object({
    checkTiming: z.enum(['alternate', 'exhaust']).default('alternate'),
    format: z.enum(['free', 'neoStandard']).default('free'),
    handLimit: z.number().int().nonnegative().default(7),
  })
  .strict();
export type ChaosOptions = z.output<typeof ChaosOptionsSchema>;

export function resolveOptions(raw: unknown): ChaosOptions {
  return ChaosOptionsSchema.parse(raw ?? {});
}
