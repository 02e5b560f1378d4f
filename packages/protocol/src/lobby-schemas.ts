import { z } from 'zod';
import { LogStorySchema } from './log-story.js';
import { GameOptionWordsSchema, LocalizedTextSchema, RulesetPresentationSchema } from '@tcgkit/core/presentation';
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

/**
 * A player's display name, chosen on taking a seat (there are no accounts): what the others see at
 * the table and in the log. Printable characters only, at most 24 of them.
 */
export const DisplayNameSchema = z
  .string()
  .trim()
  .min(1, 'a name needs a character')
  .max(24, 'a name has at most 24 characters')
  .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u, 'a name has no control characters');

/**
 * Who can reach a match: `private` ones only through the link that carries their invitation
 * secret (never listed), `public` ones are listed by the lobby while a seat is open.
 */
export const VisibilitySchema = z.enum(['private', 'public']);
export type Visibility = z.infer<typeof VisibilitySchema>;

/** POST /api/matches */
export const CreateMatchSchema = z
  .object({
    ruleset: Id,
    options: z.record(z.string(), z.unknown()).default({}),
    seats: z
      .array(z.enum(['human', 'bot']))
      .min(1)
      .max(8),
    /**
     * One deck per seat; null for a human seat whose deck is chosen by whoever takes it (the host
     * chooses only their own).
     */
    decks: z.array(DeckInputSchema.nullable()).min(1).max(8),
    /** Private (the default): reachable only through the invitation link. */
    visibility: VisibilitySchema.default('private'),
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

const SeatSummarySchema = z.object({
  seat: z.number().int(),
  kind: z.enum(['human', 'bot']),
  taken: z.boolean(),
  /** The name its player chose, or null (a bot, a free seat, or a player who gave none). */
  name: z.string().nullable(),
  /** Whoever takes this seat brings their own deck (the host gave none for it). */
  deckOpen: z.boolean(),
});

/** How a server-ended match ended: a seat's time ran out, a seat conceded, or nobody came back. */
export const ServerEndSchema = z
  .object({
    reason: z.enum(['timeout', 'concede', 'abandoned']),
    /** The seat that lost, or null when nobody did (abandoned). */
    loser: z.number().int().nullable(),
  })
  .strict();
export type ServerEndInfo = z.infer<typeof ServerEndSchema>;

/** A rematch being arranged after the end: the seats that asked for one, and the new match once all did. */
export const RematchSchema = z.object({ offeredBy: z.array(z.number().int()), match: z.string().nullable() }).strict();
export type Rematch = z.infer<typeof RematchSchema>;

/** A match as the lobby lists it. */
export const MatchSummarySchema = z.object({
  id: z.string(),
  ruleset: z.string(),
  status: z.enum(['open', 'running', 'finished']),
  version: z.number().int(),
  seats: z.array(SeatSummarySchema),
  visibility: VisibilitySchema,
  /** The ruleset options the match was created with. */
  options: z.record(z.string(), z.unknown()),
  /** The clock it was created with, or null (untimed). */
  clock: z.object({ initialMs: z.number().int(), incrementMs: z.number().int() }).nullable(),
  ended: ServerEndSchema.nullable(),
  rematch: RematchSchema.nullable(),
  spectatorDelayMs: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** GET /api/matches?status=…: public matches only (a private one is reached through its link). */
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

/**
 * The header carrying a private match's invitation secret (never in a URL: addresses are logged;
 * the page keeps it after `#` in its link, which browsers do not send).
 */
export const INVITATION_HEADER = 'x-invitation';

/** An invitation secret as sent in {@link INVITATION_HEADER}. */
export const InvitationSchema = z.string().regex(/^[\w-]{16,256}$/, 'not an invitation');

/**
 * POST /api/matches/:id/seats/:seat/join body: the name the player chose and, while the match has
 * not begun, the deck they bring (checked by the deck rules before the seat is taken). A seat whose
 * deck the host left open needs one.
 */
export const JoinRequestSchema = z
  .object({ name: DisplayNameSchema.optional(), deck: DeckInputSchema.optional() })
  .strict();
export type JoinRequest = z.input<typeof JoinRequestSchema>;

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
      /** Each option's name, help and value words per language (see GameOptionWordsSchema). */
      optionWords: z.record(z.string(), GameOptionWordsSchema),
      /** The description per language, when the ruleset words it (see RulesetPresentationSchema). */
      descriptionWords: LocalizedTextSchema.optional(),
      /** Sample deck name → its name per language. */
      sampleDeckNames: z.record(z.string(), LocalizedTextSchema),
      sampleDecks: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
    }),
  ),
});
export type RulesetList = z.infer<typeof RulesetListSchema>;

/**
 * POST /api/matches result: the match and, for a private one, its invitation secret (shown once;
 * only its hash is stored), which the link to the table carries.
 */
export const CreatedMatchSchema = z.object({ match: MatchSummarySchema, invitation: z.string().nullable() });

/** POST /api/matches/:id/seats/:seat/concede (credential in `Authorization: Bearer …`). */
export const ConcedeResultSchema = z.object({ match: z.string(), seat: z.number().int(), ended: ServerEndSchema });

/**
 * POST /api/matches/:id/seats/:seat/rematch (credential as for concede): this seat asks for a
 * rematch of a finished match; once every human seat has, the new match (same table, seats
 * swapped, a new seed) exists and each credential holds its swapped seat there.
 */
export const RematchResultSchema = RematchSchema;

/** GET /api/matches/:id/record: the replayable record of a finished match (`Engine.replay` checks it). */
export const MatchRecordSchema = z.object({
  match: MatchSummarySchema,
  record: z.record(z.string(), z.unknown()),
  ended: ServerEndSchema.nullable(),
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
  /** The deck as read: starting zone → card ids (a list by card names comes back as ids). */
  deck: z.record(z.string(), z.array(z.string())),
});
export type DeckCheckResult = z.infer<typeof DeckCheckResultSchema>;

/** GET /api/rulesets/:id/cards?q=&kind=&type=&text=&offset=&limit= */
export const CardSearchQuerySchema = z
  .object({
    /** Part of the card's name (any case). */
    q: z.string().max(100).optional(),
    /** The card's kind, exactly as the catalogue lists it. */
    kind: z.string().max(100).optional(),
    /** One of the card's types, exactly. */
    type: z.string().max(100).optional(),
    /** Part of the card's rules text (any case). */
    text: z.string().max(200).optional(),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type CardSearchQuery = z.input<typeof CardSearchQuerySchema>;
/** A card search as the server reads it (defaults filled in). */
export type CardSearch = z.infer<typeof CardSearchQuerySchema>;

/** One card of a ruleset's catalogue: its id (for decks), name, kind, types, text and printed data. */
export const CatalogueCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string().nullable(),
  types: z.array(z.string()),
  text: z.string(),
  /** The definition's printed fields (numbers, words and lists of them) for a card detail view. */
  printed: z.record(z.string(), z.unknown()),
});
export type CatalogueCard = z.infer<typeof CatalogueCardSchema>;

/** A page of a ruleset's catalogue, with the total matching and every kind and type there is (for filters). */
export const CardPageSchema = z.object({
  ruleset: z.string(),
  total: z.number().int(),
  offset: z.number().int(),
  cards: z.array(CatalogueCardSchema),
  kinds: z.array(z.string()),
  types: z.array(z.string()),
});
export type CardPage = z.infer<typeof CardPageSchema>;
