import type { Engine } from '@tcgkit/core';
import type { ServerMessage } from '@tcgkit/protocol';
import { is, WsClient } from './ws-client.js';

type Update = Extract<ServerMessage, { type: 'update' }>;

/**
 * One seat played by the ruleset's bot over a socket that can be replaced (a node died): the
 * highest version it has been sent is what the server acknowledged to it.
 */
export class BotSeat {
  client!: WsClient;
  acknowledged = -1;
  /** Updates that went back to a version below one this seat's socket had already been sent. */
  wentBack = 0;
  private readonly bot;

  constructor(
    private readonly engine: Engine,
    private readonly match: string,
    private readonly credential: string,
    seed: number,
  ) {
    this.bot = engine.bot(seed)!;
  }

  /** The highest version the current socket has been sent. */
  private onSocket = -1;
  /** The decisions this socket has answered (version and decision id). */
  private readonly answered = new Set<string>();

  /** Connects to a node and plays from whatever it sends. */
  async connect(address: string): Promise<void> {
    const c = await WsClient.open(address);
    this.onSocket = -1;
    this.answered.clear();
    this.client = c;
    c.onMessage = (m) => this.onMessage(c, m);
    c.send({ type: 'hello', protocol: 1, match: this.match, credential: this.credential });
    await c.next(is.update);
  }

  /** Errors other than a stale version (which the next update answers): a stuck seat fails the test, not hangs it. */
  readonly errors: string[] = [];
  private failWaiters: ((e: Error) => void)[] = [];

  private onMessage(c: WsClient, m: ServerMessage): void {
    if (m.type === 'error' && m.code !== 'stale-version') {
      this.errors.push(`${m.code}: ${m.message}`);
      for (const f of this.failWaiters) f(new Error(`seat got ${m.code}: ${m.message}`));
    }
    if (m.type !== 'update') return;
    if (m.version < this.onSocket) this.wentBack++;
    this.onSocket = Math.max(this.onSocket, m.version);
    this.acknowledged = Math.max(this.acknowledged, m.version);
    if (!m.view || !m.decision || m.status === 'finished') return;
    // The same decision sent again (a repair, a re-render at one version) is answered once per socket.
    const key = `${m.version}:${String(m.decision.id)}`;
    if (this.answered.has(key)) return;
    this.answered.add(key);
    const answer = this.bot.decide(m.view, m.decision);
    c.send({ type: 'answer', version: m.version, answer });
  }

  /** The first update on the current socket at or past `version` (or the end). */
  reached(version: number): Promise<Update> {
    return this.client.next((m): m is Update => is.update(m) && (m.version >= version || m.status === 'finished'), 0);
  }

  finished(): Promise<Update> {
    return Promise.race([
      this.client.next(is.finished, 0),
      new Promise<never>((_, reject) => this.failWaiters.push(reject)),
    ]);
  }
}
