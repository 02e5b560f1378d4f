import { randomBytes } from 'node:crypto';
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
  /** A seat's early answer was queued at the same version: its connections are sent the match again. */
  queued?: boolean;
}

/**
 * How nodes hear of each other's commits. Best effort by contract: an update can be lost (the bus
 * is down, a node dies between its commit and its announcement), so a node repairs from storage —
 * when the bus says it may have missed some (`onResync`), and at a steady pace (see the gateway).
 */
export interface UpdateBus {
  /** This node's name on the bus. */
  readonly node: string;
  /** True when no update can be missed (one node): then there is nothing to repair. */
  readonly lossless: boolean;
  /**
   * Delivers `update` to this node's handlers at once, then to the other nodes; rejects when the
   * other nodes could not be told (this node's own handlers have run all the same).
   */
  publish(update: MatchUpdate): Promise<void>;
  /** Calls `handler` with every update: this node's own at once, the other nodes' as they arrive. */
  onUpdate(handler: (update: MatchUpdate) => void): void;
  /** Called when updates may have been missed (the bus reconnected): read what changed from storage. */
  onResync(handler: () => void): void;
  /** Stops publishing and receiving. */
  close(): Promise<void>;
}

/** A new node name: random, so that a restarted node is a new one. */
export function newNodeName(): string {
  return randomBytes(6).toString('hex');
}

/** One node: updates go straight to this process's handlers, and none is ever missed. */
export class LocalBus implements UpdateBus {
  readonly node = newNodeName();
  readonly lossless = true;
  private readonly handlers: ((u: MatchUpdate) => void)[] = [];

  publish(update: MatchUpdate): Promise<void> {
    for (const h of this.handlers) h(update);
    return Promise.resolve();
  }

  onUpdate(handler: (update: MatchUpdate) => void): void {
    this.handlers.push(handler);
  }

  /** Never called: a node cannot miss its own updates. */
  onResync(): void {}

  close(): Promise<void> {
    return Promise.resolve();
  }
}
