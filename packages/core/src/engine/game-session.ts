import { Subject, type Observable } from 'rxjs';
import type { Engine } from './engine.js';
import type { GameState } from '../contracts/game-state.js';
import type { PlayerId } from '../contracts/ids.js';
import type { ObservedEvent } from '../contracts/game-event.js';
import type { LogEntry } from '../contracts/log-entry.js';
import type { EventSink } from '../contracts/event-sink.js';
import type { PlayerView } from '../contracts/player-view.js';
import type { GameRecord, RecordedAnswer } from '../records/game-record.js';
import type { GameConfig } from '../contracts/game-config.js';
import { stateHash } from '../records/state-hash.js';
import { parseAnswer } from '../decisions/answer-validation.js';
import { SavedSessionSchema, type SavedSession } from '../records/saved-session.js';
import { InputError, ReplayDivergenceError, RulesetFailure } from '../contracts/errors.js';

/**
 * One live game for the outside world: holds the state, publishes what happens as rxjs
 * streams (rendering, servers, recorders — never rules), and records answers with hashes.
 */
export class GameSession {
  private readonly eventSubject = new Subject<ObservedEvent>();
  private readonly logSubject = new Subject<LogEntry>();
  /** Every applied event, as it happens. */
  readonly events$: Observable<ObservedEvent> = this.eventSubject.asObservable();
  /** Every log entry, each citing its rule. */
  readonly log$: Observable<LogEntry> = this.logSubject.asObservable();
  private readonly sink: EventSink = {
    event: (e) => this.eventSubject.next(e),
    log: (l) => this.logSubject.next(l),
  };
  private readonly answers: RecordedAnswer[] = [];
  private readonly hashes: string[] = [];
  private initialHash = '';
  private current: GameState | null = null;

  private constructor(
    readonly engine: Engine,
    private readonly config: GameConfig,
    private readonly eagerHashes: boolean,
  ) {}

  /**
   * Creates a session; subscribe before calling `start()` to see setup's events. With
   * `hashes: 'lazy'` no state is hashed while playing; `record()` computes the step hashes with
   * one replay of the answers (for runs that rarely need a record, such as simulations).
   */
  static create(engine: Engine, config: GameConfig, opts: { hashes?: 'eager' | 'lazy' } = {}): GameSession {
    return new GameSession(engine, config, opts.hashes !== 'lazy');
  }

  start(): this {
    this.current = this.engine.createGame(this.config, this.sink);
    if (this.eagerHashes) this.initialHash = stateHash(this.current);
    return this;
  }

  get state(): GameState {
    if (!this.current) throw new Error('session not started');
    return this.current;
  }

  view(player: PlayerId): PlayerView {
    return this.engine.viewFor(this.state, player);
  }

  /**
   * Answers the pending decision; throws AnswerError (state unchanged) when illegal. When the
   * ruleset fails while running it ({@link RulesetFailure}), the game is rebuilt from the record
   * as it was before the answer (the same object, so holders of `state` see it), and the failure
   * is thrown on.
   */
  submit(player: PlayerId, answer: unknown): void {
    try {
      this.engine.submit(this.state, player, answer, this.sink);
    } catch (e) {
      if (e instanceof RulesetFailure) this.rebuild();
      throw e;
    }
    // Accepted just now, so it parses: recorded as a fresh copy the caller cannot change.
    this.answers.push({ player, answer: parseAnswer(answer) });
    if (this.eagerHashes) this.hashes.push(stateHash(this.state));
  }

  /** Puts the state back to the end of the record: the config's game with every recorded answer. */
  private rebuild(): void {
    const state = this.engine.createGame(this.config);
    for (const a of this.answers) this.engine.submit(state, a.player, a.answer);
    const live = this.state as unknown as Record<string, unknown>;
    for (const key of Object.keys(live)) if (!(key in state)) delete live[key];
    Object.assign(live, state);
    this.engine.services.layers.invalidate(this.state);
  }

