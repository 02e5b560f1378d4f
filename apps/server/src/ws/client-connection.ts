import type { WebSocket } from 'ws';
import { diffJson, type ServerMessage, type UpdateMessage } from '@tcgkit/protocol';
import type { MatchMark } from '../storage/match-store.js';

/**
 * One WebSocket client of a match: a seat's player or a spectator (seat null). A spectator of a
 * match with a delay is sent each update and log that long after it happened, in order (the
 * view diffs are computed when sent, so they apply to what the spectator has).
 */
export class ClientConnection {
  /** The newest version this connection has been sent a view of. */
  lastVersion = -1;
  /** Where the match stood in the last update sent (version, queued answer, seat holders): the repair compares it. */
  lastMark: MatchMark | null = null;
  /** The newest version whose log this connection has been sent (a log is never sent twice). */
  lastLogVersion = -1;
  /** Bytes sent in updates (for the benchmark's bytes per update). */
  bytesSent = 0;
  /** The view of the last update sent, and its version: the base of the next diff. */
  private lastView: { version: number; view: unknown } | null = null;

  /**
   * @param seat the seat this connection plays, or null for a spectator (a seat connection whose
   *   credential stops holding the seat is closed, or demoted to a spectator when the match ended).
   * @param credentialHash the hash of the credential the seat was opened with: the connection plays
   *   only while the stored seat holds that same credential.
   */
  constructor(
    readonly socket: WebSocket,
    readonly match: string,
    public seat: number | null,
    public credentialHash: string | null,
    public delayMs = 0,
  ) {}

  /** Makes this seat connection a spectator's (the match is over: the seat has nothing left to decide). */
  demote(): void {
    this.seat = null;
    this.credentialHash = null;
  }

  /** Sends an update (or a log message) now, or `delayMs` later. */
  deliver(message: ServerMessage): void {
    if (this.delayMs === 0) return this.sendNow(message);
    // A pending delivery must not keep a closing server alive; a closed socket drops it anyway.
    setTimeout(() => this.sendNow(message), this.delayMs).unref();
  }

  private sendNow(message: ServerMessage): void {
    if (message.type === 'update') this.sendUpdate(message);
    else this.send(message);
  }

  /** Sends an update at once, its view as a diff from the last one sent when that is smaller. */
  private sendUpdate(update: UpdateMessage): void {
    const view = update.view;
    if (this.lastView && view) {
      const diff = diffJson(this.lastView.view, view);
      const full = JSON.stringify(view).length;
      if (JSON.stringify(diff).length < full) {
        this.send({ ...update, view: null, viewDiff: { base: this.lastView.version, ...diff } });
        this.lastView = { version: update.version, view };
        return;
      }
    }
    this.lastView = { version: update.version, view };
    this.send(update);
  }

  send(message: ServerMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    const text = JSON.stringify(message);
    this.bytesSent += text.length;
    this.socket.send(text);
  }
}
