import { randomBytes, randomInt } from 'node:crypto';
import {
  DeckError,
  GameConfigSchema,
  InputError,
  RulesetFailure,
  parseAnswer,
  savedFormHash,
  type AnswerError,
  type JsonObject,
  type LogEntry,
} from '@tcgkit/core';
import type { Logger } from 'pino';
import type { MatchMark, MatchStatus, MatchStore, MatchSummary, StoredMatch } from '../storage/match-store.js';
import { summary } from '../storage/match-summary.js';
import { seatLogHistory } from '../views/seat-log-history.js';
import type { MatchUpdate, UpdateBus } from '../fanout/update-bus.js';
import type { HostedRulesets } from '../rulesets/hosted-rulesets.js';
import type { CreateMatch } from '@tcgkit/protocol';
import { ClientError } from '../errors/client-error.js';
import { credentialHash, credentialMatches, newCredential } from '../auth/seat-credential.js';
import { resolveDeck } from './deck-source.js';
import { BotRunner } from './bot-runner.js';
import { publishedRecord, type PublishedRecord, type ServerEnd } from './match-record.js';
import { KeyedLock } from './keyed-lock.js';
import { LiveMatchCache, matchRank, rankOf, type LiveMatch } from './live-match.js';
import { cachedEarlyDecision, earlyAnswerError } from './early-decision.js';
import { startClock, clockAfterAnswer, parseClock, timedOutSeat, type ClockState } from '../clocks/match-clock.js';

/**
 * Matches: created from a lobby request, answered by seats, committed to storage before anything
 * is acknowledged, announced on the update bus after commit. Any node can do any of it: it loads
 * the match at its stored version, applies one answer and commits on that version.
 */
export class MatchService {
  private readonly lock = new KeyedLock();
  private readonly cache = new LiveMatchCache();
  /** The server's bots, playing their seats of the matches. */
  readonly bots: BotRunner;
  /** Announcements of commits made under a match's lock, published once the lock is released. */
  private readonly outbox = new Map<string, Omit<MatchUpdate, 'node'>[]>();
  /** This node's name on the update bus. */
  readonly node: string;

  constructor(
    private readonly store: MatchStore,
    private readonly bus: UpdateBus,
    private readonly rulesets: HostedRulesets,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.node = bus.node;
    this.bots = new BotRunner(this, log);
    // A commit made anywhere (this node included) makes the cached copy old.
    bus.onUpdate((u) => {
      if (u.seats) this.cache.delete(u.match);
      if (u.node !== this.node) this.cache.announced(u.match, matchRank(u.version, u.queued === true));
      if (u.node !== this.node || u.seats) return;
      // The node that committed plays the bots' turns that follow (when it dies, the match's owner
      // resumes them: see cluster-work.ts).
      this.bots.kick(u.match);
    });
  }

  /**
   * Tells the other nodes of a commit, best effort: the commit is the truth and is acknowledged
   * whether or not the bus takes the announcement; a node that missed it repairs from storage.
   */
  private async announce(update: Omit<MatchUpdate, 'node'>): Promise<void> {
    try {
      await this.bus.publish({ ...update, node: this.node });
    } catch (e) {
      this.log.warn({ err: { message: (e as Error).message }, match: update.match }, 'announcement not published');
    }
  }

  /**
   * Runs `work` under the match's lock and announces what it committed after the lock is released:
   * a slow or hung bus never holds the match (its answers, broadcasts, clock and bots) up.
   */
  private async locked<T>(id: string, work: () => Promise<T>): Promise<T> {
    try {
      return await this.lock.run(id, work);
    } finally {
      const updates = this.outbox.get(id) ?? [];
      this.outbox.delete(id);
      for (const u of updates) void this.announce(u);
    }
  }

  /** An announcement to make once the match's lock is released (see {@link locked}). */
  private afterCommit(update: Omit<MatchUpdate, 'node'>): void {
    const list = this.outbox.get(update.match) ?? [];
    list.push(update);
    this.outbox.set(update.match, list);
  }

