import { z } from 'zod';

/** How a game starts: the seed, each player's cards by starting zone, and ruleset options. */
export const GameConfigSchema = z.object({
  seed: z.number().int(),
  players: z.array(z.object({
    /** Starting zone id → card definition ids, top first. */
    cards: z.record(z.string(), z.array(z.string())),
  }).strict()).min(1),
  options: z.record(z.string(), z.any()).optional(),
}).strict();
export type GameConfig = z.infer<typeof GameConfigSchema>;
