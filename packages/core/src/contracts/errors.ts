/**
 * Errors. Answer errors are expected (a player or client did something illegal) and carry a
 * machine-readable code; the game state is unchanged when one is returned.
 */
export type AnswerErrorCode =
  'malformed' | 'no-pending-decision' | 'wrong-player' | 'stale-decision' | 'illegal-choice' | 'game-over';

/** An answer was rejected; the state was not changed. */
export class AnswerError extends Error {
  override readonly name = 'AnswerError';
  constructor(
    readonly code: AnswerErrorCode,
    message: string,
    /** Where in the answer the problem is, e.g. `picks[2]`. */
    readonly path: string = '',
  ) {
    super(message);
  }
}

/** A ruleset or its data is inconsistent (a bug in a plugin or a card file, not a player error). */
export class RulesetError extends Error {
  override readonly name = 'RulesetError';
}

/** External input (card file, deck, record, saved state) failed validation. */
export class InputError extends Error {
  override readonly name: string = 'InputError';
  constructor(
    /** What was being read, e.g. a file name or "record". */
    readonly source: string,
    /** The offending field, e.g. `answers[3].picks`. */
    readonly field: string,
    message: string,
  ) {
    super(`${source}${field ? ` (${field})` : ''}: ${message}`);
  }
}

/** One deck-rule problem of one player's cards, as {@link DeckError} lists them. */
export interface PlayerDeckProblem {
  player: number;
  /** The rule ID of the deck rule. */
  rule: string;
  message: string;
  card?: string;
}

/** A game config whose decks break the ruleset's deck rules: every problem of every player. */
export class DeckError extends InputError {
  override readonly name = 'DeckError';
  constructor(
    source: string,
    readonly problems: readonly PlayerDeckProblem[],
  ) {
    super(
      source,
      `players.${problems[0]?.player ?? 0}.cards`,
      `deck rules broken: ${problems.map((p) => `player ${p.player}: ${p.rule}: ${p.message}`).join('; ')}`,
    );
  }
}

/** A ruleset failed while running an accepted answer (a plugin bug, a runaway procedure). */
export class RulesetFailure extends Error {
  override readonly name = 'RulesetFailure';
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
  }
}

/** A record did not replay to the same states. */
export class ReplayDivergenceError extends Error {
  override readonly name = 'ReplayDivergenceError';
  constructor(
    readonly step: number,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`replay diverged at step ${step}: expected hash ${expected}, got ${actual}`);
  }
}
