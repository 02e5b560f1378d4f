import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { discoverRulesets, startServer, type GameServer } from '@tcgkit/server';

/** The web client's package folder and its build. */
export const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST = join(WEB_ROOT, 'dist');

/** Builds the client when it is not built (a test run straight after a clean checkout). */
async function ensureBuilt(): Promise<void> {
  if (existsSync(join(WEB_DIST, 'index.html'))) return;
  await build({ root: WEB_ROOT, configFile: join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

/** A real server in this process on a free port, over a fresh SQLite file, serving the built client. */
export async function webServer(): Promise<GameServer> {
  await ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'tcgkit-web-'));
  return startServer(
    { port: 0, db: `sqlite:${join(dir, 'test.db')}`, webRoot: WEB_DIST, logLevel: 'silent' },
    await discoverRulesets(),
  );
}
