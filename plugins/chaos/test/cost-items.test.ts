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
  // Rest a friend, then send one with attack 2 to the WR: the friend rested must be another.
  'rest1-send-attack2': [
    { do: 'restFriends', count: 1 },
    { do: 'charaToWr', count: 1, where: { op: 'eq', args: [{ op: 'char', args: [{ ref: 'card' }, 'attack'] }, 2] } },
  ],
  // A "may" item after a required one of the same kind: the required one need not leave it a card.
  'rest1-mayrest1': [
    { do: 'restFriends', count: 1 },
    { do: 'restFriends', count: 1, may: true },
  ],
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
/** "[Main] 〔a level card of this chara → WR〕: nothing." */
const leveler: ChaosCardInput = {
  ...reverser,
  id: 'mut-leveler',
  name: 'レベラー',
  names: ['レベラー'],
  abilities: [{ id: 'shed', kind: 'activated', icons: ['main'], cost: [{ do: 'levelToWr', count: 1 }], effect: [] }],
};
/** "[Main] 〔rest 1 friend〕: nothing." */
const rester: ChaosCardInput = {
  ...reverser,
  id: 'mut-rester',
  name: 'レスター',
  names: ['レスター'],
  abilities: [{ id: 'rest', kind: 'activated', icons: ['main'], cost: [{ do: 'restFriends', count: 1 }], effect: [] }],
};
/** "When this chara is turned face down by an effect, draw 1." (CT-14.7.2) */
const effectWitness: ChaosCardInput = {
  id: 'mut-effect-witness',
  name: '効果の証人',
  type: 'chara',
  work: 'Nitro+',
  attack: 1,
  durability: 3,
  names: ['効果の証人'],
  abilities: [
    {
      id: 'witness',
      kind: 'automatic',
      icons: ['faceDown'],
      trigger: {
        on: 'status',
        where: {
          op: 'and',
          args: [
            { op: 'eq', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] },
            { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'down'] },
            { op: 'has', args: [{ ref: 'event', path: 'by' }, 'effect'] },
          ],
        },
      },
      effect: [{ do: 'draw', count: 1 }],
    },
  ],
};
const engine = new RulesetRegistry()
  .register(
    chaosRuleset([
      ...SAMPLE_POOL,
      ...TEST_CARDS,
      ...KINDS.map(twice),
      ...Object.entries(COSTS).map(costCard),
      reverser,
      leveler,
      rester,
      effectWitness,
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

  it('CT-14.4.1: a "cannot be used as a cost" card is no friend to rest or send to the WR for a cost', () => {
    for (const kind of ['restFriends', 'charaToWr'] as const) {
      const offered = (second: string) => {
        const zones = { ...zonesFor(kind, 1), front2: [second] };
        const t = TestTable.start(engine, {
          start: { activePlayer: 0, turn: 3, phase: 'main' },
          players: [{ zones }, { zones: { deck: filler(10), partner: ['test-big'] } }],
        });
        return t.pending?.options.some((o) => o.key === `levelUp:partner:mut-twice-${kind}`) ?? false;
      };
      expect([kind, offered('test-fragile')]).toEqual([kind, false]);
      expect([kind, offered('test-dummy2')]).toEqual([kind, true]);
    }
  });

  it('CT-14.4.1: a "cannot be used as a cost" level card under the chara does not pay 〔level→WR〕', () => {
    const offered = (level: string) => {
      const t = TestTable.start(engine, {
        start: { activePlayer: 0, turn: 3, phase: 'main' },
        players: [
          {
            zones: {
              deck: filler(10),
              partner: ['test-big'],
              front1: [{ def: 'mut-leveler', attached: [{ def: level, kind: 'level' }] }],
            },
          },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
      });
      return t.pending?.options.some((o) => o.key.startsWith('activate:mut-leveler/shed')) ?? false;
    };
    expect([offered('test-fragile'), offered('test-dummy')]).toEqual([false, true]);
  });

  /** Player 0 levels up its `mut-cost-<name>` partner, with these zones; the table after the level up's cost. */
  const levelUp = (name: string, zones: Record<string, (string | CardPlacement)[]>) => {
    const id = `mut-cost-${name}`;
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 3, phase: 'main' },
      players: [
        { zones: { deck: filler(10), hand: [id], partner: [id], ...zones } },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
    });
    return t.choose(`levelUp:partner:${id}`);
  };

  it('CT-4.2.7.4: 〔rest 1 friend〕〔1 friend of attack 2 → WR〕 rests the other friend, keeps the WR’s one', () => {
    const zones = { front1: ['test-dummy'], front2: ['test-dummy2'] };
    expect(levelUpOffered('rest1-send-attack2', zones)).toBe(true);
    const t = levelUp('rest1-send-attack2', zones);
    // Resting test-dummy2 would leave the second item unpayable, so it is not offered: nothing to choose.
    expect(t.pending?.prompt).not.toBe('cost.restFriends');
    expect([t.card('front1@0:test-dummy').status.pose, t.zone('wr@0')]).toEqual(['rest', ['test-dummy2']]);
  });

  it('CT-4.2.7.3: a "may" item need not be left a card: 〔rest 1 friend〕〔you may rest 1 friend〕 with one friend', () => {
    const t = levelUp('rest1-mayrest1', { front1: ['test-dummy'] });
    expect(t.card('front1@0:test-dummy').status.pose).toBe('rest');
    // The level up went ahead: the card from the hand is now the partner's level card.
    expect(t.state.objects[t.card('partner@0:mut-cost-rest1-mayrest1').id].attached).toHaveLength(1);
    expect(t.zone('hand@0')).toEqual([]);
  });

  it('CT-4.2.7.4: 〔reveal 1〕〔discard 1〕 can be paid with one other hand card: revealed, then discarded', () => {
    expect(levelUpOffered('reveal1-discard1', { hand: ['mut-cost-reveal1-discard1', 'test-dummy'] })).toBe(true);
    expect(levelUpOffered('reveal1-discard1', {})).toBe(false);
  });

  it('CT-4.2.7.4: paying 〔reveal 1〕〔discard 1〕 with one other hand card reveals it, then discards it', () => {
    const t = levelUp('reveal1-discard1', { hand: ['mut-cost-reveal1-discard1', 'test-dummy'] });
    expect([t.zone('wr@0'), t.zone('hand@0')]).toEqual([['test-dummy'], []]);
    expect(t.events.some((e) => e.event.kind === 'reveal')).toBe(true);
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

  it('〔rest N friends〕 is paid with other standing friends: not the chara paying, not a rested friend', () => {
    const offered = (front2: (string | CardPlacement)[]) =>
      TestTable.start(engine, {
        start: { activePlayer: 0, turn: 3, phase: 'main' },
        players: [
          { zones: { deck: filler(10), partner: ['test-big'], front1: ['mut-rester'], front2 } },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
      }).pending?.options.some((o) => o.key.startsWith('activate:mut-rester/rest')) ?? false;
    const rested = { def: 'test-dummy', status: { pose: 'rest' } };
    expect([offered(['test-dummy']), offered([rested]), offered([])]).toEqual([true, false, false]);
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

describe('damage paid as a cost (CT-14.4.2, CT-14.7)', () => {
  it('CT-14.7.1, CT-14.7.2: a chara turned face down by a cost’s damage is so by damage, not by an effect', () => {
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 3, phase: 'main' },
      players: [
        { zones: { deck: filler(10), hand: ['test-harsh'], partner: ['test-big'], front1: ['mut-effect-witness'] } },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
    });
    t.choose('appear:test-harsh:front2');
    expect(t.card('front1@0:mut-effect-witness').status.face).toBe('down');
    // "When turned face down by an effect, draw 1" did not trigger: the hand is as the appearance left it.
    expect(t.zone('hand@0')).toEqual([]);
    expect(t.log.some((l) => l.message.includes('witness'))).toBe(false);
  });

  it('CT-14.7.2 (b): a chara an effect’s damage turns face down is turned face down by that effect', () => {
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 3, phase: 'main' },
      players: [
        { zones: { deck: filler(10), hand: ['test-blast5'], partner: ['test-big'], front1: ['mut-effect-witness'] } },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
    });
    t.choose('event:test-blast5').select(['front1@0:mut-effect-witness']);
    expect(t.card('front1@0:mut-effect-witness').status.face).toBe('down');
    // "When turned face down by an effect, draw 1" triggered and resolved.
    expect(t.zone('hand@0')).toEqual(['test-dummy']);
  });
});
