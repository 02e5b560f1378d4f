import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '@tcgkit/core';
import type { MatchSummary } from '../src/storage/match-store.js';
import { api, createMatch, join as joinSeat } from './support/lobby.js';
import { is, WsClient } from './support/ws-client.js';
import { rulesets } from './support/test-server.js';
import { expectConverged, startMatches, TestCluster } from './support/test-cluster.js';

/**
 * Several nodes never stall: each test is a fault that once left games stuck for good (two
 * `tcgkit-server` processes over PostgreSQL + Redis, each behind proxies that delay, cut and refuse).
 */
let cluster: TestCluster | null = null;
afterEach(async () => {
  await cluster?.stop();
  cluster = null;
});

/** Waits between polls of something slow by nature (never a deadline: the test's own timeout is). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `address` until the match is finished; resolves with its summary. */
async function untilFinished(address: string, match: string): Promise<MatchSummary> {
  for (;;) {
    const s = await api<MatchSummary>(address, 'GET', `/api/matches/${match}`);
    if (s.status === 200 && s.body.status === 'finished') return s.body;
    await pause(100);
  }
}

describe('every acknowledged answer reaches every seat', () => {
  // A turn is many decisions of one seat: node 0 commits them a few ms apart while node 1's reads lag.
  it('a node whose database reads lag 40 ms never sends an older version after a newer one (3 games)', async () => {
    cluster = await TestCluster.start(2);
    cluster.nodes[1].pg.delayMs = 40;
    const engine = (await rulesets).registry.engine('pokemon');
    const played = await startMatches(cluster, engine, 'pokemon', 3);
    await expectConverged(cluster.address(0), engine, played);
  });

  it('Redis away for a while mid-game: answers are acknowledged, and every seat converges after', async () => {
    // No steady repair: what the outage lost comes back by the resync on resubscribing.
    cluster = await TestCluster.start(2, { resyncMs: 600_000 });
    const engine = (await rulesets).registry.engine('chaos');
    const played = await startMatches(cluster, engine, 'chaos', 4);
    await Promise.all(played.map((m) => m.seats[0].reached(20)));
    const versions = async () => {
      let total = 0;
      for (const m of played)
        total += (await api<MatchSummary>(cluster!.address(0), 'GET', `/api/matches/${m.id}`)).body.version;
      return total;
    };
    const before = await versions();
    for (const n of cluster.nodes) await n.redis.down();
    // Seats go on answering their own decisions meanwhile: committed, acknowledged, never `internal`.
    while ((await versions()) < before + 4) await pause(50);
    for (const n of cluster.nodes) await n.redis.up();
    await expectConverged(cluster.address(0), engine, played);
  });

  it('a node that committed but never announced dies: the seat on the other node still gets the version', async () => {
    cluster = await TestCluster.start(2);
    const engine = (await rulesets).registry.engine('goofspiel');
    const [m] = await startMatches(cluster, engine, 'goofspiel', 1);
    await m.seats[0].reached(4);
    // Node 1 can no longer announce; its seat answers there; then node 1 dies.
    await cluster.nodes[1].redis.down();
    const before = m.seats[0].acknowledged;
    let stored = before;
    while (stored <= before) {
      await pause(50);
      stored = (await api<MatchSummary>(cluster.address(0), 'GET', `/api/matches/${m.id}`)).body.version;
    }
    await cluster.kill(1);
    // Seat 0, on node 0, is sent what node 1 committed (from storage: no update ever came).
    await m.seats[0].reached(stored);
    await m.seats[1].connect(cluster.address(0));
    await expectConverged(cluster.address(0), engine, [m]);
  });
});

