import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Engine, GameRecord } from '@tcgkit/core';
import type { ServerConfigInput } from '../../src/config/server-config.js';
import { PostgresStore } from '../../src/storage/postgres-store.js';
import type { MatchSummary } from '../../src/storage/match-store.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { FaultProxy } from './fault-proxy.js';
import { api, createMatch, join as joinSeat } from './lobby.js';
import { BotSeat } from './two-seat-game.js';
import { PG_URL, REDIS_URL, uniqueName } from './services.js';

/** Quick repair and takeover, so that faults heal within a test; otherwise the defaults. */
const FAST: Partial<ServerConfigInput> = {
  resyncMs: 300,
  sweepMs: 200,
  nodeTtlMs: 1_200,
  botStallMs: 400,
  messagesPerSecond: 10_000,
  burst: 10_000,
  addressMessagesPerSecond: 100_000,
  addressBurst: 100_000,
  connectionsPerAddress: 10_000,
  httpRequestsPerMinute: 100_000,
};

/** One node of a test cluster: its process, and the proxies it reaches PostgreSQL and Redis through. */
export interface ClusterNode {
  proc: ServerProcess;
  pg: FaultProxy;
  redis: FaultProxy;
  flags: string[];
}

/**
 * Server nodes as separate `tcgkit-server` processes over one PostgreSQL schema and one Redis
 * channel prefix of their own, each behind its own fault proxies (delay reads, cut, refuse).
 */
export class TestCluster {
  private readonly dir = mkdtempSync(join(tmpdir(), 'tcgkit-cluster-'));
  readonly nodes: ClusterNode[] = [];
  private readonly procs: ServerProcess[] = [];

  private constructor(readonly schema: string) {}

  static async start(count: number, settings: Partial<ServerConfigInput> = {}): Promise<TestCluster> {
    const cluster = new TestCluster(uniqueName('cluster'));
    const config = join(cluster.dir, 'config.json');
    writeFileSync(config, JSON.stringify({ ...FAST, ...settings }));
    const redisUrl = new URL(REDIS_URL);
    const pgUrl = new URL(PG_URL);
    for (let i = 0; i < count; i++) {
      const pg = await FaultProxy.start(pgUrl.hostname, Number(pgUrl.port || 5432));
      const redis = await FaultProxy.start(redisUrl.hostname, Number(redisUrl.port || 6379));
      const flags = [
        '--db',
        `${pg.url(PG_URL)}?schema=${cluster.schema}`,
        '--redis',
        redis.url(REDIS_URL),
        '--redis-prefix',
        cluster.schema,
        '--config',
        config,
      ];
      const proc = await startServerProcess(flags);
      cluster.procs.push(proc);
      cluster.nodes.push({ proc, pg, redis, flags });
    }
    return cluster;
  }

  address(i: number): string {
    return this.nodes[i].proc.address;
  }

  /** SIGKILLs node `i` (no graceful anything) and waits for it to be gone. */
  async kill(i: number): Promise<void> {
    this.nodes[i].proc.child.kill('SIGKILL');
    await this.nodes[i].proc.exited;
  }

  /** Starts node `i` again behind the same proxies (a new node name: a new node). */
  async restart(i: number): Promise<void> {
    const proc = await startServerProcess(this.nodes[i].flags);
    this.procs.push(proc);
    this.nodes[i].proc = proc;
  }

  async stop(): Promise<void> {
    for (const p of this.procs) p.child.kill('SIGKILL');
    await Promise.all(this.procs.map((p) => p.exited));
    for (const n of this.nodes) await Promise.all([n.pg.close(), n.redis.close()]);
    const store = new PostgresStore(`${PG_URL}?schema=${this.schema}`);
    await store.dropSchema();
    await store.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A match of two people played by bots over sockets: seat 0 on one node, seat 1 on another. */
export interface PlayedMatch {
  id: string;
  seats: BotSeat[];
}

const DECKS: Record<string, [string, string]> = {
  chaos: ['witches', 'toheart'],
  goofspiel: ['suit', 'suit'],
  pokemon: ['water', 'fire'],
};

/** Starts `count` matches of `ruleset`, seat `s` played on node `nodeOf[s]` (created on the first). */
export async function startMatches(
  cluster: TestCluster,
  engine: Engine,
  ruleset: string,
  count: number,
  nodeOf: [number, number] = [0, 1],
): Promise<PlayedMatch[]> {
  const made = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const m = await createMatch(cluster.address(nodeOf[0]), {
        ruleset,
        options: {},
        seats: ['human', 'human'],
        decks: DECKS[ruleset].map((sample) => ({ sample })),
        seed: 100 + i,
      });
      const seats = await Promise.all(
        [0, 1].map(async (s) => {
          const credential = await joinSeat(cluster.address(nodeOf[s]), m.id, s);
          return new BotSeat(engine, m.id, credential, 1_000 * i + s);
        }),
      );
      return { id: m.id, seats };
    }),
  );
  await Promise.all(made.flatMap((m) => m.seats.map((s, i) => s.connect(cluster.address(nodeOf[i])))));
  return made;
}

/**
 * Every match finished; every seat ended at the stored version, never went back, met no error but
 * a stale version; every stored record replays to the result the seats were shown.
 */
export async function expectConverged(address: string, engine: Engine, played: PlayedMatch[]): Promise<void> {
  const ends = await Promise.all(played.map((m) => Promise.all(m.seats.map((s) => s.finished()))));
  for (const [i, m] of played.entries()) {
    const summary = (await api<MatchSummary>(address, 'GET', `/api/matches/${m.id}`)).body;
    expect(summary.status).toBe('finished');
    for (const end of ends[i]) expect(end.version, `match ${m.id}`).toBe(summary.version);
    for (const s of m.seats) {
      expect(s.errors).toEqual([]);
      expect(s.wentBack, `match ${m.id}: an update went back`).toBe(0);
    }
    const rec = await api<{ record: GameRecord }>(address, 'GET', `/api/matches/${m.id}/record`);
    expect(engine.replay(rec.body.record).result).toEqual(ends[i][0].view!.result);
  }
}
