import { describe, it, expect } from 'vitest';
import type { LogEntry } from '@tcgkit/core';
import { SAMPLE_DECKS } from '../src/index.js';
import { engine } from './support.js';

describe('the log as each player may read it', () => {
  it(
    'PK-G.4: the Active Pokémon put face down in setup is not named to the opponent, though the Active ' +
      'Spot is public',
    () => {
      const log: LogEntry[] = [];
      const sink = { event: () => undefined, log: (l: LogEntry) => log.push(l) };
      const state = engine.createGame(
        { seed: 8, players: [{ cards: SAMPLE_DECKS.water }, { cards: SAMPLE_DECKS.fire }] },
        sink,
      );
      // Both players choose their Active (the first Basic), then nothing for the Bench.
      for (let i = 0; i < 6 && state.pending?.prompt.startsWith('setup.'); i++) {
        const d = state.pending;
        if (d.prompt === 'setup.active') engine.submit(state, d.player, { decision: d.id, choice: 0 }, sink);
        else if (d.kind === 'select') engine.submit(state, d.player, { decision: d.id, picks: [] }, sink);
        else break;
      }
      const placed = log.filter((l) => (l.data?.outcome as { to?: string } | undefined)?.to === 'active@1');
      expect(placed.length).toBeGreaterThan(0);
      const entry = placed[0];
      const def = (entry.data!.outcome as { def: string }).def;
      // Still face down (setup has not ended): the opponent reads only that a card moved.
      const id = (entry.data!.outcome as { newId: string }).newId;
      expect(state.objects[id].status.faceDown).toBe(true);
      expect(engine.logFor(entry, 0, state).message).toBe('a card moves hand@1 → active@1');
      expect(engine.logFor(entry, 0, state).message).not.toContain(def);
      // Its owner reads the card (the trace as written, the story with the card's name); the opponent's story
      // of it names neither the card nor its id in the pool. Without the state, only the zones are looked at
      // (public: named).
      const owners = engine.logFor(entry, 1, state);
      expect(owners.message).toBe(entry.message);
      const name = owners.story?.cards?.card?.name;
      expect(name).toEqual(expect.any(String));
      expect(JSON.stringify(engine.logFor(entry, 0, state).story)).not.toContain(def);
      expect(JSON.stringify(engine.logFor(entry, 0, state).story)).not.toContain(`"${name}"`);
      expect(engine.logFor(entry, 0).message).toContain(def);
    },
  );
});
