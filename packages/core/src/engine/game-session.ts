import { Subject, type Observable } from 'rxjs';
import type { Engine } from './engine.js';
import type { GameState, PlayerId } from '../state/game-state.js';
import type { ObservedEvent } from '../events/game-event.js';
import type { LogEntry } from '../log/log-entry.js';
import type { EventSink } from './event-sink.js';
import type { PlayerView } from '../views/player-view.js';
import type { GameRecord, RecordedAnswer } from '../records/game-record.js';
import type { GameConfig } from './game-config.js';
import type { Answer } from '../decisions/decision.js';
import { stateHash } from '../records/state-hash.js';
import { AnswerSchema } from '../decisions/decision.js';

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

  /** Answers the pending decision; throws AnswerError (state unchanged) when illegal. */
  submit(player: PlayerId, answer: unknown): void {
    this.engine.submit(this.state, player, answer, this.sink);
    this.answers.push({ player, answer: AnswerSchema.parse(answer) as Answer });
    if (this.eagerHashes) this.hashes.push(stateHash(this.state));
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
      config: this.config, answers: [...this.answers], initialHash, hashes, result: this.state.result,
    };
  }

  /** Completes the streams. */
  close(): void {
    this.eventSubject.complete();
    this.logSubject.complete();
  }
}
