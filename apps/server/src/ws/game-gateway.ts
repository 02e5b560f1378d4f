import type { WebSocket, RawData } from 'ws';
import type { Logger } from 'pino';
import type { MatchService } from '../matches/match-service.js';
import type { MatchUpdate, UpdateBus } from '../fanout/update-bus.js';
import { markOf, sameMark, type StoredMatch } from '../storage/match-store.js';
import { StorageRepair } from './storage-repair.js';
import type { LiveMatch } from '../matches/live-match.js';
import { ClientError } from '../errors/client-error.js';
import { CLOSE_CODES, ClientMessageSchema, PROTOCOL_VERSION, type ClientMessage } from '@tcgkit/protocol';
import { credentialHash } from '../auth/seat-credential.js';
import { ClientConnection } from './client-connection.js';
import { ConnectionHub } from './connection-hub.js';
import { RateLimiter } from './rate-limiter.js';
import { AddressLimits, type AddressLimitSettings } from './address-limits.js';
import { renderUpdate } from './update-renderer.js';
import { SPECTATOR } from '../views/spectator.js';
import { routeMessage, type MessageRoutes, type SocketSession } from './message-routes.js';
import { msUntilTimeout, parseClock } from '../clocks/match-clock.js';

/** A text frame's payload as a string (ws hands over one Buffer for text frames, or its fragments). */
function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** Messages refused within one second after which a socket is closed (1008): it is not slowing down. */
const REFUSALS_BEFORE_CLOSE = 200;
/** Log entries per `log-history` message. */
const LOG_PAGE = 250;

/** Limits per connection and per client address. */
export interface GatewayLimits extends AddressLimitSettings {
  /** Largest message accepted, in bytes (the socket also refuses larger frames). */
  maxMessageBytes: number;
  messagesPerSecond: number;
  burst: number;
  /** A socket without a good `hello` this long after opening is closed. */
  helloTimeoutMs: number;
  /** How often the node compares what it sent with storage and repairs the difference. */
  resyncMs: number;
}

/**
 * The game protocol over WebSocket (see the package README): a `hello` names the match and, for a
 * seat, its credential; then the server sends updates after every commit and takes `answer`s.
 * Every error goes to the one connection that caused it, typed, and changes nothing.
 *
 * A seat connection plays only while its seat is held with the credential it said hello with:
 * every answer's commit is conditional on it (on any node), and an update that changes the seats
 * closes the connections whose credential no longer holds theirs.
 */
export class GameGateway {
  readonly hub = new ConnectionHub();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly addresses: AddressLimits;
  private readonly repair: StorageRepair;

  constructor(
    private readonly matches: MatchService,
    bus: UpdateBus,
    private readonly limits: GatewayLimits,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.addresses = new AddressLimits(limits);
    bus.onUpdate((u) => void this.broadcast(u));
    // One node misses nothing; several repair at a steady pace whatever the bus says.
    this.repair = new StorageRepair(
      this.hub,
      (ids) => this.matches.marks(ids),
      (u) => this.broadcast(u),
      log,
      bus.lossless ? null : limits.resyncMs,
    );
    bus.onResync(() => void this.repair.run());
  }

