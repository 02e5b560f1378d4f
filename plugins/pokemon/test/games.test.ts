import { describe, it, expect } from 'vitest';
import { RandomAgent, playGame } from '@tcgkit/testing';
import { engine, deck } from './support.js';

describe('complete games', () => {
  it('PK-E: random-agent games end by a rule with every invariant holding', () => {
    const reasons = new Map<string, number>();
    for (let seed = 1; seed <= 10; seed++) {
      const out = playGame({ engine, config: { seed, players: [{ cards: { deck: deck('water') } }, { cards: { deck: deck('lightning') } }] }, agents: [new RandomAgent(seed), new RandomAgent(seed + 77)] });
      expect(out.error).toBeNull();
      expect(out.violations).toEqual([]);
      expect(out.state.result).not.toBeNull();
      reasons.set(out.state.result!.rule, (reasons.get(out.state.result!.rule) ?? 0) + 1);
    }
    expect([...reasons.keys()].every((r) => ['PK-E.1', 'PK-E.2', 'PK-E.3', 'PK-E.4'].includes(r))).toBe(true);
  }, 60_000);
});
