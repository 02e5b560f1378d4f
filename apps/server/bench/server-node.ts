import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin/tcgkit-server.js', import.meta.url));

/**
 * The load generator is one address playing hundreds of seats as fast as the server answers: far
 * past what the per-address limits allow people behind one address (they stay at their defaults
 * for the per-socket ones). Written once per run as the nodes' `--config`.
 */
const LOAD_LIMITS = {
  addressMessagesPerSecond: 1_000_000,
  addressBurst: 1_000_000,
  connectionsPerAddress: 100_000,
  httpRequestsPerMinute: 1_000_000,
  messagesPerSecond: 10_000,
  burst: 10_000,
};
const LIMITS_FILE = join(mkdtempSync(join(tmpdir(), 'tcgkit-bench-limits-')), 'limits.json');
writeFileSync(LIMITS_FILE, JSON.stringify(LOAD_LIMITS));

/** Starts one server node as its own process; resolves with its address once it listens. */
export function node(flags: string[]): Promise<{ address: string; child: ChildProcess }> {
  // BENCH_NODE_ARGS: extra node flags for the server processes (e.g. --cpu-prof).
  const extra = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const args = [...extra, BIN, '--port', '0', '--log-level', 'warn', '--config', LIMITS_FILE, ...flags];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += String(d);
      // BENCH_DEBUG=1: the servers' logs and the clients' unexpected errors on stderr.
      if (process.env.BENCH_DEBUG) process.stderr.write(d);
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ address: m[1], child });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}
