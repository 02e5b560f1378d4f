import { z } from 'zod';
import { LogStorySchema } from './log-story.js';
import { RulesetPresentationSchema } from '@tcgkit/core/presentation';
import { ErrorCodeSchema } from './error-codes.js';
import { PlayerViewSchema } from './core-shapes.js';

const Id = z.string().min(1).max(64);

/** A deck as a client gives it: a sample deck's name, cards per zone, or a deck file's text. */
export const DeckInputSchema = z.union([
  z.object({ sample: z.string().min(1).max(100) }).strict(),
  z
    .object({
      cards: z.record(z.string().min(1).max(100), z.array(z.string().min(1).max(100)).max(400)),
    })
    .strict(),
  z.object({ text: z.string().max(65_536) }).strict(),
]);
export type DeckInput = z.infer<typeof DeckInputSchema>;

/** A chess-style clock: a bank per seat, an increment per decision answered. */
export const ClockSettingsSchema = z
  .object({
    initialMs: z
      .number()
      .int()
      .min(1_000)
      .max(24 * 3_600_000),
    incrementMs: z.number().int().min(0).max(3_600_000).default(0),
  })
  .strict();
export type ClockSettings = z.infer<typeof ClockSettingsSchema>;

/** POST /api/matches */
export const CreateMatchSchema = z
  .object({
    ruleset: Id,
    options: z.record(z.string(), z.unknown()).default({}),
    seats: z
      .array(z.enum(['human', 'bot']))
      .min(1)
      .max(8),
    decks: z.array(DeckInputSchema).min(1).max(8),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
    clock: ClockSettingsSchema.optional(),
    /** Spectators see the match this many milliseconds late (at most 10 minutes; default live). */
    spectatorDelayMs: z.number().int().min(0).max(600_000).default(0),
  })
  .strict();
export type CreateMatch = z.infer<typeof CreateMatchSchema>;
/** A create-match request as a client writes it (defaults left out). */
export type CreateMatchRequest = z.input<typeof CreateMatchSchema>;

const SeatSummarySchema = z.object({ seat: z.number().int(), kind: z.enum(['human', 'bot']), taken: z.boolean() });

/** A match as the lobby lists it. */
export const MatchSummarySchema = z.object({
  id: z.string(),
  ruleset: z.string(),
  status: z.enum(['open', 'running', 'finished']),
  version: z.number().int(),
  seats: z.array(SeatSummarySchema),
  spectatorDelayMs: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** GET /api/matches?status=… */
export const ListMatchesQuerySchema = z
  .object({
    status: z.enum(['open', 'running', 'finished']).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

/** GET /api/matches */
export const MatchListSchema = z.object({ matches: z.array(MatchSummarySchema) });

/** Path parameters of a match. */
export const MatchParamsSchema = z.object({ id: Id }).strict();
/** Path parameters of a seat. */
export const SeatParamsSchema = z.object({ id: Id, seat: z.coerce.number().int().min(0).max(7) }).strict();

/** POST /api/matches/:id/seats/:seat/join: the seat's credential, shown once (only its hash is stored). */
export const JoinResultSchema = z.object({
  match: z.string(),
  seat: z.number().int(),
  credential: z.string(),
  ws: z.string(),
});

/** POST /api/matches/:id/seats/:seat/leave carries the credential in `Authorization: Bearer …`. */
export const LeaveResultSchema = z.object({ match: z.string(), seat: z.number().int(), left: z.literal(true) });

/** GET /api/matches/:id/spectate: how to watch (a `hello` without a credential). */
export const SpectateResultSchema = z.object({ match: z.string(), ws: z.string(), protocol: z.number().int() });

/** GET /api/rulesets */
export const RulesetListSchema = z.object({
  rulesets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      version: z.string(),
      description: z.string().optional(),
      players: z.number().int(),
      options: z.record(z.string(), z.unknown()),
      optionDocs: z.record(z.string(), z.string()),
      sampleDecks: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
    }),
  ),
});

/** POST /api/matches result. */
export const CreatedMatchSchema = z.object({ match: MatchSummarySchema });

/** GET /api/matches/:id/record: the replayable record of a finished match (`Engine.replay` checks it). */
export const MatchRecordSchema = z.object({
  match: MatchSummarySchema,
  record: z.record(z.string(), z.unknown()),
  ended: z.object({ reason: z.string(), loser: z.number().int() }).nullable(),
});

/** Every HTTP error body. */
export const HttpErrorSchema = z.object({
  error: z.object({ code: ErrorCodeSchema, message: z.string(), detail: z.record(z.string(), z.unknown()).optional() }),
});

/**
 * GET /api/rulesets/:id/presentation: how a client draws the ruleset (the plugin's data) and the
 * printed value of every stat the card face marks as changed, per card definition id.
 */
export const PresentationResultSchema = z.object({
  ruleset: z.string(),
  presentation: RulesetPresentationSchema,
  printed: z.record(z.string(), z.record(z.string(), z.number())),
  /** Per card definition, what its detail shows and its texts in other languages (no rules data). */
  cards: z.record(z.string(), z.record(z.string(), z.json())).default({}),
});
export type PresentationResult = z.infer<typeof PresentationResultSchema>;

/** Path parameters of a ruleset. */
export const RulesetParamsSchema = z.object({ id: Id }).strict();

/**
 * POST /api/replay: steps a game record (a finished match's, or a record file) to `step` answers
 * and shows it to `viewer` (a seat; absent: as a spectator sees it).
 */
export const ReplayRequestSchema = z
  .object({
    record: z.record(z.string(), z.unknown()),
    step: z.number().int().min(0).default(0),
    viewer: z.number().int().min(0).max(7).optional(),
  })
  .strict();
export type ReplayRequest = z.input<typeof ReplayRequestSchema>;

/** One state hash of a record checked against the state the replay reached. */
export const HashCheckSchema = z.object({
  step: z.number().int(),
  expected: z.string(),
  actual: z.string(),
});

/**
 * The replay at one step: the view, the log up to it (as the viewer may read it), the state hash
 * check of that step, the first step whose hash differs (null: every step checked matches), and the
 * step at which each turn begins (for jumping to a turn).
 */
export const ReplayStepSchema = z.object({
  ruleset: z.string(),
  step: z.number().int(),
  steps: z.number().int(),
  view: PlayerViewSchema,
  log: z.array(z.object({ rule: z.string(), message: z.string(), turn: z.number(), story: LogStorySchema.optional() })),
  check: HashCheckSchema,
  firstMismatch: z.number().int().nullable(),
  turnStarts: z.array(z.object({ turn: z.number().int(), step: z.number().int() })),
});
export type ReplayStep = z.infer<typeof ReplayStepSchema>;

/** POST /api/rulesets/:id/decks/check: a deck as a client gives it, checked against the ruleset's deck rules. */
export const DeckCheckRequestSchema = z
  .object({ deck: DeckInputSchema, options: z.record(z.string(), z.unknown()).default({}) })
  .strict();

/** Every problem of a deck, each with the rule it breaks (an empty list: the deck is legal). */
export const DeckCheckResultSchema = z.object({
  problems: z.array(z.object({ rule: z.string(), message: z.string() })),
});
export type DeckCheckResult = z.infer<typeof DeckCheckResultSchema>;
