import type { Logger } from 'pino';
import { GameConfigSchema, type LogEntry } from '@tcgkit/core';
import type { CreateMatch, JoinRequest, Rematch } from '@tcgkit/protocol';
import type { MatchMark, MatchStatus, MatchStore, MatchSummary } from '../storage/match-store.js';
import type { ServerEnd } from '../storage/server-end.js';
import type { UpdateBus } from '../fanout/update-bus.js';
import { seatLogHistory } from '../views/seat-log-history.js';
import type { HostedRulesets } from '../rulesets/hosted-rulesets.js';
import { ClientError } from '../errors/client-error.js';
import { ClockExpiry } from '../clocks/clock-expiry.js';
import { BotRunner } from './bot-runner.js';
import { publishedRecord, type PublishedRecord } from './match-record.js';
import { matchRank, type LiveMatch } from './live-match.js';
import { MatchAccess } from './match-access.js';
import { CommitService } from './commit-service.js';
import { Lobby, type CreatedMatch } from './lobby.js';
import { Rematches } from './rematch.js';
import { Abandonment } from './abandonment.js';
import { assertReachable, type Reach } from './match-reach.js';

/** How long a match may go without a person connected before it ends as abandoned (default 10 minutes). */
export const DEFAULT_ABANDON_AFTER_MS = 600_000;

/**
 * Matches: created from a lobby request, answered by seats, committed to storage before anything
 * is acknowledged, announced on the update bus after commit. Any node can do any of it: it loads
 * the match at its stored version, applies one answer and commits on that version.
 *
 * The parts, each its own module: the {@link Lobby} (tables, seats, names, decks), the
 * {@link CommitService} (answers, early answers and server ends through one commit builder), the
 * {@link ClockExpiry}, the {@link Rematches}, the {@link Abandonment} and the {@link BotRunner};
 * they share one {@link MatchAccess} (lock, cache, storage, announcements).
 */
export class MatchService {
  private readonly access: MatchAccess;
  private readonly lobby: Lobby;
  private readonly commits: CommitService;
  private readonly clocks: ClockExpiry;
  private readonly rematches: Rematches;
  /** Unfinished matches nobody comes back to. */
  readonly abandonment: Abandonment;
  /** The server's bots, playing their seats of the matches. */
  readonly bots: BotRunner;
  /** This node's name on the update bus. */
  readonly node: string;

  constructor(
    store: MatchStore,
    bus: UpdateBus,
    rulesets: HostedRulesets,
    log: Logger,
    now: () => number = Date.now,
    abandonAfterMs = DEFAULT_ABANDON_AFTER_MS,
  ) {
    const access = (this.access = new MatchAccess(store, bus, rulesets, log));
    this.node = access.node;
    this.bots = new BotRunner(this, log);
    this.commits = new CommitService(access, log, now);
    this.lobby = new Lobby(access, log, now, (id) => this.bots.kick(id));
    this.clocks = new ClockExpiry(access, this.commits, now);
    this.rematches = new Rematches(access, this.lobby);
    this.abandonment = new Abandonment(access, this.commits, abandonAfterMs, log, now);
    // A commit made anywhere (this node included) makes the cached copy old.
    bus.onUpdate((u) => {
      if (u.seats) access.cache.delete(u.match);
      if (u.node !== this.node) access.cache.announced(u.match, matchRank(u.version, u.queued === true));
      if (u.node !== this.node || u.seats) return;
      // The node that committed plays the bots' turns that follow (when it dies, the match's owner
      // resumes them: see cluster-work.ts).
      this.bots.kick(u.match);
    });
  }

  /** Creates a match (see {@link Lobby.create}); a private one comes with its invitation, shown once. */
  create(req: CreateMatch): Promise<CreatedMatch> {
    return this.lobby.create(req);
  }

  /** Public matches (private ones are reached only through their link). */
  list(status: MatchStatus | null, limit: number): Promise<MatchSummary[]> {
    return this.lobby.list(status, limit);
  }

  /** A match as the lobby shows it, to a visitor who may reach it (see match-reach.ts). */
  summary(id: string, reach: Reach = {}): Promise<MatchSummary> {
    return this.lobby.summary(id, reach);
  }

  /** Refuses a visitor who may not reach the match (a private one without its invitation). */
  assertReachable(id: string, reach: Reach): Promise<void> {
    return this.lobby.assertReachable(id, reach);
  }

