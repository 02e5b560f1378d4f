import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Engine, GameState } from '@tcgkit/core';
import type { GameServer } from '../src/server.js';
import { earlyDecision } from '../src/matches/early-decision.js';
import { testServer, rulesets } from './support/test-server.js';
import { createMatch, join } from './support/lobby.js';
import { BotSeat } from './support/two-seat-game.js';

/** Two sample decks per ruleset, so that each seat's hidden cards are not the other's. */
const DECKS: Record<string, [string, string]> = {
  chaos: ['witches', 'toheart'],
  pokemon: ['water', 'fire'],
  goofspiel: ['suit', 'suit'],
};

/** Deals the hidden cards again this many times at every step. */
const DEALS = 3;

/**
 * Plays one game with the ruleset's bots and, at every step, checks for each seat that does not
 * decide: dealt again the cards hidden from that seat (`Engine.determinize`: the other hand, deck
 * orders, face-down cards, the random generator — its view unchanged), the early offer is byte for
 * byte the same. An offer that tried the other seat's options (as the server once did) differs as
 * soon as the other hand holds something playable in one deal and nothing in another.
 */
function checkGame(engine: Engine, decks: Record<string, string[]>[], seed: number): { offers: number; deals: number } {
  const config = { seed, players: decks.map((cards) => ({ cards })), options: {} };
  const state: GameState = engine.createGame(config);
  const bots = [engine.bot(seed)!, engine.bot(seed + 1)!];
  let offers = 0;
  let deals = 0;
  for (let step = 0; state.pending && !state.result && step < 400; step++) {
    for (let seat = 0; seat < engine.manifest.players; seat++) {
      if (seat === state.pending.player) continue;
      const offer = JSON.stringify(earlyDecision(engine, state, seat));
      if (offer !== 'null') offers++;
      const view = JSON.stringify(engine.viewFor(state, seat));
      for (let k = 0; k < DEALS; k++) {
        const dealt = engine.determinize(state, seat, seed * 1_000 + step * DEALS + k);
        if (!dealt) continue;
        deals++;
        expect(JSON.stringify(engine.viewFor(dealt, seat)), `the deal changed what seat ${seat} sees`).toBe(view);
        expect(JSON.stringify(earlyDecision(engine, dealt, seat)), `step ${step}, seat ${seat}`).toBe(offer);
      }
    }
    const p = state.pending.player;
    engine.submit(state, p, bots[p].decide(engine.viewFor(state, p), state.pending));
  }
  return { offers, deals };
}

describe('an early offer depends on nothing the offered seat cannot see (every ruleset)', async () => {
  const { registry, found } = await rulesets;
  for (const id of registry.ids()) {
    it(id, () => {
      const engine = registry.engine(id);
      const samples = found.get(id)!.sampleDecks;
      const [d0, d1] = DECKS[id] ?? Object.keys(samples).slice(0, 2);
      let offers = 0;
      let deals = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const r = checkGame(engine, [samples[d0], samples[d1 ?? d0]], seed);
          offers += r.offers;
          deals += r.deals;
        }),
        { numRuns: 3 },
      );
      // The property was exercised: hidden cards were dealt again, and Goofspiel's bids were offered early.
      expect(deals).toBeGreaterThan(0);
      if (id === 'goofspiel') expect(offers).toBeGreaterThan(0);
    });
  }
});

describe('over the network: no early offer where the rules declare no simultaneous decision', () => {
  let server: GameServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(async () => server?.close());

  // The server once offered a Pokémon seat its turn early whenever the other seat could only pass:
  // `early` told it that the other hand held nothing playable.
  it('pokemon: a full human-vs-human game sends no update with early: true', async () => {
    const { registry } = await rulesets;
    const engine = registry.engine('pokemon');
    const match = await createMatch(server.address, {
      ruleset: 'pokemon',
      options: {},
      seats: ['human', 'human'],
      decks: [{ sample: 'water' }, { sample: 'fire' }],
      seed: 21,
    });
    const seats = [0, 1].map(async (s) => new BotSeat(engine, match.id, await join(server.address, match.id, s), s));
    const players = await Promise.all(seats);
    for (const p of players) await p.connect(server.address);
    await Promise.all(players.map((p) => p.finished()));
    const early = players.flatMap((p) => p.client.received).filter((m) => m.type === 'update' && m.early);
    expect(early).toEqual([]);
  });
});
