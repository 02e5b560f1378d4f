import { describe, it, expect } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const BIN = new URL('../bin/tcgkit.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'tcgkit-cli-serve-'));

describe('tcgkit serve runs the game server (its own command, in a child process)', () => {
  it('serves the lobby API with the same flags and stops cleanly on SIGTERM, server included', async () => {
    const cli = spawn('node', [BIN, 'serve', '--port', '0', '--db', `sqlite:${join(tmp, 'serve.db')}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let out = '';
    cli.stderr.on('data', (d: Buffer) => (out += String(d)));
    const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
    const address = await new Promise<string>((resolve, reject) => {
      cli.stdout.on('data', (d: Buffer) => {
        out += String(d);
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      void exited.then((code) => reject(new Error(`tcgkit serve exited (${code}): ${out}`)));
    });
    const r = await fetch(`${address}/api/rulesets`);
    expect(r.status).toBe(200);
    const { rulesets } = (await r.json()) as { rulesets: { id: string }[] };
    expect(rulesets.length).toBeGreaterThan(0);
    cli.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('tcgkit server stopped');
    await expect(fetch(`${address}/api/rulesets`)).rejects.toThrow();
  });

  it('a bad flag is the server’s usage error: one line naming the flag, exit code 2', () => {
    const r = spawnSync('node', [BIN, 'serve', '--port', 'nope'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--port');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
