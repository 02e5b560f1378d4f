import type { Answer } from '@tcgkit/core';
import { CLOSE_CODES, PROTOCOL_VERSION, ServerMessageSchema, applyDiff, type ServerMessage } from '@tcgkit/protocol';
import { i18n } from '../i18n/i18n';
import { INITIAL_SNAPSHOT, type GameSnapshot, type LogLine } from './game-state';

/** Errors after which reconnecting cannot help. */
const FATAL = new Set(['unauthorized', 'unknown-match', 'protocol-version', 'unknown-ruleset']);
/** The most log lines kept in memory (a very long game drops its oldest). */
const LOG_KEPT = 50_000;

/**
 * One seat's (or a spectator's) WebSocket to a match: says hello with the seat credential, keeps
 * the view up to date from whole views and diffs, and reconnects after a lost connection (the
 * server sends the current update on every hello, so nothing is missed).
 */
export class GameConnection {
  private socket: WebSocket | null = null;
  private snapshot: GameSnapshot = INITIAL_SNAPSHOT;
  private closed = false;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** The pages of the log history received so far on this connection. */
  private history: LogLine[] = [];

  constructor(
    private readonly match: string,
    private readonly credential: string | null,
    private readonly onChange: (snapshot: GameSnapshot) => void,
    /** A private match's invitation: a spectator's way in (a seat comes in with its credential). */
    private readonly invitation: string | null = null,
  ) {}

  open(): void {
    if (this.closed) return;
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
    this.socket = ws;
    ws.onopen = () => {
      this.retries = 0;
      ws.send(
        JSON.stringify({
          type: 'hello',
          protocol: PROTOCOL_VERSION,
          match: this.match,
          credential: this.credential ?? undefined,
          invitation: this.credential === null ? (this.invitation ?? undefined) : undefined,
        }),
      );
    };
    ws.onmessage = (e: MessageEvent<string>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(e.data);
      } catch {
        return;
      }
      const msg = ServerMessageSchema.safeParse(parsed);
      if (msg.success) {
        this.receive(msg.data);
        return;
      }
      // Dropping it would leave the page waiting for ever on a view it never gets: say so instead.
      const path = msg.error.issues[0]?.path.join('.') ?? '';
      console.error('tcgkit: a server message outside the protocol', msg.error.issues);
      this.set({
        fatal: { code: 'unreadable-message', message: i18n.t('play.unreadableMessage', { path }), at: Date.now() },
      });
      this.close();
    };
    ws.onclose = (e: CloseEvent) => {
      if (this.socket !== ws || this.closed || this.snapshot.fatal) return;
      // Closed for breaking a limit: coming straight back would only be closed again.
      if (e.code === CLOSE_CODES.policy) {
        this.set({
          fatal: {
            code: 'rate-limited',
            message: 'this page sent too many messages; reload it to go on',
            at: Date.now(),
          },
        });
        return;
      }
      this.set({ link: 'lost' });
      // Backs off to a few seconds: a restarting server is usually back by then.
      const delay = Math.min(4000, 250 * 2 ** this.retries++);
      this.retryTimer = setTimeout(() => this.open(), delay);
    };
  }

  /** Sends the answer to this seat's pending decision at the version the client shows. */
  answer(answer: Answer): void {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return;
    this.set({ refusal: null });
    this.socket.send(JSON.stringify({ type: 'answer', version: this.snapshot.version, answer }));
  }

  /** Closes the connection for good (the page is left). */
  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close(1000);
  }

  /** Drops the connection as a network failure would (reconnects like one). */
  dropForTest(): void {
    this.socket?.close(4000);
  }

  private receive(msg: ServerMessage): void {
    switch (msg.type) {
      case 'welcome':
        this.set({ link: 'open', seat: msg.seat, ruleset: msg.ruleset });
        return;
      case 'update': {
        performance.mark('tcgkit:update');
        const view = msg.view ?? (msg.viewDiff ? applyDiff(this.snapshot.view, msg.viewDiff) : null);
        this.set({
          link: 'open',
          version: msg.version,
          view,
          decision: msg.decision,
          early: msg.early,
          status: msg.status,
          ended: msg.ended,
          clock: msg.clock,
          players: msg.players ?? this.snapshot.players,
          rematch: msg.rematch ?? null,
          log: this.withLines(msg.log, msg.version),
        });
        return;
      }
      case 'log':
        this.set({ log: this.withLines(msg.log, msg.version) });
        return;
      case 'log-history': {
        if (msg.from === 0) this.history = [];
        this.history.push(...msg.log.map((l) => ({ ...l, version: msg.version })));
        if (msg.from + msg.log.length < msg.total) return;
        // The whole log up to the history's version, then what later updates brought.
        const later = this.snapshot.log.filter((l) => l.version > msg.version);
        this.set({ log: [...this.history, ...later].slice(-LOG_KEPT) });
        this.history = [];
        return;
      }
      case 'seat-closed': {
        // Given up (here or in another tab): this page no longer plays the seat and must not reconnect as it.
        if (msg.reason === 'left') {
          this.set({ fatal: { code: 'unauthorized', message: msg.message, at: Date.now() } });
          this.close();
        }
        return;
      }
      case 'error': {
        const refusal = { code: msg.code, message: msg.message, at: Date.now() };
        this.set(FATAL.has(msg.code) ? { fatal: refusal } : { refusal });
        if (FATAL.has(msg.code)) this.close();
        return;
      }
    }
  }

  private withLines(lines: readonly Omit<LogLine, 'version'>[], version: number): LogLine[] {
    return [...this.snapshot.log, ...lines.map((l) => ({ ...l, version }))].slice(-LOG_KEPT);
  }

  private set(change: Partial<GameSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.onChange(this.snapshot);
  }
}
