import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { MatchStore } from '../storage/match-store.js';
import type { MatchService } from './match-service.js';
import { msUntilTimeout, parseClock } from '../clocks/match-clock.js';

/** How the cluster shares the work that belongs to no connection. */
export interface ClusterWorkSettings {
  /** How often a node looks for work (and says it is alive). */
  sweepMs: number;
  /** A node that has not said it is alive for this long is dead: its matches pass to the others. */
  nodeTtlMs: number;
  /** A bot's turn left unplayed this long (its node died, or missed the update) is played by the match's owner. */
  botStallMs: number;
  /** A match with no person connected this long is ended as abandoned by its owner. */
  abandonAfterMs: number;
}

/** The most matches one sweep looks at (the least recently changed first). */
const SWEEP_LIMIT = 10_000;

/** Rendezvous hashing: the live node that ranks highest for a match owns it; a dead node's matches spread. */
export function ownerOf(match: string, nodes: readonly string[]): string | null {
  let best: string | null = null;
  let bestScore = '';
  for (const n of nodes) {
    const score = createHash('sha256').update(`${n}\0${match}`).digest('hex');
    if (best === null || score > bestScore) [best, bestScore] = [n, score];
  }
  return best;
}

/**
 * Work of every running match that belongs to the cluster, not to a connection: a clock that runs
 * out and a bot's turn. Every node says it is alive in storage at each sweep; each unfinished match
 * with such work is owned by one live node (rendezvous hashing over the live ones), which ends it
 * on time and plays its stalled bots — so a match whose players are all away still ends, and its
 * bots still move after any node dies. Commits stay conditional on the version, so two nodes that
 * briefly both think they own a match (one dying) cannot apply anything twice.
 */
export class ClusterWork {
  private timer: NodeJS.Timeout | null = null;
  private readonly clockTimers = new Map<string, NodeJS.Timeout>();
  private sweeping = false;
  /** When this node last wrote which matches have people connected here. */
  private seenWrittenAt = -Infinity;

  constructor(
    private readonly store: MatchStore,
    private readonly matches: MatchService,
    private readonly settings: ClusterWorkSettings,
    private readonly log: Logger,
    /** The matches a person plays on this node now. */
    private readonly peopleConnected: () => string[] = () => [],
    private readonly now: () => number = Date.now,
  ) {}

  /** Sweeps now and then every `sweepMs`. */
  start(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.settings.sweepMs);
    this.timer.unref();
  }

  /** Stops sweeping and drops the clock timers (the node is closing). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    for (const t of this.clockTimers.values()) clearTimeout(t);
    this.clockTimers.clear();
  }

  /** One look at the cluster's work; a sweep still running when the next is due is not doubled. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const at = this.now();
      await this.store.heartbeat(this.matches.node, at + this.settings.nodeTtlMs);
      const nodes = await this.store.liveNodes(at);
      for (const item of await this.store.clusterWork(SWEEP_LIMIT, at - this.settings.botStallMs)) {
        if (ownerOf(item.id, nodes) !== this.matches.node) continue;
        const clock = parseClock(item.clock);
        const ms = clock ? msUntilTimeout(clock, at, item.startedAt) : null;
        if (ms !== null && ms <= this.settings.sweepMs) this.expireIn(item.id, ms);
        if (item.botTurn && at - item.updatedAt >= this.settings.botStallMs) this.matches.bots.kick(item.id, true);
      }
      await this.abandonments(at, nodes);
    } catch (e) {
      // Storage away: the next sweep tries again.
      this.log.warn({ err: { message: (e as Error).message } }, 'cluster sweep failed');
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * Notes the matches people play here (often enough that a match in play is never taken for
   * abandoned: four times per abandonment period, at most once a sweep), then ends the abandoned
   * matches this node owns.
   */
  private async abandonments(at: number, nodes: readonly string[]): Promise<void> {
    const every = Math.min(60_000, this.settings.abandonAfterMs / 4);
    if (at - this.seenWrittenAt >= every) {
      await this.store.humansSeen(this.peopleConnected(), at);
      this.seenWrittenAt = at;
    }
    for (const id of await this.matches.abandonment.due(SWEEP_LIMIT))
      if (ownerOf(id, nodes) === this.matches.node) await this.matches.abandonment.end(id);
  }

  private expireIn(match: string, ms: number): void {
    if (this.clockTimers.has(match)) return;
    const timer = setTimeout(
      () => {
        this.clockTimers.delete(match);
        this.matches.expire(match).catch((e: unknown) => this.log.error({ err: e, match }, 'clock expiry failed'));
      },
      // Just past the deadline: at it exactly, the seat's time is not yet out.
      Math.max(0, ms) + 5,
    );
    timer.unref();
    this.clockTimers.set(match, timer);
  }
}
