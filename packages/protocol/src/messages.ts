import { z } from 'zod';
import { ErrorCodeSchema } from './error-codes.js';
import { DecisionSchema, PlayerViewSchema } from './core-shapes.js';
import { LogEntrySchema } from './log-story.js';

/** The protocol version this server speaks; a client's `hello` names it. */
export const PROTOCOL_VERSION = 1;

/** Client → server: opens a seat (with its credential) or spectates (without). The first message. */
export const HelloSchema = z
  .object({
    type: z.literal('hello'),
    protocol: z.number().int(),
    match: z.string().min(1).max(64),
    credential: z.string().min(1).max(256).optional(),
    /** A private match's invitation secret: a spectator without a seat needs it. */
    invitation: z.string().min(1).max(256).optional(),
  })
  .strict();

/**
 * Client → server: the answer to this seat's pending decision at game `version`. `seat`, when
 * given, must be the connection's own seat (a client that confuses its seats is told so).
 */
export const AnswerMessageSchema = z
  .object({
    type: z.literal('answer'),
    version: z.number().int().nonnegative(),
    seat: z.number().int().nonnegative().optional(),
    answer: z.unknown(),
  })
  .strict();

/** Every message a client may send. */
export const ClientMessageSchema = z.discriminatedUnion('type', [HelloSchema, AnswerMessageSchema]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/** Server → client, once after a good `hello`: who this connection is. */
export const WelcomeSchema = z
  .object({
    type: z.literal('welcome'),
    protocol: z.literal(PROTOCOL_VERSION),
    match: z.string(),
    ruleset: z.string(),
    /** The seat this connection plays, or null for a spectator. */
    seat: z.number().int().nullable(),
  })
  .strict();

/** Remaining time of a timed match (wall time, kept by the server outside the game state). */
export const ClockViewSchema = z
  .object({
    /** Milliseconds left per seat at `at`. */
    remainingMs: z.array(z.number()),
    incrementMs: z.number(),
    /** The seat whose time runs, or null. */
    running: z.number().int().nullable(),
    /** Server wall time (ms since the epoch) the figures were taken at. */
    at: z.number(),
  })
  .strict();
export type ClockView = z.infer<typeof ClockViewSchema>;

/**
 * Server → client after every committed change (and on connecting): the game `version` (answers
 * committed), this connection's view (`Engine.viewFor`; the public view for spectators, whose
 * pending decision is only who decides and what kind), this seat's pending decision with its
 * options (null when it is not this seat's), the log since the last update as this connection may
 * read it, and how the match ended when it did.
 */
export const UpdateSchema = z
  .object({
    type: z.literal('update'),
    version: z.number().int(),
    /** The whole view (the core's `PlayerView`), or null when `viewDiff` is sent instead. */
    view: PlayerViewSchema.nullable(),
    /**
     * The view as changes to the one sent in this connection's previous update (version `base`),
     * sent instead of the whole view when it is smaller: apply `del` (object keys removed), `splice`
     * (runs of arrays replaced), then `set` (values at paths of keys and indices), as `applyDiff` does.
     */
    viewDiff: z
      .object({
        base: z.number().int(),
        set: z.array(z.tuple([z.array(z.union([z.string(), z.number()])), z.unknown()])),
        del: z.array(z.array(z.union([z.string(), z.number()]))),
        splice: z.array(
          z.tuple([
            z.array(z.union([z.string(), z.number()])),
            z.number().int(),
            z.number().int(),
            z.array(z.unknown()),
          ]),
        ),
      })
      .strict()
      .nullable(),
    /** This seat's pending decision (the core's `Decision`), or null. */
    decision: DecisionSchema.nullable(),
    /**
     * True when `decision` is offered ahead of another seat's pending one: a simultaneous decision
     * (the same whatever the other seat chooses), which may be answered in any order.
     */
    early: z.boolean(),
    log: z.array(LogEntrySchema),
    status: z.enum(['open', 'running', 'finished']),
    /** How the match ended when the server ended it (a clock ran out): the game's own result is in the view. */
    ended: z
      .object({ reason: z.enum(['timeout', 'concede', 'abandoned']), loser: z.number().int().nullable() })
      .strict()
      .nullable(),
    clock: ClockViewSchema.nullable(),
    /** Each seat's player as the table shows them: the chosen name (null: none given) and who plays it. */
    players: z.array(z.object({ name: z.string().nullable(), kind: z.enum(['human', 'bot']) }).strict()).optional(),
    /** A rematch being arranged after the end (the seats that asked; the new match once all did). */
    rematch: z
      .object({ offeredBy: z.array(z.number().int()), match: z.string().nullable() })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();

/** Server → client: log entries of an update whose state this connection has already seen (updates crossed). */
export const LogMessageSchema = z
  .object({ type: z.literal('log'), version: z.number().int(), log: z.array(LogEntrySchema) })
  .strict();

/**
 * Server → client, after the first update of a connection: one page of the whole log as this
 * connection may read it, up to game `version` (the log of later versions comes with their
 * updates). Pages go out in order; `from` is the index of the page's first entry, `total` the
 * number of entries up to `version`.
 */
export const LogHistorySchema = z
  .object({
    type: z.literal('log-history'),
    version: z.number().int(),
    from: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    log: z.array(LogEntrySchema),
  })
  .strict();
export type LogHistoryMessage = z.infer<typeof LogHistorySchema>;

/** Server → client: a typed error for this connection only; the game is unchanged by what caused it. */
export const ErrorMessageSchema = z
  .object({
    type: z.literal('error'),
    code: ErrorCodeSchema,
    message: z.string(),
    detail: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** The game version the server has, when the error concerns a version. */
    version: z.number().int().optional(),
  })
  .strict();

/**
 * Server → client: this connection no longer plays `seat`. `left`: the seat was given up (or is
 * held with another credential now); the server then closes the socket with
 * {@link CLOSE_CODES.seatClosed}. `finished`: the match is over; the connection stays, as a
 * spectator's (the record, every hidden card included, is public from now on).
 */
export const SeatClosedSchema = z
  .object({
    type: z.literal('seat-closed'),
    seat: z.number().int(),
    reason: z.enum(['left', 'finished']),
    message: z.string(),
  })
  .strict();

/** The WebSocket close codes the server uses besides the standard ones (1001 going away, 1009 too big). */
export const CLOSE_CODES = {
  /** No good `hello` within the server's hello deadline. */
  helloTimeout: 4001,
  /** The seat this connection played was given up (see {@link SeatClosedSchema}). */
  seatClosed: 4003,
  /** The client broke a limit (too many sockets from its address, or it kept sending while rate-limited). */
  policy: 1008,
} as const;

/** Every message the server sends. */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  WelcomeSchema,
  UpdateSchema,
  LogMessageSchema,
  LogHistorySchema,
  ErrorMessageSchema,
  SeatClosedSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type UpdateMessage = z.infer<typeof UpdateSchema>;
