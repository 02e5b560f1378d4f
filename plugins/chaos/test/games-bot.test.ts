import { describe, it, expect } from 'vitest';
import { playSeeds, bot, random } from './game-runs.js';

describe('the heuristic bot', () => {
  it('plays 200 bot-vs-bot games to a finish by a rule, with every invariant holding after every step', () => {
    const { endings } = playSeeds(1, 200, () => [bot(), bot()]);
    expect(Object.values(endings).reduce((a, b) => a + b, 0)).toBe(200);
  }, 600_000);

  it('beats the random agent in at least 70% of 200 seeded games (seats alternate)', () => {
    const { winners } = playSeeds(
      1001,
      1200,
      (seed) => (seed % 2 === 0 ? [bot(), random(seed)] : [random(seed), bot()]),
      false,
    );
    const wins = winners.filter((w, i) => w.length === 1 && w[0] === ((1001 + i) % 2 === 0 ? 0 : 1)).length;
    expect(wins / 200).toBeGreaterThanOrEqual(0.7);
  }, 600_000);
});
