import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '@tcgkit/core';
import type { ServerConfigInput } from '../src/config/server-config.js';
import { PostgresStore } from '../src/storage/postgres-store.js';
import type { MatchSummary } from '../src/storage/match-store.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { api, createMatch, join as joinSeat } from './support/lobby.js';
import { is, WsClient } from './support/ws-client.js';
import { playSeat } from './support/bot-player.js';
import { rulesets } from './support/test-server.js';
import { pgUrlWithSchema, REDIS_URL, uniqueName } from './support/services.js';
import { TestCluster } from './support/test-cluster.js';

/**
 * A hostile client against `tcgkit-server` processes: each test here failed on the server before
 * the security round (issue: a seat that was left is gone, decisions leak nothing, one client
 * cannot starve the rest).
 */
const dir = mkdtempSync(join(tmpdir(), 'tcgkit-security-'));
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const p of started) p.child.kill('SIGTERM');
  await Promise.all(started.map((p) => p.exited));
  rmSync(dir, { recursive: true, force: true });
});

/** A node on its own SQLite file with these settings (a `--config` file) and flags. */
async function node(settings: Partial<ServerConfigInput>, flags: string[] = []): Promise<ServerProcess> {
  const name = uniqueName('node');
  const config = join(dir, `${name}.json`);
  writeFileSync(config, JSON.stringify(settings));
  const p = await startServerProcess(['--db', `sqlite:${join(dir, `${name}.db`)}`, '--config', config, ...flags]);
  started.push(p);
  return p;
}

type Update = Extract<Awaited<ReturnType<WsClient['next']>>, { type: 'update' }>;

/** A Goofspiel match of two people with both seats taken: the credentials, seat 0's first. */
async function tableOfTwo(address: string): Promise<{ match: string; creds: string[] }> {
  const m = await createMatch(address, {
    ruleset: 'goofspiel',
    options: {},
    seats: ['human', 'human'],
    decks: [{ sample: 'suit' }, { sample: 'suit' }],
    seed: 3,
  });
  return { match: m.id, creds: [await joinSeat(address, m.id, 0), await joinSeat(address, m.id, 1)] };
}

/** A socket that has said hello with `credential` and received its first update. */
async function seatSocket(address: string, match: string, credential: string): Promise<{ c: WsClient; u: Update }> {
  const c = await WsClient.open(address);
  c.send({ type: 'hello', protocol: 1, match, credential });
  return { c, u: await c.next(is.update) };
}

/** What `address` stores of the match: its version and how many answers its record would hold. */
async function stored(address: string, match: string): Promise<MatchSummary> {
  return (await api<MatchSummary>(address, 'GET', `/api/matches/${match}`)).body;
}

/**
 * Seat 0 says hello on `seatNode`, gives its seat up through `leaveNode`'s lobby, and sends an
 * answer on its old socket the moment the lobby confirms; then a newcomer takes seat 0 and plays.
 */
async function leaveThenAnswer(leaveNode: string, seatNode: string): Promise<void> {
  const { match, creds } = await tableOfTwo(leaveNode);
  const { c: old, u } = await seatSocket(seatNode, match, creds[0]);
  expect(u.decision, 'seat 0 bids first').not.toBeNull();
  const left = await api(leaveNode, 'POST', `/api/matches/${match}/seats/0/leave`, undefined, {
    authorization: `Bearer ${creds[0]}`,
  });
  expect(left.status).toBe(200);
  old.send({ type: 'answer', version: u.version, answer: { decision: u.decision!.id, choice: 0 } });
  const closed = await old.closed();
  expect(closed).toBe(4003);
  expect(old.received.some((m) => m.type === 'seat-closed' && m.reason === 'left')).toBe(true);
  // Nothing the old socket sent after the leave was applied, on any node.
  expect((await stored(leaveNode, match)).version).toBe(0);
  expect((await stored(seatNode, match)).version).toBe(0);
  // A newcomer takes the seat and plays it: the old socket hears none of it.
  const heard = old.received.length;
  const newcomer = await joinSeat(leaveNode, match, 0);
  const { c: next, u: first } = await seatSocket(seatNode, match, newcomer);
  next.send({ type: 'answer', version: first.version, answer: { decision: first.decision!.id, choice: 0 } });
  await next.next((m): m is Update => is.update(m) && m.decision === null);
  expect(old.received.length).toBe(heard);
  next.close();
}

