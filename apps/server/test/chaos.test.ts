import { afterAll, expect, it } from 'vitest';
import type { Engine } from '@tcgkit/core';
import { rulesets } from './support/test-server.js';
import { expectConverged, startMatches, TestCluster, type PlayedMatch } from './support/test-cluster.js';

/**
 * The chaos run: two nodes, N concurrent games of every ruleset (seat 0 on one node, seat 1 on the
 * other), reads of one node lagging, then in the middle Redis stopped and started again and a node
 * SIGKILLed and started again (its seats reconnecting to it). Every game must finish, every seat end
 * at the stored version, every record replay. CI plays 9 games; `CHAOS_GAMES=200` plays the
 * acceptance run (figures in the server README).
 */
const GAMES = Number(process.env.CHAOS_GAMES ?? 9);
const RULESETS = ['goofspiel', 'pokemon', 'chaos'];

let cluster: TestCluster | null = null;
afterAll(async () => cluster?.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it(`${GAMES} games across two nodes through a Redis restart and a node SIGKILL: none stalls`, async () => {
  const started = Date.now();
  cluster = await TestCluster.start(2);
  cluster.nodes[1].pg.delayMs = 10;
  const { registry } = await rulesets;
  const engines = new Map<string, Engine>(RULESETS.map((r) => [r, registry.engine(r)]));
  const played = new Map<string, PlayedMatch[]>();
  for (const [i, r] of RULESETS.entries()) {
    const count = Math.floor(GAMES / RULESETS.length) + (i < GAMES % RULESETS.length ? 1 : 0);
    played.set(r, await startMatches(cluster, engines.get(r)!, r, count));
  }
  const all = [...played.values()].flat();
  // The middle: every game under way.
  await Promise.all(all.map((m) => m.seats[0].reached(4)));
  for (const n of cluster.nodes) await n.redis.down();
  await pause(1_500);
  for (const n of cluster.nodes) await n.redis.up();
  await cluster.kill(1);
  await cluster.restart(1);
  await Promise.all(all.map((m) => m.seats[1].connect(cluster!.address(1))));
  for (const [r, matches] of played) await expectConverged(cluster.address(0), engines.get(r)!, matches);
  const answers = all.reduce((n, m) => n + m.seats[0].acknowledged, 0);
  console.log(
    `chaos run: ${all.length} games, ${answers} answers, 0 stalled, every record replayed, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  expect(all.length).toBe(GAMES);
});
