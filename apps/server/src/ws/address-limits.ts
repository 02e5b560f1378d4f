import { RateLimiter } from './rate-limiter.js';

/** What one client address may hold and send over WebSocket, whatever the number of its sockets. */
export interface AddressLimitSettings {
  connectionsPerAddress: number;
  addressMessagesPerSecond: number;
  addressBurst: number;
}

interface AddressEntry {
  connections: number;
  messages: RateLimiter;
}

/** Addresses with no open socket are forgotten once this many are known (their buckets are full by then). */
const FORGET_AFTER = 10_000;

/**
 * Limits per client address, shared by all its sockets: a client cannot escape the per-socket
 * rate by opening more sockets, nor exhaust the node by opening thousands. Time comes from the caller.
 */
export class AddressLimits {
  private readonly entries = new Map<string, AddressEntry>();

  constructor(private readonly settings: AddressLimitSettings) {}

  /** Counts a new socket of `address`; false (nothing counted) when the address holds its maximum already. */
  open(address: string, now: number): boolean {
    const e = this.entry(address, now);
    if (e.connections >= this.settings.connectionsPerAddress) return false;
    e.connections++;
    return true;
  }

  /** Counts a socket of `address` as closed. */
  close(address: string): void {
    const e = this.entries.get(address);
    if (e) e.connections = Math.max(0, e.connections - 1);
  }

  /** Takes one message from the address's shared bucket; false when the address is over its rate. */
  take(address: string, now: number): boolean {
    return this.entry(address, now).messages.take(now);
  }

  /** Open sockets of `address` (for tests and logs). */
  connections(address: string): number {
    return this.entries.get(address)?.connections ?? 0;
  }

  private entry(address: string, now: number): AddressEntry {
    let e = this.entries.get(address);
    if (!e) {
      if (this.entries.size >= FORGET_AFTER)
        for (const [k, v] of this.entries) if (v.connections === 0) this.entries.delete(k);
      e = {
        connections: 0,
        messages: new RateLimiter(this.settings.addressMessagesPerSecond, this.settings.addressBurst, now),
      };
      this.entries.set(address, e);
    }
    return e;
  }
}
