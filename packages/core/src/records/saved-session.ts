import { z } from 'zod';
import { GameRecordSchema } from './game-record.js';

/**
 * A live game saved whole, to be resumed later (a server restart, a game parked in storage): the
 * record so far and the serialized state it reached. The state's hash must equal the record's
 * last hash, so a saved state that does not belong to its record is refused.
 */
export const SavedSessionSchema = z
  .object({
    format: z.literal('tcgkit-session'),
    record: GameRecordSchema,
    state: z.string(),
  })
  .strict();
export type SavedSession = z.input<typeof SavedSessionSchema>;
