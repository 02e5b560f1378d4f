import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { discoverRulesets } from '@tcgkit/core';
import { startServer, type GameServer } from '../../src/server.js';
import type { ServerConfigInput } from '../../src/config/server-config.js';

/** The installed rulesets, discovered once per test file. */
export const rulesets = discoverRulesets();

/** A server on an ephemeral port over a fresh SQLite file (or the given config), quiet. */
export async function testServer(config: ServerConfigInput = {}): Promise<GameServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tcgkit-server-'));
  return startServer(
    // Bots answer as fast as the server replies: far above a person's rate.
    { port: 0, db: `sqlite:${join(dir, 'test.db')}`, messagesPerSecond: 10_000, burst: 10_000, ...config },
    await rulesets,
    {
      logger: pino({ level: 'silent' }),
    },
  );
}