  /** Creates a match; the game is set up at once (its deck rules checked) and waits for its seats. */
  async create(req: CreateMatch): Promise<MatchSummary> {
    const engine = this.rulesets.engine(req.ruleset);
    const players = engine.manifest.players;
    if (req.seats.length !== players || req.decks.length !== players)
      throw new ClientError('bad-request', `${req.ruleset} is played by ${players}: give ${players} seats and decks`);
    const samples = this.rulesets.sampleDecks(req.ruleset);
    const config = GameConfigSchema.parse({
      seed: req.seed ?? randomInt(0, 2 ** 31 - 1),
      players: req.decks.map((d, seat) => ({ cards: resolveDeck(engine, samples, d, seat) })),
      options: req.options,
    });
    let state;
    try {
      // Every deck rule runs here (no `deckRules: 'skip'`): a client's deck is input like any other.
      state = engine.createGame(config);
    } catch (e) {
      if (e instanceof DeckError) throw new ClientError('bad-deck', e.message);
      if (e instanceof InputError) throw new ClientError('bad-request', e.message);
      throw e;
    }
    const at = this.now();
    const saved = engine.serialize(state);
    const hash = savedFormHash(saved);
    const humans = req.seats.filter((s) => s === 'human').length;
    const clock = req.clock ? startClock(req.clock, players, state.pending?.player ?? null, at) : null;
    const stored: StoredMatch = {
      id: randomBytes(9).toString('base64url'),
      ruleset: req.ruleset,
      config: JSON.stringify(config),
      initialHash: hash,
      status: state.result ? 'finished' : humans > 0 ? 'open' : 'running',
      version: 0,
      state: saved,
      hash,
      result: state.result ? JSON.stringify(state.result) : null,
      clock: clock ? JSON.stringify(clock) : null,
      queued: null,
      pendingSeat: state.result ? null : (state.pending?.player ?? null),
      seats: req.seats.map((kind, seat) => ({ seat, kind, credentialHash: null })),
      startedAt: humans > 0 ? null : at,
      spectatorDelayMs: req.spectatorDelayMs,
      createdAt: at,
      updatedAt: at,
    };
    await this.store.create(stored);
    this.cache.set({ stored, engine, config, state });
    this.log.info({ match: stored.id, ruleset: req.ruleset, seats: req.seats }, 'match created');
    this.bots.kick(stored.id);
    return summary(stored);
  }

  async list(status: MatchStatus | null, limit: number): Promise<MatchSummary[]> {
    return this.store.list(status, limit);
  }

  async summary(id: string): Promise<MatchSummary> {
    return summary(await this.loadStored(id));
  }

  /** Takes a free human seat: returns its credential (shown once; only its hash is stored). */
  async join(id: string, seat: number): Promise<string> {
    const m = await this.loadStored(id);
    const s = m.seats[seat];
    if (!s) throw new ClientError('bad-request', `no seat ${seat}`);
    if (s.kind !== 'human') throw new ClientError('seat-taken', `seat ${seat} is played by the server's bot`);
    if (m.status === 'finished') throw new ClientError('game-over', 'the match is over');
    const credential = newCredential();
    if (!(await this.store.claimSeat(id, seat, credentialHash(credential), this.now())))
      throw new ClientError('seat-taken', `seat ${seat} is taken`);
    this.cache.delete(id);
    this.log.info({ match: id, seat }, 'seat joined');
    // The other seats see the match start (its status, and its clock running from now).
    await this.announce({ match: id, version: m.version, log: [], seats: true });
    return credential;
  }

  /** Gives a seat up: its credential stops working and the seat is free again. */
  async leave(id: string, seat: number, credential: string): Promise<void> {
    const m = await this.loadStored(id);
    const s = m.seats[seat];
    if (!s || !credentialMatches(credential, s.credentialHash))
      throw new ClientError('unauthorized', 'that credential does not hold this seat');
    if (!(await this.store.releaseSeat(id, seat, s.credentialHash!)))
      throw new ClientError('unauthorized', 'that credential does not hold this seat');
    this.cache.delete(id);
    this.log.info({ match: id, seat }, 'seat left');
    await this.announce({ match: id, version: m.version, log: [], seats: true });
  }

  /**
   * The seat a credential holds in this match (a credential of another match holds none here), or
   * null once the match is over: a finished match's seats decide nothing, and its record is public.
   */
  async seatOf(id: string, credential: string): Promise<number | null> {
    const m = await this.loadStored(id);
    const s = m.seats.find((x) => x.kind === 'human' && credentialMatches(credential, x.credentialHash));
    if (!s) throw new ClientError('unauthorized', 'that credential holds no seat of this match');
    return m.status === 'finished' ? null : s.seat;
  }

