import { describe, it, expect } from 'vitest';
import { playSeeds, random } from './game-runs.js';

describe('seeded random-agent games, part 1 of 4', () => {
  it('CT-1.2.1 / CT-11.2.1: random games 1–250 end by a rule, with every invariant holding after every step', () => {
    const { endings } = playSeeds(1, 250, (seed) => [random(seed), random(seed + 7919)]);
    expect(Object.values(endings).reduce((a, b) => a + b, 0)).toBe(250);
  }, 600_000);
});
