import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { pino } from 'pino';
import type { GameRecord } from '@tcgkit/core';
import { startServer } from '../src/server.js';
import { rulesets } from './support/test-server.js';
import { api, createMatch, join as joinSeat } from './support/lobby.js';
import { is, WsClient } from './support/ws-client.js';

const quiet = pino({ level: 'silent' });

it(
  'a seat whose time runs out loses; the clock survives a restart ' + '(wall time outside the game and its hashes)',
  async () => {
    const { registry } = await rulesets;
    const db = `sqlite:${join(mkdtempSync(join(tmpdir(), 'tcgkit-clock-')), 'clock.db')}`;
    const first = await startServer({ port: 0, db }, await rulesets, { logger: quiet });
    const match = await createMatch(first.address, {
      ruleset: 'goofspiel',
      seats: ['human', 'bot'],
      decks: [{ sample: 'suit' }, { sample: 'suit' }],
      options: {},
      seed: 2,
      clock: { initialMs: 1_500, incrementMs: 100 },
    });
    const credential = await joinSeat(first.address, match.id, 0);
    await first.close();
    // A new process on the same database: the time that passed while it was down counts.
    const second = await startServer({ port: 0, db }, await rulesets, { logger: quiet });
    try {
      const c = await WsClient.open(second.address);
      c.send({ type: 'hello', protocol: 1, match: match.id, credential });
      const start = await c.next(is.update);
      expect(start.clock).not.toBeNull();
      const running = start.clock!.running!;
      expect(start.clock!.remainingMs[running]).toBeLessThanOrEqual(1_500);
      // Nobody answers: the running seat's time runs out and it loses.
      const end = await c.next(is.finished, 0);
      expect(end.ended).toEqual({ reason: 'timeout', loser: running });
      expect(end.decision).toBeNull();
      const rec = await api<{ record: GameRecord; ended: unknown }>(
        second.address,
        'GET',
        `/api/matches/${match.id}/record`,
      );
      expect(rec.body.ended).toEqual({ reason: 'timeout', loser: running });
      // The record is the game's own (no result: the server ended it); it replays hash for hash.
      expect(registry.engine('goofspiel').replay(rec.body.record).result).toBeNull();
      c.close();
    } finally {
      await second.close();
    }
  },
);

it('credentials never reach the logs', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const dir = mkdtempSync(join(tmpdir(), 'tcgkit-logs-'));
  let credential: string | undefined;
  const server = await startServer({ port: 0, db: `sqlite:${join(dir, 'logs.db')}` }, await rulesets, {
    logger: pino({ level: 'trace' }, sink),
  });
  try {
    const match = await createMatch(server.address, {
      ruleset: 'goofspiel',
      seats: ['human', 'bot'],
      decks: [{ sample: 'suit' }, { sample: 'suit' }],
      options: {},
    });
    credential = await joinSeat(server.address, match.id, 0);
    const c = await WsClient.open(server.address);
    c.send({ type: 'hello', protocol: 1, match: match.id, credential });
    await c.next(is.update);
    c.send({ type: 'hello', protocol: 1, match: match.id, credential });
    await c.next(is.error);
    c.close();
    await api(server.address, 'POST', `/api/matches/${match.id}/seats/0/leave`, undefined, {
      authorization: `Bearer ${credential}`,
    });
    await api(server.address, 'POST', `/api/matches/${match.id}/seats/0/leave`, undefined, {
      authorization: `Bearer ${credential}`,
    });
  } finally {
    await server.close();
  }
  expect(lines.length).toBeGreaterThan(0);
  expect(credential).toBeDefined();
  expect(lines.join('')).not.toContain(credential);
});

it('a clock runs from when every seat is taken, not from the match’s creation', async () => {
  const server = await startServer({ port: 0, db: 'sqlite::memory:' }, await rulesets, { logger: quiet });
  try {
    const match = await createMatch(server.address, {
      ruleset: 'goofspiel',
      seats: ['human', 'human'],
      decks: [{ sample: 'suit' }, { sample: 'suit' }],
      options: {},
      seed: 2,
      clock: { initialMs: 600_000, incrementMs: 0 },
    });
    const first = await joinSeat(server.address, match.id, 0);
    const c = await WsClient.open(server.address);
    c.send({ type: 'hello', protocol: 1, match: match.id, credential: first });
    const waiting = await c.next(is.update);
    expect(waiting.status).toBe('open');
    expect(waiting.clock).toMatchObject({ running: null, remainingMs: [600_000, 600_000] });
    // The second seat is taken: the first seat's connection is told, and the time now runs.
    const from = c.received.length;
    await joinSeat(server.address, match.id, 1);
    const started = await c.next(is.update, from);
    expect(started.status).toBe('running');
    expect(started.version).toBe(waiting.version);
    expect(started.clock!.running).not.toBeNull();
    c.close();
  } finally {
    await server.close();
  }
});
