import type { Logger } from 'pino';
import type { MatchUpdate } from '../fanout/update-bus.js';
import { sameMark, type MatchMark } from '../storage/match-store.js';
import type { ConnectionHub } from './connection-hub.js';

/**
 * Repairs what the bus did not bring: for every match with connections on this node, storage's
 * version, queued answer and seat holders against what each connection was last sent; a
 * difference is sent as an update read from storage (an announcement lost while Redis was away,
 * or never made by a node that died after its commit). Runs on a steady pace (several nodes) and
 * whenever the bus says it may have missed something.
 */
export class StorageRepair {
  private readonly timer: NodeJS.Timeout | null;
  private running = false;
  /** A repair was asked for while one ran: it runs again after. */
  private again = false;

  /**
   * @param everyMs the steady pace, or null for none (one node: nothing can be missed).
   */
  constructor(
    private readonly hub: ConnectionHub,
    private readonly marks: (ids: readonly string[]) => Promise<Map<string, MatchMark>>,
    private readonly broadcast: (update: MatchUpdate) => Promise<void>,
    private readonly log: Logger,
    everyMs: number | null,
  ) {
    this.timer = everyMs === null ? null : setInterval(() => void this.run(), everyMs);
    this.timer?.unref();
  }

  async run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        const ids = this.hub.matches();
        if (ids.length === 0) break;
        for (const [match, mark] of await this.marks(ids)) {
          const behind = [...this.hub.of(match)].filter((c) => !sameMark(c.lastMark, mark)).length;
          if (behind === 0) continue;
          this.log.info({ match, version: mark.version, connections: behind }, 'resynchronised from storage');
          // Read from storage (as a change of seats is): this node's copy may be what is behind.
          await this.broadcast({
            match,
            version: mark.version,
            log: [],
            node: 'repair',
            seats: true,
            queued: mark.queued,
          });
        }
      } while (this.again);
    } catch (e) {
      this.log.warn({ err: { message: (e as Error).message } }, 'resync failed');
    } finally {
      this.running = false;
    }
  }

  /** Stops the steady pace (the node is closing). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
