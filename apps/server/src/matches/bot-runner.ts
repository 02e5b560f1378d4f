import type { Logger } from 'pino';
import { ClientError } from '../errors/client-error.js';
import type { LiveMatch } from './live-match.js';

/** What the bot runner needs of the matches: reading one, and answering for a seat. */
export interface BotMatches {
  current(id: string): Promise<LiveMatch>;
  committed(id: string, fromStorage: boolean): Promise<LiveMatch>;
  answer(id: string, seat: number, version: number, answer: unknown, holder: null): Promise<number>;
}

/**
 * Plays the server's bots' seats: one decision per turn of the event loop (`setImmediate` between
 * steps), so that bot games never hold other clients up. A bot is made afresh per decision, seeded
 * by the match and version: stateless, so any node can play the next one.
 */
export class BotRunner {
  private closed = false;
  private readonly running = new Set<string>();
  /** Matches kicked while their bot step ran: that step may have seen the match before the change. */
  private readonly kickedAgain = new Set<string>();
  /** Matches whose next step reads storage (another node may have moved them without telling this one). */
  private readonly readFresh = new Set<string>();

  constructor(
    private readonly matches: BotMatches,
    private readonly log: Logger,
  ) {}

  /**
   * Lets the bots play the match while it is a bot's turn.
   *
   * @param fromStorage read the match from storage first (the cluster's sweep: this node's copy may
   *   be behind a commit it never heard of).
   */
  kick(id: string, fromStorage = false): void {
    if (this.closed) return;
    if (fromStorage) this.readFresh.add(id);
    if (this.running.has(id)) {
      this.kickedAgain.add(id);
      return;
    }
    this.running.add(id);
    setImmediate(() => {
      void this.step(id).finally(() => {
        this.running.delete(id);
        if (this.kickedAgain.delete(id)) this.kick(id);
      });
    });
  }

  /** No bot moves from now on (the node is closing). */
  close(): void {
    this.closed = true;
  }

  private async step(id: string): Promise<void> {
    if (this.closed) return;
    let live: LiveMatch;
    try {
      live = this.readFresh.delete(id) ? await this.matches.committed(id, true) : await this.matches.current(id);
    } catch {
      return;
    }
    const { stored, engine, state } = live;
    const seat = state.pending?.player;
    if (stored.status === 'finished' || seat === undefined || stored.seats[seat]?.kind !== 'bot') return;
    const bot = engine.bot(live.config.seed + 7919 * stored.version + seat);
    if (!bot) return;
    const answer = bot.decide(engine.viewFor(state, seat), state.pending!);
    try {
      await this.matches.answer(id, seat, stored.version, answer, null);
    } catch (e) {
      // Another node moved first (stale) or the match ended: nothing to do; anything else is a bug.
      if (!(e instanceof ClientError)) this.log.error({ match: id, err: e }, 'bot step failed');
      return;
    }
    this.kickedAgain.add(id);
  }
}
