import type { MatchCommit, StoredMatch } from '../storage/match-store.js';

/** What a commit changes of the row it was read from; everything else is written back as read. */
export type CommitChange = Partial<Omit<MatchCommit, 'expectedQueued' | 'at'>>;

/**
 * The one way a commit is written: the row as read (its state, status, clock and queued answer
 * expected unchanged) with `change` applied. Answers, early answers and server ends (a clock run
 * out, a concession, an abandoned table) all go through it.
 */
export function buildCommit(stored: StoredMatch, at: number, change: CommitChange): MatchCommit {
  return {
    answers: [],
    state: stored.state,
    hash: stored.hash,
    status: stored.status,
    result: stored.result,
    clock: stored.clock,
    queued: stored.queued,
    pendingSeat: stored.pendingSeat,
    ...change,
    expectedQueued: stored.queued,
    at,
  };
}
