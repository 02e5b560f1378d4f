import { describe, it, expect } from 'vitest';
import { RulesetRegistry, type CardPlacement } from '@tcgkit/core';
import { TestTable } from '@tcgkit/testing';
import { chaosRuleset, SAMPLE_POOL, type ChaosCardInput } from '../src/index.js';
import { TEST_CARDS, filler } from './support.js';

/**
 * CT-4.2.7.4: a cost is paid in full or not at all. Two items of one cost that each take a card
 * away from the same place need a card each: a partner whose 【レベルアップ】 is the same item twice
 * is offered the level up with two usable cards, not with one (an engine checking each item on its
 * own offers it, pays the first item and fails the second: a cost paid in part).
 */
const KINDS = ['restFriends', 'charaToWr', 'wrToBackyard'] as const;
const twice = (kind: (typeof KINDS)[number]): ChaosCardInput => ({
  id: `mut-twice-${kind}`,
  name: `二度払い${kind}`,
  type: 'chara',
  work: 'Nitro+',
  attack: 1,
  durability: 3,
  names: [`二度${kind}`],
  costs: {
    levelUp: [
      { do: kind, count: 1 },
      { do: kind, count: 1 },
    ],
  },
});
const engine = new RulesetRegistry()
  .register(chaosRuleset([...SAMPLE_POOL, ...TEST_CARDS, ...KINDS.map(twice)]))
  .engine('chaos');

/** Player 0's zones with `n` cards able to pay `kind` once each. */
function zonesFor(kind: (typeof KINDS)[number], n: number): Record<string, (string | CardPlacement)[]> {
  const id = `mut-twice-${kind}`;
  const zones: Record<string, (string | CardPlacement)[]> = { deck: filler(10), hand: [id], partner: [id] };
  // Different cards, so that the name-overlap rule process (CT-11.4) leaves both friends in place.
  const dummies = ['test-dummy', 'test-dummy2'].slice(0, n);
  if (kind === 'restFriends' || kind === 'charaToWr') dummies.forEach((d, i) => (zones[`front${i + 1}`] = [d]));
  if (kind === 'wrToBackyard') zones.wr = dummies;
  return zones;
}

describe('cost items sharing one place (CT-4.2.7.4)', () => {
  for (const kind of KINDS)
    it(`CT-4.2.7.4: 〔${kind} 1〕〔${kind} 1〕 needs two cards — one is not enough to offer the level up`, () => {
      const offered = (n: number) => {
        const t = TestTable.start(engine, {
          start: { activePlayer: 0, turn: 3, phase: 'main' },
          players: [{ zones: zonesFor(kind, n) }, { zones: { deck: filler(10), partner: ['test-big'] } }],
        });
        return t.pending?.options.some((o) => o.key === `levelUp:partner:mut-twice-${kind}`) ?? false;
      };
      expect(offered(1)).toBe(false);
      expect(offered(2)).toBe(true);
    });
});
