import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import { newNodeName, type MatchUpdate, type UpdateBus } from './update-bus.js';

const UpdateSchema = z.object({
  match: z.string(),
  version: z.number().int(),
  node: z.string(),
  seats: z.boolean().optional(),
  queued: z.boolean().optional(),
  log: z.array(
    z.object({
      rule: z.string(),
      message: z.string(),
      turn: z.number(),
      data: z.any().optional(),
      story: z.any().optional(),
    }),
  ),
});

/** Announcements kept while Redis is away (beyond them, the other nodes' steady repair covers the gap). */
const UNSENT_KEPT = 10_000;

/**
 * Several nodes: every update is published on one Redis channel (pub/sub). A node delivers its own
 * updates to itself directly (its connections never wait on Redis) and ignores them when they come
 * back. Pub/sub keeps nothing: a message published while a node is not subscribed is lost to it, so
 * after every reconnection of the subscriber the node resynchronises from storage (`onResync`).
 */
export class RedisBus implements UpdateBus {
  readonly node = newNodeName();
  readonly lossless = false;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers: ((u: MatchUpdate) => void)[] = [];
  private readonly resyncs: (() => void)[] = [];
  private readonly channel: string;
  private subscribedOnce = false;
  /** Announcements Redis refused (it was away), published again once the publisher is back. */
  private unsent: string[] = [];

  private constructor(url: string, prefix: string, log: Logger) {
    this.channel = `${prefix}:updates`;
    // A publish fails fast while Redis is away (the node repairs later) instead of queueing for minutes.
    this.pub = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
      // A half-open link answers nothing: give up on the publish (the repair covers it).
      commandTimeout: 2_000,
    });
    this.sub = new Redis(url, { lazyConnect: true });
    for (const [name, client] of [
      ['publisher', this.pub],
      ['subscriber', this.sub],
    ] as const)
      // Without a listener ioredis prints "Unhandled error event" outside the JSON logs.
      client.on('error', (err: Error) => log.warn({ err: { message: err.message }, redis: name }, 'redis error'));
    this.sub.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return;
      }
      const parsed = UpdateSchema.safeParse(value);
      if (!parsed.success || parsed.data.node === this.node) return;
      for (const h of this.handlers) h(parsed.data);
    });
    // ioredis resubscribes by itself on reconnecting; what was published meanwhile is gone. The
    // repair runs once the subscription is confirmed again, so nothing falls between the two.
    this.sub.on('ready', () => {
      if (!this.subscribedOnce) return void (this.subscribedOnce = true);
      this.sub.subscribe(this.channel).then(
        () => this.resyncs.forEach((r) => r()),
        (err: Error) => log.warn({ err: { message: err.message } }, 'redis resubscribe failed'),
      );
    });
    this.pub.on('ready', () => void this.flushUnsent());
  }

  /** Connects both connections and subscribes; `prefix` separates deployments (and test runs) on one Redis. */
  static async connect(url: string, prefix: string, log: Logger): Promise<RedisBus> {
    const bus = new RedisBus(url, prefix, log);
    await bus.pub.connect();
    await bus.sub.connect();
    await bus.sub.subscribe(bus.channel);
    return bus;
  }

  async publish(update: MatchUpdate): Promise<void> {
    for (const h of this.handlers) h(update);
    const text = JSON.stringify(update);
    try {
      await this.pub.publish(this.channel, text);
    } catch (e) {
      // Kept to go out when Redis is back (receivers ignore what they already have); the newest only.
      this.unsent.push(text);
      if (this.unsent.length > UNSENT_KEPT) this.unsent.shift();
      throw e;
    }
  }

  private async flushUnsent(): Promise<void> {
    const texts = this.unsent;
    this.unsent = [];
    for (const [i, text] of texts.entries()) {
      try {
        await this.pub.publish(this.channel, text);
      } catch {
        this.unsent = [...texts.slice(i), ...this.unsent].slice(-UNSENT_KEPT);
        return;
      }
    }
  }

  onUpdate(handler: (update: MatchUpdate) => void): void {
    this.handlers.push(handler);
  }

  onResync(handler: () => void): void {
    this.resyncs.push(handler);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
