import { z } from 'zod';
import { AnswerSchema } from '../contracts/decision.js';
import { GameConfigSchema } from '../contracts/game-config.js';

/** One answer as recorded. */
export const RecordedAnswerSchema = z.object({ player: z.number().int(), answer: AnswerSchema }).strict();

/**
 * A game record: enough to replay the game exactly (ruleset, config with the seed, answers), plus
 * a state hash before the first answer and after each, so divergence is found at its step.
 */
export const GameRecordSchema = z
  .object({
    format: z.literal(1),
    ruleset: z.object({ id: z.string(), version: z.string() }).strict(),
    config: GameConfigSchema,
    answers: z.array(RecordedAnswerSchema),
    initialHash: z.string(),
    hashes: z.array(z.string()),
    result: z
      .object({ winners: z.array(z.number().int()), draw: z.boolean(), reason: z.string(), rule: z.string() })
      .strict()
      .nullable()
      .optional(),
  })
  .strict()
  .refine((r) => r.hashes.length === r.answers.length, {
    message: 'hashes and answers differ in length',
    path: ['hashes'],
  });
export type GameRecord = z.input<typeof GameRecordSchema>;
export type RecordedAnswer = z.infer<typeof RecordedAnswerSchema>;
