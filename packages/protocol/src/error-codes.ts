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
