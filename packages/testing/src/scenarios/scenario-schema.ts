import { z } from 'zod';
import { CardPlacementSchema } from '@tcgkit/core';

/** Subset expectations on a card: computed characteristics, counters, status, where it is. */
export const CardExpectationSchema = z
  .object({
    characteristics: z.record(z.string(), z.any()).optional(),
    counters: z.record(z.string(), z.number()).optional(),
    status: z.record(z.string(), z.any()).optional(),
    attached: z.array(z.string()).optional(),
    exists: z.boolean().optional(),
  })
  .strict();

/** Expectations on a zone instance: its count and/or its cards' definition ids in order. */
export const ZoneExpectationSchema = z
  .object({
    count: z.number().int().nonnegative().optional(),
    cards: z.array(z.string()).optional(),
    includes: z.array(z.string()).optional(),
  })
  .strict();

/** Expectations on the pending decision. */
export const PendingExpectationSchema = z
  .object({
    player: z.number().int().optional(),
    kind: z.enum(['choose', 'select', 'order', 'distribute', 'number']).optional(),
    prompt: z.string().optional(),
    rule: z.string().optional(),
    /** Exactly these option keys, in order. */
    options: z.array(z.string()).optional(),
    /** At least these option keys. */
    includes: z.array(z.string()).optional(),
    /**
     * No option whose key is one of these, or starts with one followed by `:` (`attack:elsa`
     * excludes `attack:elsa:front1`). A key that could never match is refused: when options of its
     * kind (the part before the first `:`) exist and all have fewer parts, it is a typo, not a check.
     */
    excludes: z.array(z.string()).optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    total: z.number().int().optional(),
  })
  .strict();

/** A log entry that must exist: its rule ID and, optionally, part of its message. */
export const LogExpectationSchema = z
  .object({ rule: z.string(), message: z.string().optional(), count: z.number().int().nonnegative().optional() })
  .strict();

/** One entry of an ordered log check: its rule ID and, optionally, part of its message. */
export const LogSequenceEntrySchema = z.object({ rule: z.string(), message: z.string().optional() }).strict();

/** What must hold at a point of the scenario. Every field is optional; all given must hold. */
export const ExpectSchema = z
  .object({
    cards: z.record(z.string(), CardExpectationSchema).optional(),
    zones: z.record(z.string(), ZoneExpectationSchema).optional(),
    /** A player's view: zone counts and visible cards, and whether a zone's cards are hidden. */
    view: z
      .object({
        player: z.number().int(),
        zones: z
          .record(
            z.string(),
            z
              .object({
                count: z.number().int().optional(),
                cards: z.array(z.string()).optional(),
                hidden: z.boolean().optional(),
              })
              .strict(),
          )
          .optional(),
      })
      .strict()
      .optional(),
    pending: z.union([PendingExpectationSchema, z.null()]).optional(),
    log: z.array(LogExpectationSchema).optional(),
    /** Log entries that must appear in this order (other entries may come between them). */
    sequence: z.array(LogSequenceEntrySchema).min(1).optional(),
    /**
     * Which log entries `log` and `sequence` read: the whole game (`game`, the default) or only
     * those the step logged (`step`: since the previous step; on an expect-only step, those of the
     * last step that answered).
     */
    since: z.enum(['game', 'step']).optional(),
    result: z
      .union([
        z
          .object({
            winners: z.array(z.number().int()).optional(),
            draw: z.boolean().optional(),
            reason: z.string().optional(),
            rule: z.string().optional(),
          })
          .strict(),
        z.null(),
      ])
      .optional(),
    players: z
      .record(
        z.string(),
        z.object({ data: z.record(z.string(), z.any()).optional(), lost: z.boolean().optional() }).strict(),
      )
      .optional(),
    turn: z
      .object({
        number: z.number().int().optional(),
        activePlayer: z.number().int().optional(),
        phase: z.string().nullable().optional(),
        step: z.string().nullable().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/**
 * One step: an answer to the pending decision by `player` — by option key (`choose`, or its
 * alias `action`), by cards or keys (`select`, `order`), as `distribute` targets with amounts,
 * as a `number` (a number decision), or a raw `answer` — optionally expected to be rejected
 * (`rejects` with the error code); or a concession. `expect` may follow any step (or stand alone as a step).
 */
export const StepSchema = z
  .object({
    player: z.number().int().nonnegative().optional(),
    choose: z.string().optional(),
    action: z.string().optional(),
    select: z.array(z.string()).optional(),
    order: z.array(z.string()).optional(),
    distribute: z.array(z.object({ target: z.string(), amount: z.number().int() }).strict()).optional(),
    number: z.number().int().optional(),
    answer: z.record(z.string(), z.any()).optional(),
    concede: z.boolean().optional(),
    rejects: z
      .enum(['malformed', 'no-pending-decision', 'wrong-player', 'stale-decision', 'illegal-choice', 'game-over'])
      .optional(),
    /** Repeat the same answer this many times (e.g. passing several play timings). */
    times: z.number().int().positive().optional(),
    note: z.string().optional(),
    expect: ExpectSchema.optional(),
  })
  .strict()
  .refine(
    (s) =>
      [s.choose, s.action, s.select, s.order, s.distribute, s.number, s.answer, s.concede].filter(
        (x) => x !== undefined,
      ).length <= 1,
    {
      message: 'a step gives at most one of choose, action, select, order, distribute, number, answer, concede',
    },
  );

/** A scenario: a ruleset, a position described by zone, then steps with expectations. */
export const ScenarioSchema = z
  .object({
    name: z.string().min(1),
    description: z.string().optional(),
    /** Rule IDs this scenario checks (for coverage reports). */
    rules: z.array(z.string()).optional(),
    ruleset: z.string().min(1),
    options: z.record(z.string(), z.any()).optional(),
    seed: z.number().int().default(1),
    /** Whether the players' cards must pass the deck rules: a scenario is a puzzle position, so `skip` unless said. */
    deckRules: z.enum(['enforce', 'skip']).default('skip'),
    /** Start at this turn and phase (setup skipped). Omit to play from the ruleset's setup. */
    start: z
      .object({
        activePlayer: z.number().int().nonnegative(),
        turn: z.number().int().positive().default(1),
        phase: z.string(),
      })
      .strict()
      .optional(),
    players: z
      .array(
        z
          .object({
            zones: z.record(z.string(), z.array(z.union([z.string(), CardPlacementSchema]))).default({}),
            data: z.record(z.string(), z.any()).optional(),
          })
          .strict(),
      )
      .min(1),
    data: z.record(z.string(), z.any()).optional(),
    /** Extra card definitions for this scenario, validated by the ruleset's card schema (`tcgkit schema`). */
    cards: z.array(z.unknown()).optional(),
    /** Fixed outcomes for random events: the next coin flips in order, and `shuffles: keep`. */
    random: z
      .object({
        coins: z.array(z.enum(['heads', 'tails'])).optional(),
        shuffles: z.enum(['random', 'keep']).optional(),
      })
      .strict()
      .optional(),
    steps: z.array(StepSchema).default([]),
  })
  .strict();

export type Scenario = z.input<typeof ScenarioSchema>;
export type ParsedScenario = z.output<typeof ScenarioSchema>;
export type ScenarioStep = z.output<typeof StepSchema>;
export type Expectation = z.output<typeof ExpectSchema>;
