import { z } from 'zod';

/** A card a log line names, as this connection may know it: its name (and object id) or only that it is hidden. */
export const LogCardSchema = z
  .object({
    id: z.string().optional(),
    name: z.string().optional(),
    names: z.record(z.string(), z.string()).optional(),
    hidden: z.literal(true).optional(),
  })
  .strict();

/** What a log line tells, for a ruleset's message templates (see the core's `LogStory`). */
export const LogStorySchema = z
  .object({
    kind: z.string(),
    actor: z.number().int().nullable().optional(),
    turnPlayer: z.number().int().optional(),
    cards: z.record(z.string(), LogCardSchema).optional(),
    numbers: z.record(z.string(), z.number()).optional(),
    words: z.record(z.string(), z.string()).optional(),
  })
  .strict();

/** One log line as a connection reads it: the rule trace, and the story when there is one. */
export const LogEntrySchema = z.object({
  rule: z.string(),
  message: z.string(),
  turn: z.number(),
  data: z.record(z.string(), z.unknown()).optional(),
  story: LogStorySchema.optional(),
});

export type LogStoryView = z.infer<typeof LogStorySchema>;
export type LogEntryView = z.infer<typeof LogEntrySchema>;
