import type { ClientConnection } from './client-connection.js';

/** The connections of this node, by match: where a match's updates go on this node. */
export class ConnectionHub {
  private readonly byMatch = new Map<string, Set<ClientConnection>>();

  add(c: ClientConnection): void {
    let set = this.byMatch.get(c.match);
    if (!set) this.byMatch.set(c.match, (set = new Set()));
    set.add(c);
  }

  remove(c: ClientConnection): void {
    const set = this.byMatch.get(c.match);
    if (!set) return;
    set.delete(c);
    if (set.size === 0) this.byMatch.delete(c.match);
  }

  of(match: string): ReadonlySet<ClientConnection> {
    return this.byMatch.get(match) ?? new Set();
  }

  /** The matches with a connection here. */
  matches(): string[] {
    return [...this.byMatch.keys()];
  }

  /** The matches a person plays here (a seat's connection: spectators do not keep a match alive). */
  matchesWithPeople(): string[] {
    return [...this.byMatch].filter(([, set]) => [...set].some((c) => c.seat !== null)).map(([m]) => m);
  }

  /** Every connection (for shutdown). */
  all(): ClientConnection[] {
    return [...this.byMatch.values()].flatMap((s) => [...s]);
  }
}
