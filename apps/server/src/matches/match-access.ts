import { GameConfigSchema } from '@tcgkit/core';
import type { Logger } from 'pino';
import type { MatchStore, StoredMatch } from '../storage/match-store.js';
import type { MatchUpdate, UpdateBus } from '../fanout/update-bus.js';
import type { HostedRulesets } from '../rulesets/hosted-rulesets.js';
import { ClientError } from '../errors/client-error.js';
import { KeyedLock } from './keyed-lock.js';
import { LiveMatchCache, matchRank, rankOf, type LiveMatch } from './live-match.js';

/**
 * How every part of the match path reaches a match on this node: its lock, the cached live copy,
 * storage behind it, and the announcements of commits (published once the lock is released). The
 * lobby, the commit service and the clock expiry share one of these.
 */
export class MatchAccess {
  readonly lock = new KeyedLock();
  readonly cache = new LiveMatchCache();
  /** Announcements of commits made under a match's lock, published once the lock is released. */
  private readonly outbox = new Map<string, Omit<MatchUpdate, 'node'>[]>();
  /** This node's name on the update bus. */
  readonly node: string;

  constructor(
    readonly store: MatchStore,
    private readonly bus: UpdateBus,
    readonly rulesets: HostedRulesets,
    private readonly log: Logger,
  ) {
    this.node = bus.node;
  }

  /**
   * Tells the other nodes of a commit, best effort: the commit is the truth and is acknowledged
   * whether or not the bus takes the announcement; a node that missed it repairs from storage.
   */
  async announce(update: Omit<MatchUpdate, 'node'>): Promise<void> {
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
  async locked<T>(id: string, work: () => Promise<T>): Promise<T> {
    try {
      return await this.lock.run(id, work);
    } finally {
      const updates = this.outbox.get(id) ?? [];
      this.outbox.delete(id);
      for (const u of updates) void this.announce(u);
    }
  }

  /** An announcement to make once the match's lock is released (see {@link locked}). */
  afterCommit(update: Omit<MatchUpdate, 'node'>): void {
    const list = this.outbox.get(update.match) ?? [];
    list.push(update);
    this.outbox.set(update.match, list);
  }

  async loadStored(id: string): Promise<StoredMatch> {
    const m = await this.store.load(id);
    if (!m) throw new ClientError('unknown-match', 'no such match');
    return m;
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
   * Rebuilds a match from its stored row; storage only this server writes, so a saved state whose
   * hash is the row's is restored without re-checking it. A row read before a commit this node has
   * made since is older than the cached copy: the copy stays (the version only grows; at one
   * version a queued answer only appears).
   */
  revive(stored: StoredMatch, seatsFromStorage = false): LiveMatch {
    const cached = this.cache.get(stored.id);
    if (cached && !newer(cached.stored, stored)) {
      // At one rank the game state is the same; the row's seats, status and start may not be.
      if (seatsFromStorage && rankOf(cached.stored) === rankOf(stored)) cached.stored = stored;
      return cached;
    }
    const engine = this.rulesets.engine(stored.ruleset);
    const config = GameConfigSchema.parse(JSON.parse(stored.config));
    // The row's hash was written with its state: a state that is still the one written restores without the
    // checks made of untrusted input (a changed one is checked as such).
    const state = engine.restoreOwn(stored.state, stored.hash, `match ${stored.id}`);
    const live = { stored, engine, config, state };
    this.cache.set(live);
    return live;
  }

  /** Whether the cached copy is at least as new as an announced commit. */
  cachedAtLeast(id: string, version: number, queued: boolean): LiveMatch | undefined {
    const cached = this.cache.get(id);
    return cached && rankOf(cached.stored) >= matchRank(version, queued) ? cached : undefined;
  }
}

/** Whether row `b` is a later state of the match than row `a`. */
function newer(a: StoredMatch, b: StoredMatch): boolean {
  return b.version > a.version || (b.version === a.version && a.queued === null && b.queued !== null);
}