  /**
   * The match as this node has it: the cached copy while no newer version is known (an update
   * from any node drops it), otherwise loaded from storage.
   */
  async current(id: string): Promise<LiveMatch> {
    return this.cache.get(id) ?? this.fresh(id);
  }

  /**
   * The match as storage has it now (a node's copy may be behind until another node's update
   * arrives). At the same version storage's seats win: a seat taken or left moves no version.
   */
  async fresh(id: string): Promise<LiveMatch> {
    return this.revive(await this.loadStored(id), true);
  }

  /**
   * The match between answers, for rendering: an answer being applied changes the live state
   * before its commit, and nothing uncommitted may be shown. Render synchronously after it resolves.
   */
  committed(id: string, fromStorage = false): Promise<LiveMatch> {
    return this.lock.run(id, () => (fromStorage ? this.fresh(id) : this.current(id)));
  }

  /**
   * The match at least as new as an announced commit (version, and a queued answer at it): this
   * node's copy when it is, otherwise storage's — which has it, since a commit is announced after
   * it is made. Like {@link committed}, between answers.
   */
  atLeast(id: string, version: number, queued: boolean, fromStorage = false): Promise<LiveMatch> {
    return this.lock.run(id, async () => {
      const cached = fromStorage ? undefined : this.cache.get(id);
      if (cached && rankOf(cached.stored) >= matchRank(version, queued)) return cached;
      return this.fresh(id);
    });
  }

  /**
   * Applies one seat's answer to the match at `version` and commits it. Resolves after the commit
   * (the update is then published); rejects with a {@link ClientError} and changes nothing when the
   * version is stale, the decision is not this seat's, or the answer is malformed or illegal.
   *
   * @param holder the hash of the credential a person answers with (the commit fails with
   *   `unauthorized` unless the seat is still held with it, on any node), or null for the server's bot.
   */
  answer(id: string, seat: number, version: number, answer: unknown, holder: string | null): Promise<number> {
    return this.locked(id, () => this.applyAnswer(id, seat, version, answer, holder, true));
  }

  private async applyAnswer(
    id: string,
    seat: number,
    version: number,
    answer: unknown,
    holder: string | null,
    retry: boolean,
  ): Promise<number> {
    let live = this.cache.get(id);
    // The client has seen a newer version than this node's copy (committed elsewhere, its update
    // not here yet): read it from storage.
    if (!live || live.stored.version < version) live = await this.fresh(id);
    const { stored, engine, state } = live;
    assertHolds(stored, seat, holder);
    if (stored.status === 'finished' || state.result) throw new ClientError('game-over', 'the match is over');
    if (version !== stored.version)
      throw new ClientError('stale-version', `the match is at version ${stored.version}`, {
        current: stored.version,
      });
    if (!state.pending) throw new ClientError('not-your-turn', 'no decision is pending');
    if (state.pending.player !== seat) return this.queueEarly(live, seat, answer, holder);
    const clock = parseClock(stored.clock);
    const at = this.now();
    if (clock && timedOutSeat(clock, at, stored.startedAt) !== null) {
      await this.timeout(live, at);
      throw new ClientError('game-over', 'this seat’s time ran out');
    }
    const log: LogEntry[] = [];
    const sink = { event: () => undefined, log: (l: LogEntry) => log.push(l) };
    let error: AnswerError | null;
    try {
      error = engine.trySubmit(state, seat, answer, sink);
    } catch (e) {
      // The ruleset failed on an accepted answer: the live state is half-run; the stored one is whole.
      this.cache.delete(id);
      if (e instanceof RulesetFailure) this.log.error({ match: id, err: e }, 'ruleset failure');
      throw e;
    }
    if (error) throw new ClientError('illegal-answer', error.message, { reason: error.code, path: error.path });
    const answers = [{ seq: version, player: seat, answer: answer as JsonObject, hash: '', at }];
    const queued = stored.queued ? (JSON.parse(stored.queued) as { seat: number; answer: JsonObject }) : null;
    if (queued && state.pending?.player === queued.seat) {
      // The answer given early to the decision that followed this one (it was checked then): applied now.
      answers[0].hash = engine.hash(state);
      if (engine.trySubmit(state, queued.seat, queued.answer, sink) === null)
        answers.push({ seq: version + 1, player: queued.seat, answer: queued.answer, hash: '', at });
      else this.log.warn({ match: id, seat: queued.seat }, 'an early answer no longer fits: dropped');
    }
    try {
      // The hash is the saved text's: the state is written out once, not once to hash and once to store.
      const saved = engine.serialize(state);
      const hash = savedFormHash(saved);
      answers[answers.length - 1].hash = hash;
      const next: ClockState | null = clock
        ? clockAfterAnswer(clock, seat, state.result ? null : (state.pending?.player ?? null), at, stored.startedAt)
        : null;
      const status: MatchStatus = state.result ? 'finished' : stored.status;
      const ok = await this.store.commit(id, version, {
        answers,
        state: saved,
        hash,
        status,
        result: state.result ? JSON.stringify(state.result) : null,
        clock: next ? JSON.stringify(next) : null,
        queued: null,
        pendingSeat: state.result ? null : (state.pending?.player ?? null),
        expectedQueued: stored.queued,
        at,
        holder: holder === null ? undefined : { seat, credentialHash: holder },
      });
      if (!ok) {
        this.cache.delete(id);
        // An early answer queued on another node since we read the match, or the seat given up
        // there: read it again, once (the second attempt tells which).
        if (retry && (await this.loadStored(id)).version === version)
          return this.applyAnswer(id, seat, version, answer, holder, false);
        throw new ClientError('stale-version', 'another answer was committed first');
      }
      live.stored = {
        ...stored,
        version: version + answers.length,
        queued: null,
        pendingSeat: state.result ? null : (state.pending?.player ?? null),
        state: saved,
        hash,
        status,
        result: state.result ? JSON.stringify(state.result) : null,
        clock: next ? JSON.stringify(next) : null,
        updatedAt: at,
      };
      this.cache.set(live);
    } catch (e) {
      if (!(e instanceof ClientError)) this.cache.delete(id);
      throw e;
    }
    this.afterCommit({ match: id, version: version + answers.length, log });
    return version + answers.length;
  }

