import type { ErrorCode } from '@tcgkit/protocol';

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
