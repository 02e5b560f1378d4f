import WebSocket from 'ws';
import type { PlayerView } from '@tcgkit/core';
import { applyDiff, ServerMessageSchema, type ServerMessage } from '@tcgkit/protocol';

/** A test client of the game protocol: keeps every message it receives and waits on them (never on time). */
export class WsClient {
  readonly received: ServerMessage[] = [];
  readonly raw: string[] = [];
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  private closedWith: number | null = null;
  private closeWaiters: ((code: number) => void)[] = [];
  onMessage: ((m: ServerMessage) => void) | null = null;
  private lastView: { version: number; view: PlayerView | null } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      const text = Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data as ArrayBuffer)]).toString('utf8');
      this.raw.push(text);
      // Every message the server sends must be one the protocol's schema reads: a client that
      // validates (the web client does) would otherwise drop it and wait forever.
      const raw: unknown = JSON.parse(text);
      const checked = ServerMessageSchema.safeParse(raw);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new Error(`the server sent a message outside the protocol at ${issue.path.join('.')}: ${issue.message}`);
      }
      const m = raw as ServerMessage;
      if (m.type === 'update') {
        // A diff applies to the previous update's view: the client keeps the whole view (as any client must).
        if (m.viewDiff) {
          if (this.lastView?.version !== m.viewDiff.base) throw new Error('a view diff on an unknown base');
          m.view = applyDiff(this.lastView.view, m.viewDiff);
        }
        this.lastView = { version: m.version, view: m.view };
      }
      this.received.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(m)) return true;
        w.resolve(m);
        return false;
      });
      this.onMessage?.(m);
    });
    socket.on('close', (code: number) => {
      this.closedWith = code;
      for (const w of this.closeWaiters) w(code);
    });
  }

  static open(address: string, headers: Record<string, string> = {}): Promise<WsClient> {
    const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/ws`, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new WsClient(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (from now, or already received after index `from`) that passes `test`. */
  next<T extends ServerMessage>(test: (m: ServerMessage) => m is T, from = this.received.length): Promise<T> {
    const seen = this.received.slice(from).find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test, resolve: (m) => resolve(m as T) }));
  }

  closed(): Promise<number> {
    if (this.closedWith !== null) return Promise.resolve(this.closedWith);
    return new Promise((resolve) => this.closeWaiters.push(resolve));
  }

  close(): void {
    this.socket.close();
  }
}

/** Type guards for `next`. */
export const is = {
  update: (m: ServerMessage): m is Extract<ServerMessage, { type: 'update' }> => m.type === 'update',
  error: (m: ServerMessage): m is Extract<ServerMessage, { type: 'error' }> => m.type === 'error',
  welcome: (m: ServerMessage): m is Extract<ServerMessage, { type: 'welcome' }> => m.type === 'welcome',
  finished: (m: ServerMessage): m is Extract<ServerMessage, { type: 'update' }> =>
    m.type === 'update' && m.status === 'finished',
};
