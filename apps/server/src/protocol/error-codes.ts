import { z } from 'zod';

/**
 * Every error the server sends a client, over WebSocket or HTTP. The text beside a code is written
 * for people; clients branch on the code. No stack trace or internal message is ever sent.
 */
export const ErrorCodeSchema = z.enum([
  'malformed',
  'too-large',
  'rate-limited',
  'protocol-version',
  'not-authenticated',
  'unauthorized',
  'unknown-match',
  'unknown-ruleset',
  'bad-deck',
  'bad-request',
  'seat-taken',
  'wrong-seat',
  'not-your-turn',
  'stale-version',
  'illegal-answer',
  'game-over',
  'spectator',
  'not-found',
  'busy',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The longest message sent: a deck problem may name a card of the client's, never a whole input. */
export const MESSAGE_MAX = 300;

/**
 * An error meant for the client: its code and a message safe to show (no internals). Messages are
 * capped at {@link MESSAGE_MAX} characters and carry no control characters, whatever a part of the
 * input they quote.
 */
export class ClientError extends Error {
  override readonly name = 'ClientError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra machine-readable detail (e.g. the engine's answer error code and path). */
    readonly detail?: Record<string, string | number>,
  ) {
    // eslint-disable-next-line no-control-regex
    const clean = message.replace(/[\u0000-\u001f\u007f]/g, ' ');
    super(clean.length > MESSAGE_MAX ? `${clean.slice(0, MESSAGE_MAX - 1)}…` : clean);
  }
}