  /** Serves one socket of the client at `address` until it closes. */
  accept(socket: WebSocket, address: string): void {
    if (!this.addresses.open(address, this.now())) {
      socket.close(CLOSE_CODES.policy, 'too many connections from this address');
      return;
    }
    // Refusals within the current second: a client that keeps sending while limited is closed
    // rather than answered (an accepted message now and then does not reset the count).
    let refused = 0;
    let refusedSince = this.now();
    const limiter = new RateLimiter(this.limits.messagesPerSecond, this.limits.burst, this.now());
    const session: SocketSession = {
      socket,
      conn: null,
      opening: false,
      helloDeadline: setTimeout(() => {
        if (!session.conn) socket.close(CLOSE_CODES.helloTimeout, 'no hello in time');
      }, this.limits.helloTimeoutMs),
      fail: (e: unknown, version?: number) => {
        const err =
          e instanceof ClientError ? e : new ClientError('internal', 'the server could not handle that message');
        if (!(e instanceof ClientError)) this.log.error({ err: e }, 'unexpected error handling a message');
        const message = { type: 'error' as const, code: err.code, message: err.message, detail: err.detail, version };
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      },
    };
    session.helloDeadline.unref();
    const fail = session.fail;
    socket.on('message', (data: RawData, isBinary: boolean) => {
      const at = this.now();
      // Both buckets are charged: neither more sockets nor one busy socket gets past the address's rate.
      const socketOk = limiter.take(at);
      if (!socketOk || !this.addresses.take(address, at)) {
        if (at - refusedSince >= 1_000) [refused, refusedSince] = [0, at];
        if (++refused > REFUSALS_BEFORE_CLOSE) {
          socket.close(CLOSE_CODES.policy, 'too many messages');
          return;
        }
        return fail(new ClientError('rate-limited', 'too many messages: slow down'));
      }
      const bytes = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
      if (bytes > this.limits.maxMessageBytes)
        return fail(new ClientError('too-large', `messages are at most ${this.limits.maxMessageBytes} bytes`));
      let msg: ClientMessage;
      try {
        if (isBinary) throw new ClientError('malformed', 'messages are JSON text');
        const parsed = ClientMessageSchema.safeParse(JSON.parse(rawText(data)));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new ClientError('malformed', `${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'invalid'}`);
        }
        msg = parsed.data;
      } catch (e) {
        return fail(e instanceof ClientError ? e : new ClientError('malformed', 'not JSON'));
      }
      routeMessage(this.routes, session, msg);
    });
    socket.on('close', () => {
      clearTimeout(session.helloDeadline);
      this.addresses.close(address);
      if (session.conn) this.remove(session.conn);
    });
    socket.on('error', (e) => this.log.warn({ err: e }, 'socket error'));
  }

  /** What each client message does (see message-routes.ts): a new message type is one more entry. */
  private readonly routes: MessageRoutes = {
    hello: (s, msg) => {
      if (s.conn || s.opening) return s.fail(new ClientError('bad-request', 'this connection has already said hello'));
      s.opening = true;
      this.open(s.socket, msg).then(
        (c) => {
          // Closed while it opened (by the client, or the hello deadline): not kept in the hub.
          if (s.socket.readyState !== s.socket.OPEN) return this.remove(c);
          s.conn = c;
          clearTimeout(s.helloDeadline);
        },
        (e: unknown) => {
          s.opening = false;
          s.fail(e);
        },
      );
    },
    answer: (s, msg) => {
      if (!s.conn) return s.fail(new ClientError('not-authenticated', 'say hello first'));
      this.answer(s.conn, msg, s.fail);
    },
  };

  private answer(
    c: ClientConnection,
    msg: Extract<ClientMessage, { type: 'answer' }>,
    fail: (e: unknown, version?: number) => void,
  ): void {
    if (c.seat === null) return fail(new ClientError('spectator', 'spectators do not answer'));
    if (msg.seat !== undefined && msg.seat !== c.seat)
      return fail(new ClientError('wrong-seat', `this connection plays seat ${c.seat + 1}`));
    void this.matches.answer(c.match, c.seat, msg.version, msg.answer, c.credentialHash).then(
      // An early answer is kept without a new version: its seat is told it has answered.
      (version) => (version === msg.version ? this.resend(c, true) : undefined),
      (e: unknown) => {
        if (e instanceof ClientError && e.code === 'unauthorized') return this.closeSeat(c, 'left');
        if (e instanceof ClientError && e.code === 'stale-version') void this.resend(c);
        fail(e);
      },
    );
  }

  private async open(socket: WebSocket, hello: Extract<ClientMessage, { type: 'hello' }>): Promise<ClientConnection> {
    if (hello.protocol !== PROTOCOL_VERSION)
      throw new ClientError('protocol-version', `this server speaks protocol ${PROTOCOL_VERSION}`);
    // A spectator of a private match needs its invitation; a seat's credential is its own way in.
    if (hello.credential === undefined)
      await this.matches.assertReachable(hello.match, { invitation: hello.invitation });
    const live = await this.matches.current(hello.match);
    const seat = hello.credential === undefined ? null : await this.matches.seatOf(hello.match, hello.credential);
    const held = seat === null || hello.credential === undefined ? null : credentialHash(hello.credential);
    const conn = new ClientConnection(
      socket,
      hello.match,
      seat,
      held,
      seat === null ? live.stored.spectatorDelayMs : 0,
    );
    conn.send({ type: 'welcome', protocol: PROTOCOL_VERSION, match: hello.match, ruleset: live.stored.ruleset, seat });
    this.hub.add(conn);
    this.log.info({ match: hello.match, seat }, seat === null ? 'spectator connected' : 'seat connected');
    await this.resend(conn);
    void this.sendLogHistory(conn);
    // A node that died may have left a bot's turn unplayed: whoever sees the match again resumes it.
    this.matches.bots.kick(hello.match);
    return conn;
  }

  /**
   * Sends a connection the match as it is now: on connecting, after a stale answer (unless the
   * connection has been sent this version already: an update crossed the answer), and `again`
   * after an early answer was kept (the version is the same; the seat's decision is gone). Read
   * from storage, except `again`: this node's copy may be behind another node's commit.
   */
  private async resend(conn: ClientConnection, again = false): Promise<void> {
    const live = await this.matches.committed(conn.match, !again);
    if (!this.seatStillHeld(conn, live.stored)) return;
    // Never back: a copy read before a newer update reached this connection is not sent.
    if (live.stored.version < conn.lastVersion || (!again && conn.lastVersion >= live.stored.version)) return;
    this.deliver(conn, live, []);
    this.armClock(conn.match, live.stored.clock, live.stored.startedAt);
  }

  /**
   * Sends a connection that said hello the match's whole log as it may read it, in pages (a
   * reload keeps the log). The client joins it to the log of the updates after its version.
   */
  private async sendLogHistory(conn: ClientConnection): Promise<void> {
    try {
      const { version, log } = await this.matches.logHistory(conn.match, conn.seat ?? SPECTATOR);
      const total = log.length;
      for (let from = 0; from === 0 || from < total; from += LOG_PAGE)
        conn.deliver({ type: 'log-history', version, from, total, log: log.slice(from, from + LOG_PAGE) });
    } catch (e) {
      this.log.warn({ err: e, match: conn.match }, 'log history not sent');
    }
  }

  /**
   * Sends every local connection of the match its own update after a commit anywhere. The match is
   * rendered at least at the announced version (this node's copy, or storage's when the copy is
   * behind), and a connection is never sent a version lower than one it has had.
   */
  private async broadcast(u: MatchUpdate): Promise<void> {
    const conns = [...this.hub.of(u.match)];
    if (conns.length === 0) return;
    try {
      // A change of seats is read from storage: every connection's credential is checked against it.
      const live = await this.matches.atLeast(u.match, u.version, u.queued === true, u.seats === true);
      const mark = markOf(live.stored);
      for (const c of conns) {
        if (!this.seatStillHeld(c, live.stored)) continue;
        // A log is sent once per connection, whatever way its update came (a repeated publish, a repair).
        const log = u.version > c.lastLogVersion ? u.log : [];
        if (log.length > 0) c.lastLogVersion = u.version;
        if (live.stored.version < c.lastVersion || sameMark(c.lastMark, mark)) {
          // The state this update made has been sent already (updates crossed): its log may not have.
          if (log.length > 0)
            c.deliver({ type: 'log', version: u.version, log: renderUpdate(live, c.seat, log, 0).log });
          continue;
        }
        this.deliver(c, live, log);
      }
      this.armClock(u.match, live.stored.status === 'finished' ? null : live.stored.clock, live.stored.startedAt);
    } catch (e) {
      this.log.error({ err: e, match: u.match }, 'broadcast failed');
    }
  }

  /**
   * Whether a seat connection's credential still holds its seat in `stored`; a connection whose
   * seat was given up (or is held with another credential) is told so and closed. Spectators pass.
   */
  private seatStillHeld(c: ClientConnection, stored: StoredMatch): boolean {
    if (c.seat === null) return true;
    if (stored.seats[c.seat]?.credentialHash === c.credentialHash) return true;
    this.closeSeat(c, 'left');
    return false;
  }

  /** A seat connection that has been sent the end of its match becomes a spectator's (it decides nothing more). */
  private afterDelivery(c: ClientConnection, live: LiveMatch): void {
    if (c.seat !== null && live.stored.status === 'finished') this.closeSeat(c, 'finished');
  }

  private closeSeat(c: ClientConnection, reason: 'left' | 'finished'): void {
    const seat = c.seat;
    if (seat === null) return;
    if (reason === 'finished') {
      c.send({ type: 'seat-closed', seat, reason, message: 'the match is over: this connection now watches' });
      c.demote();
      return;
    }
    c.send({ type: 'seat-closed', seat, reason, message: 'this seat was given up, here or in another window' });
    this.remove(c);
    c.demote();
    c.socket.close(CLOSE_CODES.seatClosed, 'seat given up');
    this.log.info({ match: c.match, seat }, 'seat connection closed: the seat was given up');
  }

  /** A timer for the running seat's time on a node that serves the match; whichever node fires first ends it. */
  private armClock(match: string, stored: string | null, startedAt: number | null): void {
    const old = this.timers.get(match);
    if (old) clearTimeout(old);
    this.timers.delete(match);
    const clock = parseClock(stored);
    const ms = clock ? msUntilTimeout(clock, this.now(), startedAt) : null;
    if (ms === null) return;
    const timer = setTimeout(() => {
      this.timers.delete(match);
      this.matches.expire(match).catch((e: unknown) => this.log.error({ err: e, match }, 'clock expiry failed'));
    }, ms + 5);
    timer.unref();
    this.timers.set(match, timer);
  }

  /** Sends a connection the match as `live` has it, with these log entries, and remembers what it was sent. */
  private deliver(c: ClientConnection, live: LiveMatch, log: MatchUpdate['log']): void {
    c.lastVersion = live.stored.version;
    c.lastMark = markOf(live.stored);
    c.deliver(renderUpdate(live, c.seat, log, this.now()));
    this.afterDelivery(c, live);
  }

  private remove(c: ClientConnection): void {
    this.hub.remove(c);
  }

  /** Closes every socket (going away) and stops the clocks' and the resync's timers. */
  close(): void {
    this.repair.stop();
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const c of this.hub.all()) c.socket.close(1001, 'server shutting down');
  }
}
