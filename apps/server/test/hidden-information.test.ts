import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameRecord } from '@tcgkit/core';
import { viewerKnowledge } from '@tcgkit/testing';
import type { GameServer } from '../src/server.js';
import { testServer, rulesets } from './support/test-server.js';
import { api, createMatch, join } from './support/lobby.js';
import { BotSeat } from './support/two-seat-game.js';
import { is, WsClient } from './support/ws-client.js';

let server: GameServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => server?.close());

/** Two different sample decks where a ruleset has them, so the opponent's cards are not one's own. */
const DECKS: Record<string, [string, string]> = {
  chaos: ['witches', 'toheart'],
  pokemon: ['water', 'fire'],
  goofspiel: ['suit', 'suit'],
};
const SPECTATOR = -1;

/** Every string in a message (keys and values), where a leaked id or definition would appear. */
function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      strings(v, out);
    }
  return out;
}

describe('nobody receives a card hidden from them: full games of every ruleset through the server', async () => {
  const { registry, found } = await rulesets;
  for (const id of registry.ids()) {
    it(id, async () => {
      const engine = registry.engine(id);
      const pool = new Set(engine.cards().map((c) => c.id));
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), async (seed) => {
          const [d0, d1] = DECKS[id] ?? Object.keys(found.get(id)!.sampleDecks).slice(0, 2);
          const match = await createMatch(server.address, {
            ruleset: id,
            options: {},
            seats: ['human', 'human'],
            decks: [{ sample: d0 }, { sample: d1 ?? d0 }],
            seed,
          });
          const creds = [await join(server.address, match.id, 0), await join(server.address, match.id, 1)];
          const seatsWithCreds = [0, 1].map((s) => new BotSeat(engine, match.id, creds[s], seed + s));
          const spectator = await WsClient.open(server.address);
          spectator.send({ type: 'hello', protocol: 1, match: match.id });
          await spectator.next(is.update);
          await Promise.all(seatsWithCreds.map((s) => s.connect(server.address)));
          await Promise.all(seatsWithCreds.map((s) => s.finished()));
          await spectator.next(is.finished, 0);
          spectator.close();
          const rec = (await api<{ record: GameRecord }>(server.address, 'GET', `/api/matches/${match.id}/record`)).body
            .record;
          // What each viewer may know at every version (from the state, not through viewFor): the
          // cards hidden from it, and the definitions it has seen (a seat's deck list among them).
          const viewers = [0, 1, SPECTATOR];
          const known = viewerKnowledge(engine, rec, viewers);
          const clients = [seatsWithCreds[0].client, seatsWithCreds[1].client, spectator];
          clients.forEach((c, i) => {
            // What the ruleset offers a seat in its own decisions (searching its deck) it may see from then on.
            const offered = new Set<string>();
            for (const m of c.received) {
              if (m.type !== 'update' && m.type !== 'log') continue;
              if (m.type === 'update' && m.decision) strings(m.decision, offered);
              // Object ids: the state's projection must hold none hidden from the viewer. The log may
              // name the new id of a card the viewer saw move into a hidden zone (core's log rule:
              // a move is seen when either end is), and rulesets' player data is checked for definitions only.
              const projected =
                m.type === 'update'
                  ? strings({ zones: m.view!.zones, pending: m.view!.pending, decision: m.decision })
                  : new Set<string>();
              for (const h of known[i].at[m.version].hidden.keys())
                expect(
                  projected.has(h) && !offered.has(h),
                  `viewer ${viewers[i]} got hidden card ${h} at version ${m.version}`,
                ).toBe(false);
              // Definitions: nowhere in the message (view, decision, log, data) unless seen, offered or one's own.
              for (const s of strings(m))
                if (pool.has(s) && !offered.has(s))
                  expect(
                    known[i].at[m.version].seen.has(s),
                    `viewer ${viewers[i]} got unseen card ${s} at ${m.version}`,
                  ).toBe(true);
            }
          });
        }),
        { numRuns: 2 },
      );
    });
  }
});
