import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The web client's package folder and its build. */
export const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST = join(WEB_ROOT, 'dist');

/** Builds the client when it is not built (a test run straight after a clean checkout). */
async function ensureBuilt(): Promise<void> {
  if (existsSync(join(WEB_DIST, 'index.html'))) return;
  await build({ root: WEB_ROOT, configFile: join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

/** A running game server, as the tests reach it. */
export interface WebServer {
  /** `http://host:port`, the origin the browser opens. */
  address: string;
  /** Stops the server (SIGTERM: its graceful shutdown) and waits until its process has exited. */
  close(): Promise<void>;
}

/** The game server's own command (`tcgkit-server`): an app is run, never imported, by another app. */
function serverCommand(): string {
  const pkg = createRequire(import.meta.url).resolve('@tcgkit/server/package.json');
  const bin = join(dirname(pkg), 'bin', 'tcgkit-server.js');
  if (!existsSync(join(dirname(pkg), 'dist', 'main.js')))
    throw new Error('build the server first: npx nx run server:build');
  return bin;
}

/**
 * A real server in its own process (`tcgkit-server`, as deployed) on a free port, over a fresh
 * SQLite file, serving the built client; `settings` go into its config file (a short abandonment time).
 */
export async function webServer(settings: Record<string, unknown> = {}): Promise<WebServer> {
  await ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'tcgkit-web-'));
  const config = join(dir, 'server.json');
  writeFileSync(config, JSON.stringify({ webRoot: WEB_DIST, ...settings }));
  const args = ['--port=0', `--db=sqlite:${join(dir, 'test.db')}`, '--log-level=silent', `--config=${config}`];
  const child = spawn(process.execPath, [serverCommand(), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const keep = (d: Buffer) => (output = (output + String(d)).slice(-10_000));
  child.stderr.on('data', keep);
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      keep(d);
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) resolve(m[1]);
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
  return {
    address,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
