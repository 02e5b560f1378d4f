import type { LogEntry } from '@tcgkit/core';

/**
 * A committed change of a match, as nodes tell each other: the new version and the raw log of
 * what happened (each node redacts it per connection; views are never sent between nodes).
 */
export interface MatchUpdate {
  match: string;
  version: number;
  log: LogEntry[];
  /** The node that committed it (a node's own cache is already at the update). */
  node: string;
  /**
   * The match changed outside the game at the same version (a seat taken or given up, so its
   * status and clock): every connection is sent the match again, and every node drops its copy.
   */
  seats?: boolean;
}

/** Delivers every committed update to every node (this one included), in commit order per publisher. */
export interface UpdateBus {
  publish(update: MatchUpdate): Promise<void>;
  onUpdate(handler: (update: MatchUpdate) => void): void;
  close(): Promise<void>;
}

/** One node: updates go straight to this process's handlers. */
export class LocalBus implements UpdateBus {
  private readonly handlers: ((u: MatchUpdate) => void)[] = [];

  publish(update: MatchUpdate): Promise<void> {
    for (const h of this.handlers) h(update);
    return Promise.resolve();
  }

  onUpdate(handler: (update: MatchUpdate) => void): void {
    this.handlers.push(handler);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
