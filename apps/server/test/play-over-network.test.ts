import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameServer } from '../src/server.js';
import { testServer, rulesets } from './support/test-server.js';
import { createMatch, join, api } from './support/lobby.js';
import { playSeat } from './support/bot-player.js';

let server: GameServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => server?.close());

describe('a scripted client plays a match against the server bot to the end, for each ruleset', async () => {
  const { registry, found } = await rulesets;
  for (const id of registry.ids()) {
    it(id, async () => {
      const deck = Object.keys(found.get(id)!.sampleDecks)[0];
      const match = await createMatch(server.address, {
        ruleset: id,
        options: {},
        seats: ['human', 'bot'],
        decks: [{ sample: deck }, { sample: deck }],
        seed: 7,
      });
      expect(match.status).toBe('open');
      const credential = await join(server.address, match.id, 0);
      const { client, final } = await playSeat(server.address, registry.engine(id), match.id, credential, 3);
      client.close();
      expect(final.view!.result).not.toBeNull();
      const rec = await api<{ record: unknown }>(server.address, 'GET', `/api/matches/${match.id}/record`);
      expect(rec.status).toBe(200);
      // Replaying the stored record reproduces every stored hash.
      const state = registry.engine(id).replay(rec.body.record);
      expect(state.result).toEqual(final.view!.result);
    });
  }
});
