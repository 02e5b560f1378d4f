import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { discoverRulesets, PostgresStore } from '@tcgkit/server';
import { benchGame, type BenchTotals } from './bench-game.js';
import { percentile, residentBytes } from './latency-stats.js';
import { node } from './server-node.js';

const DECKS: Record<string, [string, string]> = {
  goofspiel: ['suit', 'suit'],
  chaos: ['witches', 'toheart'],
  pokemon: ['water', 'fire'],
};

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
