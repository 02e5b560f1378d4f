import { describe, it, expect } from 'vitest';
import { RandomAgent, playGame } from '@tcgkit/testing';
import { engine, deck } from './support.js';

describe('the heuristic bot', () => {
  it('beats the random agent in at least 80% of 200 seeded games, every game ending by a rule (PK-E)', () => {
    let wins = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const botSeat = seed % 2;
      const agents =
        botSeat === 0 ? [engine.bot(seed)!, new RandomAgent(seed)] : [new RandomAgent(seed), engine.bot(seed)!];
      const kinds = ['water', 'lightning', 'fire'] as const;
      const out = playGame({
        engine,
        config: {
          seed,
          players: [{ cards: { deck: deck(kinds[seed % 3]) } }, { cards: { deck: deck(kinds[(seed + 1) % 3]) } }],
        },
        agents,
        checkInvariants: false,
      });
      expect(out.error).toBeNull();
      expect(['PK-E.1', 'PK-E.2', 'PK-E.3', 'PK-E.4']).toContain(out.state.result?.rule);
      if (out.state.result?.winners.includes(botSeat)) wins++;
    }
    expect(wins / 200).toBeGreaterThanOrEqual(0.8);
  }, 300_000);
});
