import { describe, it, expect } from 'vitest';
import { RandomAgent, playGame } from '@tcgkit/testing';
import { engine, deckOf } from './support.js';

const play = (seed: number, agents: 'random' | 'bot', botSeat = 0) =>
  playGame({
    engine,
    config: { seed, players: [{ cards: deckOf() }, { cards: deckOf() }] },
    agents:
      agents === 'random'
        ? [new RandomAgent(seed), new RandomAgent(seed + 5000)]
        : botSeat === 0
          ? [engine.bot(seed)!, new RandomAgent(seed)]
          : [new RandomAgent(seed), engine.bot(seed)!],
    checkInvariants: agents === 'random',
  });

describe('whole games', () => {
  it(
    'GS-3.1: 1,000 seeded random-agent games end by the rule after 13 rounds, every invariant holding ' +
      'after every step',
    () => {
      for (let seed = 1; seed <= 1000; seed++) {
        const out = play(seed, 'random');
        expect({ seed, error: out.error, violations: out.violations.slice(0, 3) }).toEqual({
          seed,
          error: null,
          violations: [],
        });
        expect(out.state.result?.rule).toBe('GS-3.1');
        expect(out.state.zones['hand@0'].length + out.state.zones['hand@1'].length).toBe(0);
      }
    },
    300_000,
  );

  it('GS-2.2: the bot (smallest bid worth the prizes on the table) beats the random agent in most of 200 games', () => {
    let wins = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const out = play(seed, 'bot', seed % 2);
      expect(out.error).toBeNull();
      if (out.state.result?.winners.includes(seed % 2)) wins++;
    }
    expect(wins / 200).toBeGreaterThanOrEqual(0.6);
  }, 120_000);
});
