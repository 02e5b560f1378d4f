import { ServerEndSchema, type ServerEndInfo } from '@tcgkit/protocol';

/**
 * How the server ended a match, when it did (the game's own result is in its state): a seat's
 * time ran out, a seat conceded, or no person came back to it (abandoned: nobody lost).
 */
export type ServerEnd = ServerEndInfo;

/** The server's end a stored result says, or null when the game ended by its own rules (or has not). */
export function serverEnd(result: string | null): ServerEnd | null {
  if (!result) return null;
  const r = ServerEndSchema.safeParse(JSON.parse(result));
  return r.success ? r.data : null;
}
