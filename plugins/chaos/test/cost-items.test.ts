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
/** Level-up costs whose items differ in count or in whether they take their cards away. */
const COSTS: Record<string, NonNullable<ChaosCardInput['costs']>['levelUp']> = {
  // A count-2 item takes two different cards: with two in the WR, nothing is left for the second item.
  'wr2-wr1': [
    { do: 'wrToBackyard', count: 2 },
    { do: 'wrToBackyard', count: 1 },
  ],
  // Revealing leaves the card in hand: the card revealed can then be the card discarded.
  'reveal1-discard1': [
    { do: 'reveal', count: 1 },
    { do: 'discard', count: 1 },
  ],
  // Revealing 2 needs two cards, though it takes none away.
  reveal2: [{ do: 'reveal', count: 2 }],
};
const costCard = ([name, levelUp]: [string, unknown]): ChaosCardInput => ({
  id: `mut-cost-${name}`,
  name: `コスト${name}`,
  type: 'chara',
  work: 'Nitro+',
  attack: 1,
  durability: 3,
  names: [`コスト${name}`],
  costs: { levelUp: levelUp as NonNullable<ChaosCardInput['costs']>['levelUp'] },
});
/** "[Main] 〔reverse〕: nothing." — the cost is this chara's own. */
const reverser: ChaosCardInput = {
  id: 'mut-reverser',
  name: 'リバーサー',
  type: 'chara',
  work: 'Nitro+',
  attack: 1,
  durability: 3,
  names: ['リバーサー'],
  abilities: [{ id: 'flip', kind: 'activated', icons: ['main'], cost: [{ do: 'reverse' }], effect: [] }],
};
const engine = new RulesetRegistry()
  .register(
    chaosRuleset([
      ...SAMPLE_POOL,
      ...TEST_CARDS,
      ...KINDS.map(twice),
      ...Object.entries(COSTS).map(costCard),
      reverser,
    ]),
  )
  .engine('chaos');

/** Whether player 0's partner (a `mut-cost-<name>`, with the same card in hand) is offered its level up. */
function levelUpOffered(name: string, zones: Record<string, (string | CardPlacement)[]>): boolean {
  const id = `mut-cost-${name}`;
  const t = TestTable.start(engine, {
    start: { activePlayer: 0, turn: 3, phase: 'main' },
    players: [
      { zones: { deck: filler(10), hand: [id], partner: [id], ...zones } },
      { zones: { deck: filler(10), partner: ['test-big'] } },
    ],
  });
  return t.pending?.options.some((o) => o.key === `levelUp:partner:${id}`) ?? false;
}

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

describe('cost items of several cards, and items that take nothing away (CT-4.2.7.4)', () => {
  it('CT-4.2.7.4: 〔WR→backyard 2〕〔WR→backyard 1〕 needs three different WR cards, not two', () => {
    expect(levelUpOffered('wr2-wr1', { wr: ['test-dummy', 'test-dummy2'] })).toBe(false);
    expect(levelUpOffered('wr2-wr1', { wr: ['test-dummy', 'test-dummy2', 'test-dummy'] })).toBe(true);
  });

  it('CT-14.4.1: a "cannot be used as a cost" card in the WR does not count toward 〔WR→backyard〕', () => {
    expect(levelUpOffered('wr2-wr1', { wr: ['test-dummy', 'test-dummy2', 'test-fragile'] })).toBe(false);
    expect(levelUpOffered('wr2-wr1', { wr: ['test-dummy', 'test-dummy2', 'test-dummy'] })).toBe(true);
  });

  it('CT-4.2.7.4: 〔reveal 1〕〔discard 1〕 can be paid with one other hand card: revealed, then discarded', () => {
    expect(levelUpOffered('reveal1-discard1', { hand: ['mut-cost-reveal1-discard1', 'test-dummy'] })).toBe(true);
    expect(levelUpOffered('reveal1-discard1', {})).toBe(false);
  });

  it('CT-4.2.7.4: 〔reveal 2〕 needs two cards to reveal besides the card leveling up', () => {
    expect(levelUpOffered('reveal2', { hand: ['mut-cost-reveal2', 'test-dummy'] })).toBe(false);
    expect(levelUpOffered('reveal2', { hand: ['mut-cost-reveal2', 'test-dummy', 'test-dummy2'] })).toBe(true);
  });

  /** Player 0's main phase with `mut-reverser` (〔reverse〕: flip) in front 1, in the given pose. */
  const reverserIn = (pose: string) =>
    TestTable.start(engine, {
      start: { activePlayer: 0, turn: 3, phase: 'main' },
      players: [
        { zones: { deck: filler(10), partner: ['test-big'], front1: [{ def: 'mut-reverser', status: { pose } }] } },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
    });

  it('〔reverse〕 can be paid by a standing or rested chara, not by one already reversed', () => {
    const offered = (pose: string) => {
      const t = reverserIn(pose);
      return t.pending?.options.some((o) => o.key.startsWith('activate:mut-reverser/flip')) ?? false;
    };
    expect([offered('stand'), offered('rest'), offered('reverse')]).toEqual([true, true, false]);
  });

  it('CT-4.2.8, CT-4.4.1: paying 〔reverse〕 puts the chara in reverse, from standing as from rest', () => {
    const after = (pose: string) => {
      const t = reverserIn(pose);
      t.choose(t.pending!.options.find((o) => o.key.startsWith('activate:mut-reverser/flip'))!.key);
      return t.card('front1@0:mut-reverser').status.pose;
    };
    expect([after('stand'), after('rest')]).toEqual(['reverse', 'reverse']);
  });
});
