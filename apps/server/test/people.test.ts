import { Writable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '@tcgkit/core';
import type { CardPage, Rematch } from '@tcgkit/protocol';
import type { MatchSummary } from '../src/storage/match-store.js';
import { startServer, type GameServer } from '../src/server.js';
import { rulesets, testServer } from './support/test-server.js';
import { api, createMatch } from './support/lobby.js';
import { is, WsClient } from './support/ws-client.js';

type Created = { match: MatchSummary; invitation: string | null };
type Refusal = { error: { code: string; message: string } };

/** Every line the server logged, to check that no secret reaches a log. */
const logLines: string[] = [];
let server: GameServer;
let address: string;
let samples: Record<string, Record<string, string[]>>;

beforeAll(async () => {
  const found = await rulesets;
  samples = found.found.get('pokemon')!.sampleDecks;
  const dir = mkdtempSync(joinPath(tmpdir(), 'tcgkit-people-'));
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  server = await startServer(
    { port: 0, db: `sqlite:${joinPath(dir, 'test.db')}`, logLevel: 'info', messagesPerSecond: 10_000, burst: 10_000 },
    found,
    { logger: pino({ level: 'info', redact: ['credential', '*.credential', 'invitation', '*.invitation'] }, sink) },
  );
  address = server.address;
});
afterAll(async () => server?.close());

/** A private Pokémon table whose host brings the water deck and leaves seat 2's deck to whoever takes it. */
async function privateTable(): Promise<Created> {
  const r = await api<Created>(address, 'POST', '/api/matches', {
    ruleset: 'pokemon',
    seats: ['human', 'human'],
    decks: [{ sample: 'water' }, null],
    seed: 11,
  });
  expect(r.status).toBe(201);
  return r.body;
}

const join = (match: string, seat: number, body: unknown, invitation?: string) =>
  api<{ credential: string } & Refusal>(
    address,
    'POST',
    `/api/matches/${match}/seats/${seat}/join`,
    body,
    invitation ? { 'x-invitation': invitation } : {},
  );

const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

/** Opens a seat's (or, without a credential, a spectator's) socket and waits for its first update or error. */
async function hello(match: string, extra: Record<string, string>) {
  const c = await WsClient.open(address);
  c.send({ type: 'hello', protocol: 1, match, ...extra });
  const first = await c.next((m): m is typeof m => m.type === 'update' || m.type === 'error');
  return { c, first };
}

describe('private tables', () => {
  it('are reached only with the invitation the host got: not listed, not seen, not taken without it', async () => {
    const { match, invitation } = await privateTable();
    expect(match.visibility).toBe('private');
    expect(invitation).toMatch(/^[\w-]{40,}$/);
    const listed = await api<{ matches: MatchSummary[] }>(address, 'GET', '/api/matches?limit=200');
    expect(listed.body.matches.map((m) => m.id)).not.toContain(match.id);
    // Without the invitation (or a wrong one) the table does not exist, whatever is asked of it.
    const without: Record<string, string>[] = [{}, { 'x-invitation': 'x'.repeat(43) }];
    for (const headers of without) {
      expect((await api<Refusal>(address, 'GET', `/api/matches/${match.id}`, undefined, headers)).status).toBe(404);
      expect((await api(address, 'GET', `/api/matches/${match.id}/spectate`, undefined, headers)).status).toBe(404);
      const taken = await api<Refusal>(address, 'POST', `/api/matches/${match.id}/seats/1/join`, {}, headers);
      expect(taken.body.error.code).toBe('unknown-match');
    }
    const { c, first } = await hello(match.id, {});
    expect(first).toMatchObject({ type: 'error', code: 'unknown-match' });
    c.close();
    // With it: the summary, and a spectator's socket.
    const seen = await api<MatchSummary>(address, 'GET', `/api/matches/${match.id}`, undefined, {
      'x-invitation': invitation!,
    });
    expect(seen.status).toBe(200);
    const watcher = await hello(match.id, { invitation: invitation! });
    expect(watcher.first.type).toBe('update');
    watcher.c.close();
    // The secret is in no log line (nor the seat credentials taken with it).
    const host = await join(match.id, 0, { name: 'Ada' }, invitation!);
    expect(host.status).toBe(200);
    expect(logLines.join('')).not.toContain(invitation!);
    expect(logLines.join('')).not.toContain(host.body.credential);
  });

  it('public ones are listed while open, with ruleset, options, players and age', async () => {
    const created = await createMatch(address, {
      ruleset: 'pokemon',
      seats: ['human', 'human'],
      decks: [{ sample: 'water' }, null],
      clock: { initialMs: 300_000, incrementMs: 5_000 },
    });
    expect((await join(created.id, 0, { name: 'Host' })).status).toBe(200);
    const open = await api<{ matches: MatchSummary[] }>(address, 'GET', '/api/matches?status=open&limit=200');
    const listed = open.body.matches.find((m) => m.id === created.id)!;
    expect(listed).toMatchObject({
      ruleset: 'pokemon',
      visibility: 'public',
      clock: { initialMs: 300_000, incrementMs: 5_000 },
      seats: [
        { seat: 0, taken: true, name: 'Host', deckOpen: false },
        { seat: 1, taken: false, name: null, deckOpen: true },
      ],
    });
    expect(typeof listed.options).toBe('object');
    expect(listed.createdAt).toBeLessThanOrEqual(Date.now());
  });
});

describe('names and own decks', () => {
  it('refuses a bad name saying what is wrong, and takes no seat', async () => {
    const { match, invitation } = await privateTable();
    for (const name of ['', ' ', 'x'.repeat(25), 'a\u0007b']) {
      const r = await join(match.id, 0, { name }, invitation!);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(/^name: /);
    }
    const m = await api<MatchSummary>(address, 'GET', `/api/matches/${match.id}`, undefined, {
      'x-invitation': invitation!,
    });
    expect(m.body.seats[0].taken).toBe(false);
  });

  it('lets the guest bring their own deck, checked by the deck rules (seats from 1) before seating', async () => {
    const { match, invitation } = await privateTable();
    const host = await join(match.id, 0, { name: 'Ada' }, invitation!);
    // Seat 2's deck is the guest's to choose.
    const none = await join(match.id, 1, { name: 'Bo' }, invitation!);
    expect(none.body.error).toMatchObject({ code: 'bad-deck' });
    expect(none.body.error.message).toContain('seat 2');
    const fire = samples.fire;
    const short = { ...fire, deck: fire.deck.slice(0, 50) };
    const broken = await join(match.id, 1, { name: 'Bo', deck: { cards: short } }, invitation!);
    expect(broken.body.error.code).toBe('bad-deck');
    expect(broken.body.error.message).toMatch(/seat 2: PK-[\w-]+/);
    expect(broken.body.error.message).not.toMatch(/seat 0|player \d/);
    // While seat 2 waits for its deck, the host is offered no decision.
    const early = await hello(match.id, { credential: host.body.credential });
    expect(early.first).toMatchObject({ type: 'update', decision: null, status: 'open' });
    const guest = await join(match.id, 1, { name: 'Bo', deck: { cards: fire } }, invitation!);
    expect(guest.status).toBe(200);
    // Both names reach the board; the game was set up again with the guest's deck.
    const started = await early.c.next((m): m is Extract<typeof m, { type: 'update' }> => {
      return m.type === 'update' && m.status === 'running';
    });
    expect(started.players).toEqual([
      { name: 'Ada', kind: 'human' },
      { name: 'Bo', kind: 'human' },
    ]);
    const conceded = await api<{ ended: unknown }>(
      address,
      'POST',
      `/api/matches/${match.id}/seats/1/concede`,
      undefined,
      bearer(guest.body.credential),
    );
    expect(conceded.body.ended).toEqual({ reason: 'concede', loser: 1 });
    const rec = await api<{ record: GameRecord }>(address, 'GET', `/api/matches/${match.id}/record`, undefined, {
      'x-invitation': invitation!,
    });
    expect(rec.body.record.config.players[1].cards).toEqual(fire);
    expect(rec.body.record.config.players[0].cards).toEqual(samples.water);
    early.c.close();
  });
});

describe('concede and rematch', () => {
  it('a concession ends the match for both; a rematch once both ask swaps the seats with a new seed', async () => {
    const { match, invitation } = await privateTable();
    const a = (await join(match.id, 0, { name: 'Ada' }, invitation!)).body.credential;
    const b = (await join(match.id, 1, { name: 'Bo', deck: { sample: 'fire' } }, invitation!)).body.credential;
    const seatA = await hello(match.id, { credential: a });
    // Only the seat's own credential concedes it.
    const wrong = await api<Refusal>(address, 'POST', `/api/matches/${match.id}/seats/1/concede`, undefined, bearer(a));
    expect(wrong.status).toBe(401);
    const early = await api(address, 'POST', `/api/matches/${match.id}/seats/0/rematch`, undefined, bearer(a));
    expect(early.status).toBe(400); // not over yet
    await api(address, 'POST', `/api/matches/${match.id}/seats/1/concede`, undefined, bearer(b));
    const over = await seatA.c.next(is.finished);
    expect(over.ended).toEqual({ reason: 'concede', loser: 1 });
    const again = await api(address, 'POST', `/api/matches/${match.id}/seats/1/concede`, undefined, bearer(b));
    expect(again.status).toBe(409);

    const offered = await api<Rematch>(
      address,
      'POST',
      `/api/matches/${match.id}/seats/0/rematch`,
      undefined,
      bearer(a),
    );
    expect(offered.body).toEqual({ offeredBy: [0], match: null });
    // The other seat sees the offer without a new version.
    const seen = await seatA.c.next(
      (m): m is Extract<typeof m, { type: 'update' }> => m.type === 'update' && m.rematch?.offeredBy.length === 1,
    );
    expect(seen.rematch).toEqual({ offeredBy: [0], match: null });
    const accepted = await api<Rematch>(
      address,
      'POST',
      `/api/matches/${match.id}/seats/1/rematch`,
      undefined,
      bearer(b),
    );
    const next = accepted.body.match!;
    expect(accepted.body.offeredBy).toEqual([0, 1]);
    seatA.c.close();
    // Same table (the same invitation reaches it), seats swapped, names and decks with their players.
    const summary = await api<MatchSummary>(address, 'GET', `/api/matches/${next}`, undefined, {
      'x-invitation': invitation!,
    });
    expect(summary.body).toMatchObject({
      status: 'running',
      visibility: 'private',
      seats: [{ name: 'Bo' }, { name: 'Ada' }],
    });
    const aThere = await hello(next, { credential: a });
    expect(aThere.c.received.find((m) => m.type === 'welcome')).toMatchObject({ seat: 1 });
    aThere.c.close();
    await api(address, 'POST', `/api/matches/${next}/seats/0/concede`, undefined, bearer(b));
    const [oldRec, newRec] = await Promise.all(
      [match.id, next].map((id) =>
        api<{ record: GameRecord }>(address, 'GET', `/api/matches/${id}/record`, undefined, {
          'x-invitation': invitation!,
        }),
      ),
    );
    expect(newRec.body.record.config.players[0].cards).toEqual(oldRec.body.record.config.players[1].cards);
    expect(newRec.body.record.config.players[1].cards).toEqual(oldRec.body.record.config.players[0].cards);
    expect(newRec.body.record.config.seed).not.toBe(oldRec.body.record.config.seed);
  });
});

describe('abandoned matches', () => {
  it('end as abandoned after the configured time with nobody connected, and leave the running list', async () => {
    const quick = await testServer({ abandonAfterMs: 1_500, sweepMs: 100 });
    try {
      const make = async () => {
        const m = await createMatch(quick.address, {
          ruleset: 'pokemon',
          seats: ['human', 'bot'],
          decks: [{ sample: 'water' }, { sample: 'fire' }],
        });
        const r = await api<{ credential: string }>(quick.address, 'POST', `/api/matches/${m.id}/seats/0/join`, {});
        return { id: m.id, credential: r.body.credential };
      };
      const [left, played] = await Promise.all([make(), make()]);
      // A person stays at one of them.
      const stay = await WsClient.open(quick.address);
      stay.send({ type: 'hello', protocol: 1, match: played.id, credential: played.credential });
      await stay.next(is.update);
      const running = async () =>
        (await api<{ matches: MatchSummary[] }>(quick.address, 'GET', '/api/matches?status=running')).body.matches;
      expect((await running()).map((m) => m.id)).toContain(left.id);
      // Polled until it happens (the sweep runs every 100 ms; the machine may be slow).
      while ((await running()).some((m) => m.id === left.id)) await new Promise((r) => setTimeout(r, 100));
      const gone = await api<MatchSummary>(quick.address, 'GET', `/api/matches/${left.id}`);
      expect(gone.body).toMatchObject({ status: 'finished', ended: { reason: 'abandoned', loser: null } });
      const rec = await api<{ ended: unknown }>(quick.address, 'GET', `/api/matches/${left.id}/record`);
      expect(rec.body.ended).toEqual({ reason: 'abandoned', loser: null });
      // The one a person is connected to plays on, though it is as old.
      expect((await api<MatchSummary>(quick.address, 'GET', `/api/matches/${played.id}`)).body.status).toBe('running');
      stay.close();
    } finally {
      await quick.close();
    }
  });
});

describe('the card catalogue', () => {
  const cards = (query: string) => api<CardPage & Refusal>(address, 'GET', `/api/rulesets/pokemon/cards${query}`);

  it('pages a ruleset’s cards and searches them by name, kind, type and text', async () => {
    const all = await cards('?limit=10');
    expect(all.body.cards).toHaveLength(10);
    expect(all.body.total).toBe(100);
    expect(all.body.kinds).toEqual(['energy', 'pokemon', 'trainer']);
    const second = await cards('?limit=10&offset=10');
    expect(second.body.cards.map((c) => c.id)).not.toContain(all.body.cards[0].id);
    const named = await cards('?q=PROFESSOR');
    expect(named.body.total).toBeGreaterThan(0);
    for (const c of named.body.cards) expect(c.name.toLowerCase()).toContain('professor');
    const water = await cards('?kind=pokemon&type=W&limit=200');
    expect(water.body.total).toBeGreaterThan(0);
    for (const c of water.body.cards) {
      expect(c.kind).toBe('pokemon');
      expect(c.types).toContain('W');
    }
    const text = await cards('?text=draw&limit=200');
    expect(text.body.total).toBeGreaterThan(0);
    for (const c of text.body.cards) expect(c.text.toLowerCase()).toContain('draw');
    expect((await cards('?q=zzzz-no-such-card')).body.total).toBe(0);
  });

  it('refuses a bad query saying which field, and an unknown ruleset', async () => {
    const bad = await cards('?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^limit: /);
    expect((await cards('?colour=red')).status).toBe(400);
    expect((await api(address, 'GET', '/api/rulesets/nope/cards')).status).toBe(404);
    const doc = await api<{ paths: Record<string, unknown> }>(address, 'GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/rulesets/{id}/cards',
        '/api/matches/{id}/seats/{seat}/concede',
        '/api/matches/{id}/seats/{seat}/rematch',
      ]),
    );
  });
});
