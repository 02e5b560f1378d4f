import type { Logger } from 'pino';
import type { MatchAccess } from './match-access.js';
import type { CommitService } from './commit-service.js';

/**
 * Matches nobody plays any more: an unfinished match with human seats where no person has been
 * connected for `abandonAfterMs` (nodes note who is connected: `MatchStore.humansSeen`) ends as
 * abandoned — recorded as such, nobody losing — and leaves the running list.
 */
export class Abandonment {
  constructor(
    private readonly access: MatchAccess,
    private readonly commits: CommitService,
    private readonly abandonAfterMs: number,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  /** The matches abandoned by now (the oldest first, at most `limit`). */
  due(limit: number): Promise<string[]> {
    return this.access.store.abandoned(this.now() - this.abandonAfterMs, limit);
  }

  /** Ends match `id` as abandoned if it still is (read again under its lock: a person may have come back). */
  async end(id: string): Promise<void> {
    await this.access.locked(id, async () => {
      const live = await this.access.fresh(id);
      const { stored } = live;
      const seen = stored.humanSeenAt ?? stored.createdAt;
      const at = this.now();
      if (stored.status === 'finished' || at - seen < this.abandonAfterMs) return;
      if (await this.commits.end(live, { reason: 'abandoned', loser: null }, at))
        this.log.info({ match: id, idleMs: at - seen }, 'match abandoned');
    });
  }
}
