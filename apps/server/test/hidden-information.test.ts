import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseZoneKey, type Engine, type GameRecord, type GameState, type ObservedEvent } from '@tcgkit/core';
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

/**
 * What a viewer may know at one step, computed from the state and the ruleset's zone definitions
 * and view policy — not through `viewFor`: ids of cards hidden from them, and the card
 * definitions they have seen so far (plus, for a seat, its own deck list).
 */
function knowledge(engine: Engine, state: GameState, viewer: number, seen: Set<string>): Set<string> {
  const zones = engine.services.zones;
  const policy = engine.services.parts.view;
  const hidden = new Set<string>();
  const visit = (id: string, zoneVisible: boolean) => {
    const obj = state.objects[id];
    const shown = (zoneVisible && !policy.hidden?.(state, obj, viewer)) || obj.revealedTo.includes(viewer);
    if (shown) seen.add(obj.def);
    else hidden.add(id);
    // Attached cards are seen with their card (when the policy does not hide them).
    for (const a of obj.attached) visit(a, shown && zoneVisible);
  };
  for (const key of zones.allKeys()) {
    const def = zones.defOfKey(key);
    const { player } = parseZoneKey(key);
    const visible = def.visibility === 'public' || (def.visibility === 'owner' && player === viewer);
    for (const id of state.zones[key] ?? []) visit(id, visible);
  }
  return hidden;
}

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
          // The state at every version, and what each viewer may know there.
          const viewers = [0, 1, SPECTATOR];
          const seen = viewers.map((v) =>
            v === SPECTATOR
              ? new Set<string>()
              : new Set(Object.values(rec.config.players[v].cards).flat() as string[]),
          );
          // A reveal event shows its card to the players it names (all players, and so everyone, when it names none).
          const revealed: { def: string; to: number[] | null }[] = [];
          const sink = {
            event: (e: ObservedEvent) => {
              if (e.event.kind === 'reveal' && typeof e.outcome.def === 'string')
                revealed.push({ def: e.outcome.def, to: Array.isArray(e.event.to) ? (e.event.to as number[]) : null });
            },
            log: () => undefined,
          };
          const hiddenAt: Set<string>[][] = [];
          const seenAt: Set<string>[][] = [];
          const step = (state: GameState, v: number) => {
            for (const r of revealed.splice(0))
              viewers.forEach((viewer, i) => {
                if (r.to === null || r.to.includes(viewer)) seen[i].add(r.def);
              });
            hiddenAt[v] = viewers.map((viewer, i) => knowledge(engine, state, viewer, seen[i]));
            seenAt[v] = seen.map((s) => new Set(s));
          };
          step(engine.createGame(rec.config, sink), 0);
          engine.replay(rec, step, sink);
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
              for (const h of hiddenAt[m.version][i])
                expect(
                  projected.has(h) && !offered.has(h),
                  `viewer ${viewers[i]} got hidden card ${h} at version ${m.version}`,
                ).toBe(false);
              // Definitions: nowhere in the message (view, decision, log, data) unless seen, offered or one's own.
              for (const s of strings(m))
                if (pool.has(s) && !offered.has(s))
                  expect(seenAt[m.version][i].has(s), `viewer ${viewers[i]} got unseen card ${s} at ${m.version}`).toBe(
                    true,
                  );
            }
          });
        }),
        { numRuns: 2 },
      );
    });
  }
});
