import { Redis } from 'ioredis';
import { z } from 'zod';
import type { MatchUpdate, UpdateBus } from './update-bus.js';

const UpdateSchema = z.object({
  match: z.string(),
  version: z.number().int(),
  node: z.string(),
  seats: z.boolean().optional(),
  log: z.array(z.object({ rule: z.string(), message: z.string(), turn: z.number(), data: z.any().optional() })),
});

/**
 * Several nodes: every update is published on one Redis channel and every node (the publisher too)
 * receives it from the subscription, so a node's sockets hear of commits made anywhere.
 */
export class RedisBus implements UpdateBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers: ((u: MatchUpdate) => void)[] = [];
  private readonly channel: string;

  private constructor(url: string, prefix: string) {
    this.channel = `${prefix}:updates`;
    this.pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: true });
    this.sub.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const parsed = UpdateSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return;
      for (const h of this.handlers) h(parsed.data);
    });
  }

  /** Connects both connections and subscribes; `prefix` separates deployments (and test runs) on one Redis. */
  static async connect(url: string, prefix = 'tcgkit'): Promise<RedisBus> {
    const bus = new RedisBus(url, prefix);
    await bus.pub.connect();
    await bus.sub.connect();
    await bus.sub.subscribe(bus.channel);
    return bus;
  }

  async publish(update: MatchUpdate): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify(update));
  }

  onUpdate(handler: (update: MatchUpdate) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