  /** Takes a free human seat with a name and the player's own deck: returns its credential (shown once). */
  join(id: string, seat: number, req: JoinRequest = {}, reach: Reach = {}): Promise<string> {
    return this.lobby.join(id, seat, req, reach);
  }

  /** Gives a seat up: its credential stops working and the seat is free again. */
  leave(id: string, seat: number, credential: string): Promise<void> {
    return this.lobby.leave(id, seat, credential);
  }

  /** The seat a credential holds in this match, or null once it is over (see {@link Lobby.seatOf}). */
  seatOf(id: string, credential: string): Promise<number | null> {
    return this.lobby.seatOf(id, credential);
  }

  /** `seat` gives the match up and loses. */
  concede(id: string, seat: number, credential: string): Promise<ServerEnd> {
    return this.commits.concede(id, seat, credential);
  }

  /** `seat` asks for a rematch of a finished match (see {@link Rematches}). */
  rematch(id: string, seat: number, credential: string): Promise<Rematch> {
    return this.rematches.offer(id, seat, credential);
  }

  /**
   * The match as this node has it: the cached copy while no newer version is known (an update
   * from any node drops it), otherwise loaded from storage.
   */
  current(id: string): Promise<LiveMatch> {
    return this.access.current(id);
  }

  /**
   * The match as storage has it now (a node's copy may be behind until another node's update
   * arrives). At the same version storage's seats win: a seat taken or left moves no version.
   */
  fresh(id: string): Promise<LiveMatch> {
    return this.access.fresh(id);
  }

  /**
   * The match between answers, for rendering: an answer being applied changes the live state
   * before its commit, and nothing uncommitted may be shown. Render synchronously after it resolves.
   */
  committed(id: string, fromStorage = false): Promise<LiveMatch> {
    return this.access.lock.run(id, () => (fromStorage ? this.access.fresh(id) : this.access.current(id)));
  }

  /**
   * The match at least as new as an announced commit (version, and a queued answer at it): this
   * node's copy when it is, otherwise storage's — which has it, since a commit is announced after
   * it is made. Like {@link committed}, between answers.
   */
  atLeast(id: string, version: number, queued: boolean, fromStorage = false): Promise<LiveMatch> {
    return this.access.lock.run(id, async () => {
      const cached = fromStorage ? undefined : this.access.cachedAtLeast(id, version, queued);
      return cached ?? this.access.fresh(id);
    });
  }

  /** Applies one seat's answer (see {@link CommitService.answer}). */
  answer(id: string, seat: number, version: number, answer: unknown, holder: string | null): Promise<number> {
    return this.commits.answer(id, seat, version, answer, holder);
  }

  /** Ends a match whose running seat's time is out (see {@link ClockExpiry}). */
  expire(id: string): Promise<void> {
    return this.clocks.expire(id);
  }

  /**
   * The log of a match as `viewer` (a seat, or the spectators' viewer) may read it, up to the
   * version stored now: the version, and the entries (see seat-log-history.ts).
   */
  async logHistory(id: string, viewer: number): Promise<{ version: number; log: LogEntry[] }> {
    const m = await this.access.loadStored(id);
    // Answers read after the row may run past its version: a commit landed in between.
    const answers = (await this.access.store.answers(id)).slice(0, m.version);
    const engine = this.access.rulesets.engine(m.ruleset);
    return {
      version: m.version,
      log: seatLogHistory(engine, GameConfigSchema.parse(JSON.parse(m.config)), answers, viewer),
    };
  }

  /** The record of a finished match, for replay viewers (it holds every hidden card, so only once over). */
  async record(id: string, reach: Reach = {}): Promise<PublishedRecord> {
    const m = await this.access.loadStored(id);
    assertReachable(m, reach);
    if (m.status !== 'finished') throw new ClientError('bad-request', 'records are published when the match is over');
    return publishedRecord(m, await this.access.store.answers(id), this.access.rulesets);
  }

  /** Where each of these matches stands in storage (for repairing what this node sent). */
  marks(ids: readonly string[]): Promise<Map<string, MatchMark>> {
    return this.access.store.marks(ids);
  }

  /** No bot moves from now on (the node is closing). */
  close(): void {
    this.bots.close();
  }
}
