import type { WebSocket } from 'ws';
import type { ClientMessage } from '@tcgkit/protocol';
import type { ClientConnection } from './client-connection.js';

/** One socket as the gateway serves it: its connection once a hello was accepted, and how to tell it of an error. */
export interface SocketSession {
  socket: WebSocket;
  conn: ClientConnection | null;
  /** A hello is being handled (a second one is refused). */
  opening: boolean;
  helloDeadline: NodeJS.Timeout;
  fail: (e: unknown, version?: number) => void;
}

/** The handler of each kind of client message: a new message type is one more entry. */
export type MessageRoutes = {
  [K in ClientMessage['type']]: (session: SocketSession, msg: Extract<ClientMessage, { type: K }>) => void;
};

/** Hands a checked message to the handler of its type. */
export function routeMessage(routes: MessageRoutes, session: SocketSession, msg: ClientMessage): void {
  // TypeScript cannot correlate the table's entry with the message's own type: the table's type does.
  (routes[msg.type] as (s: SocketSession, m: ClientMessage) => void)(session, msg);
}
