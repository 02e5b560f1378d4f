import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameServer } from '../src/server.js';
import { testServer } from './support/test-server.js';
import { api, createMatch, join } from './support/lobby.js';
import { is, WsClient } from './support/ws-client.js';

let server: GameServer;
beforeAll(async () => {
  server = await testServer({ maxMessageBytes: 4_096, messagesPerSecond: 5, burst: 30 });
});
afterAll(async () => server?.close());

/** A human-vs-human Goofspiel match with both seats connected. */
async function table() {
  const match = await createMatch(server.address, {
    ruleset: 'goofspiel',
    seats: ['human', 'human'],
    decks: [{ sample: 'suit' }, { sample: 'suit' }],
    options: {},
    seed: 1,
  });
  const creds = [await join(server.address, match.id, 0), await join(server.address, match.id, 1)];
  const seats = await Promise.all(
    creds.map(async (credential) => {
      const c = await WsClient.open(server.address);
      c.send({ type: 'hello', protocol: 1, match: match.id, credential });
      const first = await c.next(is.update);
      return { c, first };
    }),
  );
  const mover = seats.findIndex((s) => s.first.decision !== null);
  return { match, creds, seats, mover, waiter: 1 - mover };
}

/** The stored row, to show that a refused message changed nothing. */
async function snapshot(id: string) {
  const m = (await server.store.load(id))!;
  return { version: m.version, hash: m.hash, state: m.state, answers: (await server.store.answers(id)).length };
}

async function expectError(c: WsClient, send: unknown, code: string) {
  const from = c.received.length;
  c.send(send);
  const e = await c.next(is.error, from);
  expect(e.code).toBe(code);
  // Typed, and nothing internal: no stack frames, no file paths.
  expect(e.message).not.toMatch(/\n\s+at |\.ts:|\.js:|node_modules/);
  return e;
}