  /**
   * Keeps `seat`'s answer to its early decision (see early-decision.ts) until the pending one is
   * answered; committed (at the same version) before it is acknowledged. Resolves with the version.
   */
  private async queueEarly(live: LiveMatch, seat: number, answer: unknown, holder: string | null): Promise<number> {
    const { stored, engine, state } = live;
    if (stored.queued) throw new ClientError('not-your-turn', 'this seat has answered already; the other seat decides');
    if (!cachedEarlyDecision(live, seat))
      throw new ClientError('not-your-turn', 'the pending decision is not this seat’s');
    const error = earlyAnswerError(engine, state, seat, answer);
    if (error) throw new ClientError('illegal-answer', error.message, { reason: error.code, path: error.path });
    const queued = JSON.stringify({ seat, answer: parseAnswer(answer) });
    const ok = await this.store.commit(stored.id, stored.version, {
      answers: [],
      state: stored.state,
      hash: stored.hash,
      status: stored.status,
      result: stored.result,
      clock: stored.clock,
      queued,
      pendingSeat: stored.pendingSeat,
      expectedQueued: null,
      at: this.now(),
      holder: holder === null ? undefined : { seat, credentialHash: holder },
    });
    if (!ok) {
      this.cache.delete(stored.id);
      const now = await this.loadStored(stored.id);
      if (now.version === stored.version && now.queued === null) assertHolds(now, seat, holder);
      throw new ClientError('stale-version', 'another answer was committed first');
    }
    live.stored = { ...stored, queued };
    // Other nodes drop their copy (it has no queued answer); their connections see the same version.
    this.afterCommit({ match: stored.id, version: stored.version, log: [], queued: true });
    return stored.version;
  }

  /** Ends a match whose running seat's time is out: that seat concedes (a server end, outside the record). */
  async expire(id: string): Promise<void> {
    await this.locked(id, async () => {
      // From storage: the answer that stopped the clock may have been committed where no update came from.
      const live = await this.fresh(id);
      const clock = parseClock(live.stored.clock);
      const expired = clock && timedOutSeat(clock, this.now(), live.stored.startedAt) !== null;
      if (live.stored.status !== 'finished' && expired) await this.timeout(live, this.now());
    });
  }

