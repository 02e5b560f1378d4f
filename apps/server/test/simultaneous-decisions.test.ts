import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameRecord } from '@tcgkit/core';
import type { GameServer } from '../src/server.js';
import type { ServerMessage } from '@tcgkit/protocol';
import { testServer, rulesets } from './support/test-server.js';
import { api, createMatch, join } from './support/lobby.js';
import { is, WsClient } from './support/ws-client.js';

type Update = Extract<ServerMessage, { type: 'update' }>;
let server: GameServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => server?.close());

it('Goofspiel bids are accepted in any order; the second bidder never learns the first bid', async () => {
  const { registry } = await rulesets;
  const engine = registry.engine('goofspiel');
  const match = await createMatch(server.address, {
    ruleset: 'goofspiel',
    seats: ['human', 'human'],
    decks: [{ sample: 'suit' }, { sample: 'suit' }],
    options: {},
    seed: 5,
  });
  const creds = [await join(server.address, match.id, 0), await join(server.address, match.id, 1)];
  const clients = await Promise.all(
    creds.map(async (credential) => {
      const c = await WsClient.open(server.address);
      c.send({ type: 'hello', protocol: 1, match: match.id, credential });
      await c.next(is.update);
      return c;
    }),
  );
  const latest = (c: WsClient) => [...c.received].reverse().find(is.update)!;
  let round = 0;
  for (;;) {
    const views = clients.map(latest);
    if (views[0].status === 'finished') break;
    const version = views[0].version;
    // Both seats hold a decision at once: one the pending one, the other offered early.
    expect(views.map((v) => v.decision !== null)).toEqual([true, true]);
    expect(views.filter((v) => v.early)).toHaveLength(1);
    // Alternate who bids first: the early seat on even rounds, the pending one on odd rounds.
    const order = views.map((v, seat) => ({ seat, early: v.early })).sort((a, b) => Number(b.early) - Number(a.early));
    if (round % 2 === 1) order.reverse();
    for (const { seat } of order) {
      // Each answer names the newest version its seat was sent (the decision is the same one):
      // after the pending seat answered first, that is the update its answer made.
      const first = seat === order[0].seat;
      const now =
        first || views[order[0].seat].early
          ? latest(clients[seat])
          : await clients[seat].next((m): m is Update => is.update(m) && m.version > version, 0);
      const d = now.decision as { id: number; options: unknown[] };
      expect(d.id).toBe((views[seat].decision as { id: number }).id);
      const from = clients[seat].received.length;
      clients[seat].send({
        type: 'answer',
        version: now.version,
        answer: { decision: d.id, choice: d.options.length - 1 },
      });
      const after = await clients[seat].next((m): m is Update => is.update(m) || is.error(m), from);
      expect(after.type).toBe('update');
      if (seat === order[0].seat && views[seat].early) {
        // Answered ahead of the pending decision: acknowledged at the same version (kept, committed)
        // with nothing left to decide; the other seat is told nothing about it.
        expect(after.version).toBe(version);
        expect(after.decision).toBeNull();
      } else if (seat === order[0].seat) expect(after.version).toBe(version + 1);
    }
    await Promise.all(clients.map((c) => c.next((m): m is Update => is.update(m) && m.version >= version + 2, 0)));
    round++;
  }
  expect(round).toBe(13);
  const rec = await api<{ record: GameRecord }>(server.address, 'GET', `/api/matches/${match.id}/record`);
  expect(engine.replay(rec.body.record).result).toEqual(latest(clients[0]).view!.result);
  for (const c of clients) c.close();
});
