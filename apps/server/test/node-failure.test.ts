import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../src/storage/postgres-store.js';
import { discoverRulesets } from '@tcgkit/core';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { api, createMatch, join as joinSeat } from './support/lobby.js';
import { BotSeat } from './support/two-seat-game.js';
import { pgUrlWithSchema, REDIS_URL, uniqueName } from './support/services.js';

const started: ServerProcess[] = [];
afterAll(() => {
  for (const p of started) p.child.kill('SIGKILL');
});
const node = async (flags: string[]) => {
  const p = await startServerProcess(flags);
  started.push(p);
  return p;
};

/**
 * Plays a human-vs-human match with bots on two sockets (seat 0 on node `a`, seat 1 on `b`),
 * SIGKILLs `b` mid-game, reconnects seat 1 to `a` (or to `restart()`'s new node), finishes, and
 * checks that no acknowledged answer was lost and the stored record replays hash for hash.
 */
async function killMidGame(a: ServerProcess, b: ServerProcess, restart: () => Promise<ServerProcess>) {
  const { registry } = await discoverRulesets();
  const engine = registry.engine('chaos');
  const match = await createMatch(a.address, {
    ruleset: 'chaos',
    seats: ['human', 'human'],
    decks: [{ sample: 'demonbane' }, { sample: 'demonbane' }],
    options: {},
    seed: 11,
  });
  const seats = [
    new BotSeat(engine, match.id, await joinSeat(a.address, match.id, 0), 1),
    new BotSeat(engine, match.id, await joinSeat(b.address, match.id, 1), 2),
  ];
  await seats[0].connect(a.address);
  await seats[1].connect(b.address);
  const mid = await seats[0].reached(60);
  expect(mid.status, `finished at version ${mid.version}`).not.toBe('finished');
  b.child.kill('SIGKILL');
  await b.exited;
  const survivor = await restart();
  await seats[1].connect(survivor.address);
  if (survivor !== a) await seats[0].connect(survivor.address);
  const [end0, end1] = await Promise.all(seats.map((s) => s.finished()));
  expect(end0.version).toBe(end1.version);
  expect(end0.view!.result).not.toBeNull();
  const rec = await api<{ record: { answers: unknown[] } }>(survivor.address, 'GET', `/api/matches/${match.id}/record`);
  expect(rec.status).toBe(200);
  // Every version a client was sent is in the record: nothing acknowledged was lost.
  expect(rec.body.record.answers.length).toBe(end0.version);
  for (const s of seats) expect(s.acknowledged).toBeLessThanOrEqual(rec.body.record.answers.length);
  expect(engine.replay(rec.body.record).result).toEqual(end0.view!.result);
}

describe('nodes die mid-game; games go on', () => {
  it('two nodes on PostgreSQL + Redis: SIGKILL one, reconnect to the other, finish, replay', async () => {
    const schema = uniqueName('nodes');
    const db = pgUrlWithSchema(schema);
    const flags = ['--db', db, '--redis', REDIS_URL, '--redis-prefix', schema];
    const a = await node(flags);
    const b = await node(flags);
    try {
      await killMidGame(a, b, () => Promise.resolve(a));
    } finally {
      a.child.kill('SIGTERM');
      await a.exited;
      const store = new PostgresStore(db);
      await store.dropSchema();
      await store.close();
    }
  });

  it('one node on SQLite: SIGKILL it, start it again on the same file, finish, replay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcgkit-restart-'));
    const flags = ['--db', `sqlite:${join(dir, 'games.db')}`];
    const a = await node(flags);
    try {
      await killMidGame(a, a, () => node(flags));
    } finally {
      for (const p of started) p.child.kill('SIGTERM');
      await Promise.all(started.map((p) => p.exited));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
