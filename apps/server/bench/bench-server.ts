import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { discoverRulesets, PostgresStore } from '@tcgkit/server';
import { benchGame, type BenchTotals } from './bench-game.js';
import { percentile, residentBytes } from './latency-stats.js';

const BIN = fileURLToPath(new URL('../bin/tcgkit-server.js', import.meta.url));
const DECKS: Record<string, [string, string]> = {
  goofspiel: ['suit', 'suit'],
  chaos: ['witches', 'toheart'],
  pokemon: ['water', 'fire'],
};

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
function node(flags: string[]): Promise<{ address: string; child: ChildProcess }> {
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

/** K games at a time for `seconds`, then the ones in flight finish; returns the figures. */
async function run(label: string, nodeFlags: string[][], ruleset: string, games: number, seconds: number) {
  const { registry } = await discoverRulesets();
  const engine = registry.engine(ruleset);
  const nodes = await Promise.all(nodeFlags.map(node));
  const idle = (await Promise.all(nodes.map((n) => residentBytes(n.child.pid!)))).reduce((a, b) => a + b, 0);
  const totals: BenchTotals = { answers: 0, latenciesMs: [], updates: 0, updateBytes: 0, errors: 0, games: 0 };
  let peak = idle;
  const sampler = setInterval(() => {
    void Promise.all(nodes.map((n) => residentBytes(n.child.pid!))).then((r) => {
      peak = Math.max(
        peak,
        r.reduce((a, b) => a + b, 0),
      );
    });
  }, 250);
  const start = performance.now();
  const until = start + seconds * 1000;
  let seed = 1;
  const lane = async () => {
    while (performance.now() < until)
      await benchGame(
        nodes.map((n) => n.address),
        engine,
        ruleset,
        DECKS[ruleset],
        seed++,
        totals,
      );
  };
  await Promise.all(Array.from({ length: games }, lane));
  const elapsed = (performance.now() - start) / 1000;
  clearInterval(sampler);
  for (const n of nodes) n.child.kill('SIGTERM');
  await Promise.all(nodes.map((n) => new Promise((r) => n.child.once('exit', r))));
  const sorted = [...totals.latenciesMs].sort((a, b) => a - b);
  return {
    setup: label,
    ruleset,
    games: `${games} concurrent, ${totals.games} played`,
    'answers/s': Math.round(totals.answers / elapsed),
    'p50 ms': +percentile(sorted, 50).toFixed(1),
    'p99 ms': +percentile(sorted, 99).toFixed(1),
    'bytes/update': Math.round(totals.updateBytes / Math.max(1, totals.updates)),
    'KiB/game': Math.round((peak - idle) / games / 1024),
    errors: totals.errors,
  };
}

/**
 * `npm run bench:server [-- --games 200 --seconds 20 --ruleset goofspiel --setup sqlite|pg|both]`:
 * bot-vs-bot games over real WebSockets on loopback against `tcgkit-server` processes — one node on
 * SQLite, and two nodes on PostgreSQL + Redis (seat 0 on one node, seat 1 on the other).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '20' },
      ruleset: { type: 'string', default: 'goofspiel' },
      setup: { type: 'string', default: 'both' },
      pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
      redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    },
  });
  const games = Number(values.games);
  const seconds = Number(values.seconds);
  const rows = [];
  for (const ruleset of values.ruleset.split(',')) {
    if (values.setup !== 'pg') {
      const dir = mkdtempSync(join(tmpdir(), 'tcgkit-bench-'));
      rows.push(await run('SQLite, 1 node', [['--db', `sqlite:${join(dir, 'bench.db')}`]], ruleset, games, seconds));
      rmSync(dir, { recursive: true, force: true });
    }
    if (values.setup !== 'sqlite') {
      const schema = `bench_${randomBytes(4).toString('hex')}`;
      const db = `${values.pg}?schema=${schema}`;
      const flags = ['--db', db, '--redis', values.redis, '--redis-prefix', schema];
      rows.push(await run('PostgreSQL + Redis, 2 nodes', [flags, flags], ruleset, games, seconds));
      const store = new PostgresStore(db);
      await store.dropSchema();
      await store.close();
    }
  }
  console.table(rows);
}

await main();