  private async timeout(live: LiveMatch, at: number): Promise<void> {
    const clock = parseClock(live.stored.clock)!;
    const loser = timedOutSeat(clock, at, live.stored.startedAt)!;
    const end: ServerEnd = { reason: 'timeout', loser };
    const next: ClockState = {
      ...clock,
      remainingMs: clock.remainingMs.map((r, i) => (i === loser ? 0 : r)),
      running: null,
      since: at,
    };
    // The state is unchanged (a concession is not an answer, so the record stays replayable); the
    // row's status, end and clock say the match is over. The version moves so that no answer
    // prepared against the old one can still commit.
    const ok = await this.store.commit(live.stored.id, live.stored.version, {
      answers: [],
      state: live.stored.state,
      hash: live.stored.hash,
      status: 'finished',
      result: JSON.stringify(end),
      clock: JSON.stringify(next),
      queued: null,
      pendingSeat: null,
      expectedQueued: live.stored.queued,
      at,
      bump: true,
    });
    this.cache.delete(live.stored.id);
    if (ok) {
      this.log.info({ match: live.stored.id, loser }, 'time out');
      this.afterCommit({ match: live.stored.id, version: live.stored.version + 1, log: [] });
    }
  }

  /**
   * The log of a match as `viewer` (a seat, or the spectators' viewer) may read it, up to the
   * version stored now: the version, and the entries (see seat-log-history.ts).
   */
  async logHistory(id: string, viewer: number): Promise<{ version: number; log: LogEntry[] }> {
    const m = await this.loadStored(id);
    // Answers read after the row may run past its version: a commit landed in between.
    const answers = (await this.store.answers(id)).slice(0, m.version);
    const engine = this.rulesets.engine(m.ruleset);
    return {
      version: m.version,
      log: seatLogHistory(engine, GameConfigSchema.parse(JSON.parse(m.config)), answers, viewer),
    };
  }

  /** The record of a finished match, for replay viewers (it holds every hidden card, so only once over). */
  async record(id: string): Promise<PublishedRecord> {
    const m = await this.loadStored(id);
    if (m.status !== 'finished') throw new ClientError('bad-request', 'records are published when the match is over');
    return publishedRecord(m, await this.store.answers(id), this.rulesets);
  }

  /** Where each of these matches stands in storage (for repairing what this node sent). */
  marks(ids: readonly string[]): Promise<Map<string, MatchMark>> {
    return this.store.marks(ids);
  }

  /** No bot moves from now on (the node is closing). */
  close(): void {
    this.bots.close();
  }

  private async loadStored(id: string): Promise<StoredMatch> {
    const m = await this.store.load(id);
    if (!m) throw new ClientError('unknown-match', 'no such match');
    return m;
  }

  /**
   * Rebuilds a match from its stored row; storage only this server writes, so the saved state is
   * restored as is. A row read before a commit this node has made since is older than the cached
   * copy: the copy stays (the version only grows; at one version a queued answer only appears).
   */
  private revive(stored: StoredMatch, seatsFromStorage = false): LiveMatch {
    const cached = this.cache.get(stored.id);
    if (cached && !newer(cached.stored, stored)) {
      // At one rank the game state is the same; the row's seats, status and start may not be.
      if (seatsFromStorage && rankOf(cached.stored) === rankOf(stored)) cached.stored = stored;
      return cached;
    }
    const engine = this.rulesets.engine(stored.ruleset);
    const config = GameConfigSchema.parse(JSON.parse(stored.config));
    const state = engine.restore(stored.state, `match ${stored.id}`);
    const live = { stored, engine, config, state };
    this.cache.set(live);
    return live;
  }
}

/**
 * Refuses an answer for `seat` unless it is held with the credential hash `holder` (a person), or
 * is the server's bot's (`holder` null): a socket opened before its seat was given up plays no more.
 */
function assertHolds(stored: StoredMatch, seat: number, holder: string | null): void {
  const s = stored.seats[seat];
  const holds = holder === null ? s?.kind === 'bot' : s?.kind === 'human' && s.credentialHash === holder;
  if (!holds) throw new ClientError('unauthorized', 'this connection no longer holds the seat', { seat });
}

/** Whether row `b` is a later state of the match than row `a`. */
function newer(a: StoredMatch, b: StoredMatch): boolean {
  return b.version > a.version || (b.version === a.version && a.queued === null && b.queued !== null);
}
