import type { MatchAccess } from '../matches/match-access.js';
import type { CommitService } from '../matches/commit-service.js';
import { parseClock, timedOutSeat } from './match-clock.js';

/**
 * Ends a match whose running seat's time is out: that seat loses (a server end, outside the
 * record). Run by the node that owns the match's clock (see cluster-work.ts) when its time is due.
 */
export class ClockExpiry {
  constructor(
    private readonly access: MatchAccess,
    private readonly commits: CommitService,
    private readonly now: () => number,
  ) {}

  async expire(id: string): Promise<void> {
    await this.access.locked(id, async () => {
      // From storage: the answer that stopped the clock may have been committed where no update came from.
      const live = await this.access.fresh(id);
      const clock = parseClock(live.stored.clock);
      const at = this.now();
      const loser = clock ? timedOutSeat(clock, at, live.stored.startedAt) : null;
      if (live.stored.status !== 'finished' && loser !== null)
        await this.commits.end(live, { reason: 'timeout', loser }, at);
    });
  }
}