/** Seat 0 says hello, gives its seat up and stays silent: it is closed, and hears nothing of the next holder. */
async function leaveThenListen(address: string): Promise<void> {
  const { match, creds } = await tableOfTwo(address);
  const { c: old } = await seatSocket(address, match, creds[0]);
  await api(address, 'POST', `/api/matches/${match}/seats/0/leave`, undefined, { authorization: `Bearer ${creds[0]}` });
  expect(await old.closed()).toBe(4003);
  const heard = old.received.length;
  const { c: next, u: first } = await seatSocket(address, match, await joinSeat(address, match, 0));
  next.send({ type: 'answer', version: first.version, answer: { decision: first.decision!.id, choice: 0 } });
  await next.next((m): m is Update => is.update(m) && m.decision === null);
  expect(old.received.length).toBe(heard);
  next.close();
}

describe('a seat that was left is gone', () => {
  it('one node (SQLite): the socket is closed (4003), its answer after the leave is refused', async () => {
    const a = await node({});
    await leaveThenAnswer(a.address, a.address);
  });

  it('one node: a silent socket of the seat is closed at the leave, before anyone else plays the seat', async () => {
    const a = await node({});
    await leaveThenListen(a.address);
  });

  it('two nodes: the node that did not hear of the leave still refuses the old socket’s answer', async () => {
    // The node the old socket is on never hears of the leave (its Redis is away, and it does not
    // resync meanwhile): only the database's condition on the seat's holder stands in the way.
    const cluster = await TestCluster.start(2, { resyncMs: 600_000 });
    try {
      const [a, b] = [cluster.address(0), cluster.address(1)];
      const { match, creds } = await tableOfTwo(a);
      const { c: old, u } = await seatSocket(b, match, creds[0]);
      await cluster.nodes[1].redis.down();
      const left = await api(a, 'POST', `/api/matches/${match}/seats/0/leave`, undefined, {
        authorization: `Bearer ${creds[0]}`,
      });
      expect(left.status).toBe(200);
      old.send({ type: 'answer', version: u.version, answer: { decision: u.decision!.id, choice: 0 } });
      expect(await old.closed()).toBe(4003);
      expect((await stored(a, match)).version).toBe(0);
    } finally {
      await cluster.stop();
    }
  });

  it('two nodes (PostgreSQL + Redis): leaving on one node closes the seat socket on the other', async () => {
    const schema = uniqueName('security');
    const db = pgUrlWithSchema(schema);
    const flags = ['--db', db, '--redis', REDIS_URL, '--redis-prefix', schema];
    const a = await startServerProcess(flags);
    const b = await startServerProcess(flags);
    started.push(a, b);
    try {
      await leaveThenAnswer(a.address, b.address);
    } finally {
      for (const p of [a, b]) p.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      const store = new PostgresStore(db);
      await store.dropSchema();
      await store.close();
    }
  });

  it('the end of a match demotes its seat connections to spectators, saying so', async () => {
    const a = await node({});
    const { registry } = await rulesets;
    const m = await createMatch(a.address, {
      ruleset: 'goofspiel',
      options: {},
      seats: ['human', 'bot'],
      decks: [{ sample: 'suit' }, { sample: 'suit' }],
      seed: 4,
    });
    const credential = await joinSeat(a.address, m.id, 0);
    const { client } = await playSeat(a.address, registry.engine('goofspiel'), m.id, credential, 1);
    await client.next((x): x is Extract<typeof x, { type: 'seat-closed' }> => x.type === 'seat-closed', 0);
    client.send({ type: 'answer', version: 0, answer: { decision: 0, choice: 0 } });
    const refused = await client.next(is.error);
    expect(refused.code).toBe('spectator');
    // The credential now opens the match as a spectator's.
    const again = await WsClient.open(a.address);
    again.send({ type: 'hello', protocol: 1, match: m.id, credential });
    expect((await again.next(is.welcome)).seat).toBeNull();
    again.close();
    client.close();
  });
});