describe('every bad protocol input gets a typed error on its own connection, and changes nothing', () => {
  it('malformed JSON, wrong types, unknown message types, a message before hello, a huge message', async () => {
    const { match, seats, mover } = await table();
    const c = seats[mover].c;
    const before = await snapshot(match.id);
    await expectError(c, '{"type": "answer", ', 'malformed');
    await expectError(c, { type: 'answer', version: 'zero', answer: {} }, 'malformed');
    await expectError(c, { type: 'answer', version: 0, answer: {}, extra: 1 }, 'malformed');
    await expectError(c, { type: 'shout' }, 'malformed');
    await expectError(c, [1, 2, 3], 'malformed');
    await expectError(
      c,
      { type: 'answer', version: 0, answer: { decision: 0, choice: 'x'.repeat(5_000) } },
      'too-large',
    );
    const fresh = await WsClient.open(server.address);
    await expectError(fresh, { type: 'answer', version: 0, answer: {} }, 'not-authenticated');
    fresh.close();
    expect(await snapshot(match.id)).toEqual(before);
  });

  it('wrong seat, not this seat’s decision, stale version, illegal answer, a spectator answering', async () => {
    const { match, seats, mover, waiter } = await table();
    const m = seats[mover];
    const w = seats[waiter];
    const decision = m.first.decision as { id: number };
    const before = await snapshot(match.id);
    await expectError(
      m.c,
      { type: 'answer', version: 0, seat: waiter, answer: { decision: decision.id, choice: 0 } },
      'wrong-seat',
    );
    // The waiting seat's bid is simultaneous (offered early): the mover's decision id is not its own.
    await expectError(
      w.c,
      { type: 'answer', version: 0, answer: { decision: decision.id, choice: 0 } },
      'illegal-answer',
    );
    const stale = await expectError(
      m.c,
      { type: 'answer', version: 7, answer: { decision: decision.id, choice: 0 } },
      'stale-version',
    );
    expect(stale.detail).toMatchObject({ current: 0 });
    const illegal = await expectError(
      m.c,
      { type: 'answer', version: 0, answer: { decision: decision.id, choice: 999 } },
      'illegal-answer',
    );
    expect(illegal.detail).toMatchObject({ reason: 'illegal-choice' });
    await expectError(
      m.c,
      { type: 'answer', version: 0, answer: { decision: decision.id + 1, choice: 0 } },
      'illegal-answer',
    );
    const spectator = await WsClient.open(server.address);
    spectator.send({ type: 'hello', protocol: 1, match: match.id });
    await spectator.next(is.update);
    await expectError(
      spectator,
      { type: 'answer', version: 0, answer: { decision: decision.id, choice: 0 } },
      'spectator',
    );
    spectator.close();
    expect(await snapshot(match.id)).toEqual(before);
    // The legal answer is still taken afterwards, and the old version is stale from then on.
    const from = w.c.received.length;
    m.c.send({ type: 'answer', version: 0, answer: { decision: decision.id, choice: 0 } });
    expect((await w.c.next(is.update, from)).version).toBe(1);
    await expectError(
      m.c,
      { type: 'answer', version: 0, answer: { decision: decision.id, choice: 0 } },
      'stale-version',
    );
    // Now the other seat decides, and nothing is offered to the mover ahead of it.
    await expectError(
      m.c,
      { type: 'answer', version: 1, answer: { decision: decision.id + 1, choice: 0 } },
      'not-your-turn',
    );
  });

  it('hello: another match’s credential, a made-up credential, an unknown match, another protocol, twice', async () => {
    const a = await table();
    const b = await table();
    const c = await WsClient.open(server.address);
    await expectError(c, { type: 'hello', protocol: 1, match: b.match.id, credential: a.creds[0] }, 'unauthorized');
    await expectError(c, { type: 'hello', protocol: 1, match: b.match.id, credential: 'A'.repeat(43) }, 'unauthorized');
    await expectError(c, { type: 'hello', protocol: 1, match: 'nope', credential: a.creds[0] }, 'unknown-match');
    await expectError(c, { type: 'hello', protocol: 2, match: a.match.id, credential: a.creds[0] }, 'protocol-version');
    c.send({ type: 'hello', protocol: 1, match: a.match.id, credential: a.creds[0] });
    await c.next(is.welcome);
    await expectError(c, { type: 'hello', protocol: 1, match: a.match.id }, 'bad-request');
    c.close();
  });

  it('rate limit per connection', async () => {
    const { seats, mover } = await table();
    const c = seats[mover].c;
    const from = c.received.length;
    for (let i = 0; i < 60; i++) c.send({ type: 'nothing' });
    await c.next(
      (m): m is Extract<typeof m, { type: 'error' }> => m.type === 'error' && m.code === 'rate-limited',
      from,
    );
  });

  it('origin check on the WebSocket upgrade', async () => {
    await expect(WsClient.open(server.address, { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    const same = await WsClient.open(server.address, { origin: server.address });
    same.close();
  });

  it('seats: a taken seat, leaving with a wrong credential, a left seat’s credential stops working', async () => {
    const { match, creds, seats } = await table();
    for (const s of seats) s.c.close();
    expect((await api(server.address, 'POST', `/api/matches/${match.id}/seats/0/join`)).status).toBe(409);
    const wrong = await api(server.address, 'POST', `/api/matches/${match.id}/seats/0/leave`, undefined, {
      authorization: `Bearer ${creds[1]}`,
    });
    expect(wrong.status).toBe(401);
    const left = await api(server.address, 'POST', `/api/matches/${match.id}/seats/0/leave`, undefined, {
      authorization: `Bearer ${creds[0]}`,
    });
    expect(left.status).toBe(200);
    expect((await api<{ status: string }>(server.address, 'GET', `/api/matches/${match.id}`)).body.status).toBe('open');
    const c = await WsClient.open(server.address);
    await expectError(c, { type: 'hello', protocol: 1, match: match.id, credential: creds[0] }, 'unauthorized');
    c.close();
    const again = await join(server.address, match.id, 0);
    expect(again).not.toBe(creds[0]);
  });
});

describe('the lobby refuses bad requests with typed errors and no internals', () => {
  const bad = async (body: unknown, status: number, code: string) => {
    const r = await api<{ error: { code: string; message: string } }>(server.address, 'POST', '/api/matches', body);
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(code);
    expect(JSON.stringify(r.body)).not.toMatch(/\\n\s+at |\.ts:|\.js:|node_modules/);
  };
  it('malformed JSON, wrong shapes, unknown rulesets, illegal decks, huge bodies', async () => {
    await bad('{"ruleset":', 400, 'malformed');
    await bad({ ruleset: 'goofspiel', seats: 'two' }, 400, 'bad-request');
    await bad(
      { ruleset: 'nope', seats: ['bot', 'bot'], decks: [{ sample: 'x' }, { sample: 'x' }] },
      404,
      'unknown-ruleset',
    );
    await bad(
      { ruleset: 'goofspiel', seats: ['bot', 'bot'], decks: [{ sample: 'nope' }, { sample: 'suit' }] },
      400,
      'bad-deck',
    );
    await bad(
      { ruleset: 'goofspiel', seats: ['bot', 'bot'], decks: [{ cards: { hand: ['bid-1'] } }, { sample: 'suit' }] },
      400,
      'bad-deck',
    );
    await bad(
      { ruleset: 'goofspiel', seats: ['bot', 'bot'], decks: [{ text: '999 x' }, { sample: 'suit' }] },
      400,
      'bad-deck',
    );
    await bad({ ruleset: 'goofspiel', seats: ['bot'], decks: [{ sample: 'suit' }] }, 400, 'bad-request');
    await bad(
      {
        ruleset: 'goofspiel',
        seats: ['bot', 'bot'],
        decks: [{ sample: 'suit' }, { sample: 'suit' }],
        options: { nope: 1 },
      },
      400,
      'bad-request',
    );
    await bad('x'.repeat(300_000), 413, 'too-large');
    expect((await api(server.address, 'GET', '/api/matches/nope')).status).toBe(404);
    expect((await api(server.address, 'GET', '/api/matches?status=weird')).status).toBe(400);
  });
  it('serves the OpenAPI document and the rulesets with options and sample decks', async () => {
    const doc = await api<{ openapi: string; paths: Record<string, unknown> }>(
      server.address,
      'GET',
      '/api/openapi.json',
    );
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/api/matches/{id}/seats/{seat}/join');
    const r = await api<{ rulesets: { id: string; sampleDecks: Record<string, unknown> }[] }>(
      server.address,
      'GET',
      '/api/rulesets',
    );
    expect(r.body.rulesets.map((x) => x.id)).toEqual(['chaos', 'goofspiel', 'pokemon']);
    expect(Object.keys(r.body.rulesets[1].sampleDecks)).toEqual(['suit']);
  });
});
