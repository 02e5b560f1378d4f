import {
  GameSession,
  AnswerError,
  type Engine,
  type GameConfig,
  type GameState,
  type LogEntry,
  type ObservedEvent,
  type ObjectId,
  type Json,
  type CardPlacement,
  type Answer,
} from '@tcgkit/core';
import { resolveCardRef } from '../scenarios/card-ref.js';
import { answerFor, StepError } from '../scenarios/answer-step.js';
import { checkExpectation, formatMismatches, type Mismatch } from '../scenarios/expectations.js';
import { ExpectSchema, StepSchema, type Expectation, type ScenarioStep } from '../scenarios/scenario-schema.js';

/** Thrown by `TestTable.expect` when an expectation does not hold. */
export class ExpectationError extends Error {
  override readonly name = 'ExpectationError';
  constructor(readonly mismatches: Mismatch[]) {
    super(`expectation failed:\n${formatMismatches(mismatches)}`);
  }
}

/** A board position to start from, written by zone (the same model as scenario files). */
export interface TableSetup {
  seed?: number;
  /**
   * Whether the players' cards must pass the ruleset's deck rules. A table is a test or puzzle
   * position that places cards anywhere, so the default is `skip`; say `enforce` to check decks.
   */
  deckRules?: 'enforce' | 'skip';
  options?: Record<string, unknown>;
  start?: { activePlayer: number; turn?: number; phase: string };
  players: { zones?: Record<string, (string | CardPlacement)[]>; data?: Record<string, unknown> }[];
  data?: Record<string, unknown>;
  /** Fixed outcomes for random events (`GameConfig.random`): coin flips in order, `shuffles: keep`. */
  random?: GameConfig['random'];
}

/**
 * The fluent test API for any ruleset: set up a board in a few lines, act, answer, assert.
 *
 * ```ts
 * const t = TestTable.start(engine, {
 *   start: { activePlayer: 0, phase: 'main' },
 *   players: [{ zones: { hand: ['ping'] } }, { zones: { field: ['eila'] } }],
 * });
 * t.choose('play:ping').select(['field@1:eila']).expect({ cards: { 'field@1:eila': { counters: { damage: 2 } } } });
 * ```
 */
export class TestTable {
  readonly log: LogEntry[] = [];
  /** Every event that happened, with its outcome (what a rule test asserts beyond counters, e.g. a damage source). */
  readonly events: ObservedEvent[] = [];
  private readonly session: GameSession;
  /** Where the log stood when the last answering step began (`since: step` reads from here). */
  private stepLogStart = 0;

  private constructor(
    readonly engine: Engine,
    config: GameConfig,
  ) {
    this.session = GameSession.create(engine, config);
    this.session.log$.subscribe((l) => this.log.push(l));
    this.session.events$.subscribe((e) => this.events.push(e));
    this.session.start();
  }

  /** Starts a game at the described position. */
  static start(engine: Engine, setup: TableSetup): TestTable {
    return new TestTable(engine, {
      seed: setup.seed ?? 1,
      deckRules: setup.deckRules ?? 'skip',
      options: setup.options as GameConfig['options'],
      start: setup.start,
      data: setup.data as GameConfig['data'],
      ...(setup.random ? { random: setup.random } : {}),
      players: setup.players.map((p) => ({
        cards: p.zones ?? {},
        ...(p.data ? { data: p.data as Record<string, Json> } : {}),
      })),
    });
  }

  get state(): GameState {
    return this.session.state;
  }

  get pending() {
    return this.state.pending;
  }

  /** Applies one step exactly as a scenario file would (see `StepSchema`). */
  step(step: ScenarioStep): this {
    const parsed = StepSchema.parse(step);
    const answers = [
      parsed.choose,
      parsed.action,
      parsed.select,
      parsed.order,
      parsed.distribute,
      parsed.number,
      parsed.answer,
    ].some((x) => x !== undefined);
    if (answers || parsed.concede) this.stepLogStart = this.log.length;
    for (let n = 0; n < (parsed.times ?? 1); n++) {
      if (parsed.concede) {
        if (parsed.player === undefined) throw new StepError('player', 'a concession names its player');
        this.engine.concede(this.state, parsed.player, 'concession');
      } else if (answers) {
        if (parsed.player === undefined) throw new StepError('player', 'an answer names the player giving it');
        const answer = answerFor(this.state, parsed);
        if (parsed.rejects) this.expectRejected(parsed.player, answer, parsed.rejects);
        else this.session.submit(parsed.player, answer);
      }
    }
    if (parsed.expect) this.expect(parsed.expect);
    return this;
  }

  /** Chooses the option with this key (or the only key starting with it). */
  choose(key: string, player = this.pendingPlayer()): this {
    return this.step({ player, choose: key });
  }

  /** Selects cards (references such as `field@1:eila`) or option keys. */
  select(entries: string[], player = this.pendingPlayer()): this {
    return this.step({ player, select: entries });
  }

  order(entries: string[], player = this.pendingPlayer()): this {
    return this.step({ player, order: entries });
  }

  distribute(split: { target: string; amount: number }[], player = this.pendingPlayer()): this {
    return this.step({ player, distribute: split });
  }

  /** Answers a number decision (CT-1.3.7: an integer from its min to its max). */
  number(n: number, player = this.pendingPlayer()): this {
    return this.step({ player, number: n });
  }

  /** Submits a raw answer (the decision id is filled in when missing). */
  answer(answer: Partial<Answer>, player = this.pendingPlayer()): this {
    return this.step({ player, answer: answer as Record<string, Json> });
  }

  /** Asserts an expectation block (throws {@link ExpectationError} with a diff). */
  expect(e: Expectation): this {
    const mismatches = this.check(e);
    if (mismatches.length > 0) throw new ExpectationError(mismatches);
    return this;
  }

  /** The mismatches of an expectation block, without throwing. */
  check(e: Expectation): Mismatch[] {
    return checkExpectation(
      this.engine,
      this.state,
      this.log,
      ExpectSchema.parse(e),
      this.log.slice(this.stepLogStart),
    );
  }

  /** A card by reference: its id, definition, computed characteristics, counters and status. */
  card(ref: string): {
    id: ObjectId;
    def: string;
    characteristics: Record<string, Json>;
    counters: Record<string, number>;
    status: Record<string, Json>;
  } {
    const id = resolveCardRef(this.state, ref);
    const o = this.state.objects[id];
    return {
      id,
      def: o.def,
      characteristics: this.engine.characteristics(this.state, id),
      counters: { ...o.counters },
      status: { ...o.status },
    };
  }

  /** The definition ids in a zone instance, top first. */
  zone(key: string): string[] {
    return (this.state.zones[key] ?? []).map((id) => this.state.objects[id].def);
  }

  /** The replayable record of everything answered so far. */
  record() {
    return this.session.record();
  }

  private pendingPlayer(): number {
    if (!this.state.pending) throw new StepError('', this.state.result ? 'the game is over' : 'no decision is pending');
    return this.state.pending.player;
  }

  private expectRejected(player: number, answer: Answer, code: string): void {
    const before = this.engine.serialize(this.state);
    try {
      this.engine.submit(this.state, player, answer);
    } catch (e) {
      if (!(e instanceof AnswerError)) throw e;
      if (e.code !== code)
        throw new StepError('rejects', `expected rejection "${code}", got "${e.code}": ${e.message}`);
      if (this.engine.serialize(this.state) !== before)
        throw new StepError('rejects', 'a rejected answer changed the state');
      return;
    }
    throw new StepError('rejects', `expected rejection "${code}", but the answer was accepted`);
  }
}