/** Waits until `c` has received `n` errors in all. */
async function errors(c: WsClient, n: number): Promise<void> {
  while (c.received.filter(is.error).length < n) await c.next(is.error);
}

/** Lets other work run for `ms` between polls of something slow by nature (never a deadline). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one client cannot starve the rest', () => {
  let limited: ServerProcess;
  beforeAll(async () => {
    limited = await node({
      messagesPerSecond: 1_000,
      burst: 1_000,
      addressMessagesPerSecond: 20,
      addressBurst: 40,
      connectionsPerAddress: 30,
      httpRequestsPerMinute: 100_000,
      replaysPerMinute: 3,
    });
  });

  it('many sockets of one address share its message rate; a socket that keeps going is closed', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => WsClient.open(limited.address)));
    // 20 sockets × 10 messages, far under each socket's own limit: the address's bucket (40) decides.
    for (const s of sockets) for (let i = 0; i < 10; i++) s.send({ type: 'answer', version: 0, answer: {} });
    await Promise.all(sockets.map((s) => errors(s, 10)));
    const codes = sockets.flatMap((s) => s.received.filter(is.error).map((e) => e.code));
    expect(codes.length).toBe(200);
    const accepted = codes.filter((c) => c === 'not-authenticated').length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(100);
    expect(codes.filter((c) => c === 'rate-limited').length).toBeGreaterThan(100);
    // One socket that goes on regardless is closed for it (its refusals in a row pass the burst).
    const flood = sockets[0];
    for (let i = 0; i < 2_000 && flood.socket.readyState === flood.socket.OPEN; i++) flood.send('{}');
    expect(await flood.closed()).toBe(1008);
    for (const s of sockets) s.close();
    await Promise.all(sockets.map((s) => s.closed()));
  });

  it('connections per address are capped (1008)', async () => {
    const open = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const c = await WsClient.open(limited.address);
        c.send({ type: 'hello', protocol: 1, match: 'none' });
        await c.next(is.error);
        return c;
      }),
    );
    const extra = await WsClient.open(limited.address);
    expect(await extra.closed()).toBe(1008);
    for (const c of open) c.close();
    await Promise.all(open.map((c) => c.closed()));
  });

  it('a socket that says no hello is closed at the deadline (4001); one that did stays', async () => {
    const a = await node({ helloTimeoutMs: 400 });
    const { match, creds } = await tableOfTwo(a.address);
    const silent = await WsClient.open(a.address);
    const { c: talker } = await seatSocket(a.address, match, creds[0]);
    expect(await silent.closed()).toBe(4001);
    expect(talker.socket.readyState).toBe(talker.socket.OPEN);
    talker.close();
  });

  it('replays run off the event loop, within a per-address budget', async () => {
    const { registry } = await rulesets;
    const m = await createMatch(limited.address, {
      ruleset: 'chaos',
      options: {},
      seats: ['bot', 'bot'],
      decks: [{ sample: 'demonbane' }, { sample: 'demonbane' }],
      seed: 8,
    });
    let record: { record: GameRecord } | null = null;
    while (!record) {
      const r = await api<{ record: GameRecord }>(limited.address, 'GET', `/api/matches/${m.id}/record`);
      if (r.status === 200) record = r.body;
      else await pause(50);
    }
    expect(registry.engine('chaos').replay(record.record).result).not.toBeNull();
    const steps = record.record.answers.length;
    // Three whole replays of a long record at once; the node answers other requests all the while.
    const replays = Promise.all(
      [steps, steps - 1, steps - 2].map((step) =>
        api<{ step: number }>(limited.address, 'POST', '/api/replay', { record: record.record, step }),
      ),
    );
    let done = false;
    void replays.then(() => (done = true));
    let answeredMeanwhile = 0;
    while (!done) {
      await api(limited.address, 'GET', `/api/matches/${m.id}`);
      if (!done) answeredMeanwhile++;
    }
    expect((await replays).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(10);
    const over = await api<{ error: { code: string } }>(limited.address, 'POST', '/api/replay', {
      record: record.record,
      step: 1,
    });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate-limited');
  });
});

describe('fifty honest players behind one address play with the default limits', () => {
  it('25 Goofspiel tables of two, all from one address, finish without being rate-limited', async () => {
    const a = await node({});
    const { registry } = await rulesets;
    const engine = registry.engine('goofspiel');
    const tables = await Promise.all(Array.from({ length: 25 }, () => tableOfTwo(a.address)));
    const seats = tables.flatMap((t) => t.creds.map((c, s) => ({ match: t.match, credential: c, seed: s })));
    // Each answers within a quarter of a second: several times faster than people play.
    const ends = await Promise.all(
      seats.map((s) => playSeat(a.address, engine, s.match, s.credential, s.seed, undefined, 250)),
    );
    for (const { client, final } of ends) {
      expect(final.status).toBe('finished');
      // A bot answering every update can cross its own early answer (stale-version); never a limit.
      expect(client.received.filter(is.error).filter((e) => e.code === 'rate-limited')).toEqual([]);
      client.close();
    }
  });
});

describe('errors keep their documented shape and never echo the request', () => {
  let a: ServerProcess;
  beforeAll(async () => {
    a = await node({});
  });

  const cases: [string, RequestInit & { path: string }, number, string][] = [
    ['a URL that does not decode', { path: '/api/matches/%E0%A4%A' }, 400, 'malformed'],
    ['a path of 10 KB', { path: `/api/${'x'.repeat(10_000)}` }, 404, 'not-found'],
    ['an unknown route', { path: '/api/secret-route-name' }, 404, 'not-found'],
    [
      'a content type the API does not read',
      { path: '/api/matches', method: 'POST', headers: { 'content-type': 'text/x-secret' }, body: 'x' },
      415,
      'malformed',
    ],
    [
      'a body over the limit',
      {
        path: '/api/matches',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ secret: 'y'.repeat(300_000) }),
      },
      413,
      'too-large',
    ],
  ];
  for (const [what, { path, ...init }, status, code] of cases)
    it(what, async () => {
      const res = await fetch(`${a.address}${path}`, init);
      const text = await res.text();
      expect(res.status).toBe(status);
      expect(JSON.parse(text)).toEqual({ error: { code, message: expect.any(String) as string } });
      for (const echo of ['xxxxxxxx', 'secret', 'yyyyyyyy', 'E0%A4', 'FST_']) expect(text).not.toContain(echo);
    });

  it('security headers on the client and the API', async () => {
    const res = await fetch(`${a.address}/api/rulesets`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('the Origin of a WebSocket upgrade is checked by scheme, host and port', () => {
  it('the listening origin passes; another scheme, a rebound name or another port do not', async () => {
    const a = await node({}, ['--public-origin', 'https://play.example.com']);
    const port = new URL(a.address).port;
    const ok = await WsClient.open(a.address, { origin: 'https://play.example.com' });
    ok.close();
    for (const [origin, host] of [
      [`https://127.0.0.1:${port}`, undefined],
      ['http://evil.example', 'evil.example'],
      [`http://127.0.0.1:${Number(port) + 1}`, undefined],
      ['http://play.example.com', undefined],
    ])
      await expect(
        WsClient.open(a.address, { origin: origin!, ...(host ? { host } : {}) }),
        `${origin} / ${host}`,
      ).rejects.toThrow('HTTP 403');
  });

  it('without a public origin, the node’s own listening origins pass', async () => {
    const a = await node({});
    const port = new URL(a.address).port;
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const c = await WsClient.open(a.address, { origin });
      c.close();
    }
  });
});
