import type { WebSocket } from 'ws';
import type { ServerMessage } from '../protocol/messages.js';

/** One WebSocket client of a match: a seat's player or a spectator (seat null). */
export class ClientConnection {
  /** The newest version this connection has been sent a view of. */
  lastVersion = -1;
  /** Bytes sent in updates (for the benchmark's bytes per update). */
  bytesSent = 0;

  constructor(
    readonly socket: WebSocket,
    readonly match: string,
    readonly seat: number | null,
  ) {}

  send(message: ServerMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    const text = JSON.stringify(message);
    this.bytesSent += text.length;
    this.socket.send(text);
  }
}
