/**
 * Bounds on everything that comes from outside the engine: files, records, saved games and
 * network messages. Each is far above what a real game of any ruleset uses (a deck of the games
 * hosted so far is 50 or 60 cards plus an extra deck; a long game has a few thousand answers and
 * a few hundred objects) and far below what would let one input hold a process for seconds or
 * hundreds of megabytes. Input beyond a limit is refused with an `InputError` naming the limit.
 */
export const INPUT_LIMITS = {
  /** Bytes of one text input: a saved state, a record, a deck or card file, a scenario. */
  inputBytes: 4 * 1024 * 1024,
  /** Bytes of one deck file (a 60-card deck is about 2 KB as text). */
  deckBytes: 64 * 1024,
  /** Nesting depth of any JSON or YAML input (a saved state nests about 12 deep). */
  jsonDepth: 64,
  /** Cards one player starts a game with, all zones together (deck, extra deck, placed cards). */
  cardsPerPlayer: 400,
  /** Copies one entry of a deck file may ask for. */
  copiesPerEntry: 400,
  /** Answers in one game record. */
  answersPerRecord: 100_000,
  /** Card objects in a saved state. */
  objects: 10_000,
  /** Last-known snapshots in a saved state. */
  lastKnown: 10_000,
  /** Stored continuous effects in a saved state. */
  effects: 10_000,
  /** Stored replacement effects in a saved state. */
  replacements: 10_000,
  /** Waiting triggered abilities in a saved state. */
  waitingTriggers: 10_000,
  /** Delayed triggers in a saved state. */
  delayedTriggers: 10_000,
  /** Procedure frames on a saved state's stack. */
  stackFrames: 1_000,
  /** Options of one pending decision. */
  decisionOptions: 10_000,
} as const;

/** The names of the input limits. */
export type InputLimit = keyof typeof INPUT_LIMITS;