  /** The game its record replays to, which must be the saved one (an {@link InputError} otherwise). */
  private static replayed(engine: Engine, record: GameRecord, saved: GameState, source: string): GameState {
    let state: GameState;
    try {
      state = engine.replay({ ...record, result: undefined });
    } catch (e) {
      if (e instanceof InputError) throw new InputError(source, `record.${e.field}`, e.message);
      if (e instanceof ReplayDivergenceError)
        throw new InputError(
          source,
          e.step === 0 ? 'record.initialHash' : `record.hashes.${e.step - 1}`,
          `the record does not replay: ${e.message}`,
        );
      throw e;
    }
    if (engine.serialize(state) !== engine.serialize(saved))
      throw new InputError(source, 'state', 'the state is not the game its record replays to');
    return state;
  }

  /** The replayable record so far. */
  record(): GameRecord {
    if (!this.eagerHashes) return this.replayedRecord();
    return {
      format: 1,
      ruleset: { id: this.engine.manifest.id, version: this.engine.manifest.version },
      config: this.config,
      answers: [...this.answers],
      initialHash: this.initialHash,
      hashes: [...this.hashes],
      result: this.state.result,
    };
  }

  /** Hashes computed by replaying the answers once (deterministic, so they equal eager hashes). */
  private replayedRecord(): GameRecord {
    const state = this.engine.createGame(this.config);
    const initialHash = stateHash(state);
    const hashes = this.answers.map((a) => {
      this.engine.submit(state, a.player, a.answer);
      return stateHash(state);
    });
    return {
      format: 1,
      ruleset: { id: this.engine.manifest.id, version: this.engine.manifest.version },
      config: this.config,
      answers: [...this.answers],
      initialHash,
      hashes,
      result: this.state.result,
    };
  }

  /**
   * Saves the live game whole (its record so far and its state) as JSON text, for
   * {@link GameSession.resume} — also while a decision is pending.
   */
  suspend(): string {
    const saved: SavedSession = {
      format: 'tcgkit-session',
      record: this.record(),
      state: this.engine.serialize(this.state),
    };
    return JSON.stringify(saved);
  }

  /**
   * Resumes a game saved by {@link GameSession.suspend}. Throws {@link InputError} when the text
   * is not a saved session of this ruleset, when its record does not replay (or
   * {@link ReplayDivergenceError} at the first differing hash), or when its state is not the game
   * its record replays to: a forged pending decision or card is refused. `verify: 'hash'` skips
   * the replay and only compares the state's hash with the record's last one — for saves from
   * storage only the host writes, never from a player.
   */
  static resume(
    engine: Engine,
    text: string,
    opts: { hashes?: 'eager' | 'lazy'; verify?: 'replay' | 'hash' } = {},
  ): GameSession {
    const source = 'saved session';
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (e) {
      throw new InputError(source, '', `not JSON: ${(e as Error).message}`);
    }
    const parsed = SavedSessionSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InputError(source, issue?.path.join('.') ?? '', issue?.message ?? 'invalid saved session');
    }
    const { record, state: serialized } = parsed.data;
    if (record.ruleset.id !== engine.manifest.id)
      throw new InputError(
        source,
        'record.ruleset.id',
        `saved for "${record.ruleset.id}", not "${engine.manifest.id}"`,
      );
    if (record.ruleset.version !== engine.manifest.version)
      throw new InputError(
        source,
        'record.ruleset.version',
        `saved with version ${record.ruleset.version}, engine is ${engine.manifest.version}`,
      );
    const saved = engine.restore(serialized, source);
    // A saved state is plain data anyone can edit, its pending decision included, and an unkeyed
    // hash proves nothing: by default the record is replayed and the game is the replayed one.
    const state = opts.verify === 'hash' ? saved : GameSession.replayed(engine, record, saved, source);
    const expected = record.hashes.length ? record.hashes[record.hashes.length - 1] : record.initialHash;
    const actual = stateHash(state);
    if (actual !== expected)
      throw new InputError(
        source,
        'state',
        `the state (hash ${actual}) is not where the record ends (hash ${expected})`,
      );
    const session = new GameSession(engine, record.config, opts.hashes !== 'lazy');
    session.current = state;
    session.initialHash = record.initialHash;
    for (const a of record.answers) session.answers.push(a);
    session.hashes.push(...record.hashes);
    return session;
  }

  /** Completes the streams. */
  close(): void {
    this.eventSubject.complete();
    this.logSubject.complete();
  }
}