describe('work that belongs to the cluster, not to a connection', () => {
  it('a clock runs out while its node is down and nobody is connected: another node ends the match', async () => {
    cluster = await TestCluster.start(2);
    const a = cluster.address(0);
    const m = await createMatch(a, {
      ruleset: 'goofspiel',
      options: {},
      seats: ['human', 'human'],
      decks: [{ sample: 'suit' }, { sample: 'suit' }],
      seed: 9,
      clock: { initialMs: 1_500, incrementMs: 0 },
    });
    const creds = [await joinSeat(a, m.id, 0), await joinSeat(a, m.id, 1)];
    const seat = await WsClient.open(a);
    seat.send({ type: 'hello', protocol: 1, match: m.id, credential: creds[0] });
    await seat.next(is.update);
    await cluster.kill(0);
    const end = await untilFinished(cluster.address(1), m.id);
    expect(end.status).toBe('finished');
    const rec = await api<{ ended: { reason: string } }>(cluster.address(1), 'GET', `/api/matches/${m.id}/record`);
    expect(rec.status).toBe(200);
    expect(rec.body.ended.reason).toBe('timeout');
  });

  it('bots go on playing after their node dies, with nobody connected', async () => {
    cluster = await TestCluster.start(2);
    const { registry } = await rulesets;
    const m = await createMatch(cluster.address(0), {
      ruleset: 'chaos',
      options: {},
      seats: ['bot', 'bot'],
      decks: [{ sample: 'witches' }, { sample: 'toheart' }],
      seed: 12,
    });
    await cluster.kill(0);
    const end = await untilFinished(cluster.address(1), m.id);
    const rec = await api<{ record: GameRecord }>(cluster.address(1), 'GET', `/api/matches/${m.id}/record`);
    expect(rec.body.record.answers.length).toBe(end.version);
    expect(registry.engine('chaos').replay(rec.body.record).result).not.toBeNull();
  });
});

describe('the lobby and the bus through a Redis outage', () => {
  it('a seat joined while Redis is away is handed its credential; Redis errors are logged as JSON', async () => {
    cluster = await TestCluster.start(1);
    const a = cluster.address(0);
    const m = await createMatch(a, {
      ruleset: 'goofspiel',
      options: {},
      seats: ['human', 'bot'],
      decks: [{ sample: 'suit' }, { sample: 'suit' }],
      seed: 2,
    });
    await cluster.nodes[0].redis.down();
    const joined = await api<{ credential: string }>(a, 'POST', `/api/matches/${m.id}/seats/0/join`);
    expect(joined.status).toBe(200);
    const c = await WsClient.open(a);
    c.send({ type: 'hello', protocol: 1, match: m.id, credential: joined.body.credential });
    expect((await c.next(is.welcome)).seat).toBe(0);
    c.close();
    // The clients' failed reconnections are logged by the node, as JSON lines.
    while (!cluster.nodes[0].proc.output().includes('"msg":"redis error"')) await pause(50);
    await cluster.nodes[0].redis.up();
    expect(cluster.nodes[0].proc.output()).not.toContain('Unhandled error event');
  });

  it('an early bid answered in one tab is withdrawn from the same seat’s tab on the other node', async () => {
    // No steady repair: the withdrawal must come over the bus.
    cluster = await TestCluster.start(2, { resyncMs: 600_000 });
    const a = cluster.address(0);
    const b = cluster.address(1);
    const m = await createMatch(a, {
      ruleset: 'goofspiel',
      options: {},
      seats: ['human', 'human'],
      decks: [{ sample: 'suit' }, { sample: 'suit' }],
      seed: 6,
    });
    await joinSeat(a, m.id, 0);
    const second = await joinSeat(a, m.id, 1);
    const tabs = await Promise.all(
      [a, b].map(async (address) => {
        const c = await WsClient.open(address);
        c.send({ type: 'hello', protocol: 1, match: m.id, credential: second });
        return { c, first: await c.next(is.update) };
      }),
    );
    const offer = tabs[0].first;
    expect(offer.early).toBe(true);
    const from = tabs[1].c.received.length;
    tabs[0].c.send({ type: 'answer', version: offer.version, answer: { decision: offer.decision!.id, choice: 0 } });
    const withdrawn = await tabs[1].c.next(
      (x): x is Extract<typeof x, { type: 'update' }> => is.update(x) && x.decision === null,
      from,
    );
    expect(withdrawn.version).toBe(offer.version);
    for (const t of tabs) t.c.close();
  });
});
