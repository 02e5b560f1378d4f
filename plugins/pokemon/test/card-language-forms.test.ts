import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { registry } from './support.js';

const v = (path: string) => ({ ref: 'var', path });
const defender = { ref: 'var', path: 'defender' };
// A card of this file's own, added to the pool the way a scenario's `cards:` adds it.
const SLASHER = {
  id: 'test-slasher',
  name: 'Slasher',
  kind: 'pokemon',
  stage: 'basic',
  hp: 100,
  types: ['C'],
  retreat: 1,
  attacks: [
    {
      name: 'Wind Slash',
      cost: ['C'],
      damage: 30,
      text: 'Flip a coin. If tails, this attack fails. The Defending Pokémon is now Paralyzed.',
      failCheck: [
        { do: 'coin', into: 'heads' },
        { do: 'if', cond: { op: 'not', args: [v('heads')] }, then: [{ do: 'attackFails' }] },
      ],
      effects: [{ do: 'inflict', target: defender, condition: 'paralyzed' }],
    },
    {
      name: 'Quick Raid',
      cost: ['C'],
      damage: 10,
      text: 'Can be used even during the first player’s first turn.',
      usableEven: ['firstPlayersFirstTurn'],
    },
    {
      name: 'Dream Waltz',
      cost: ['C'],
      damage: 20,
      text: 'Can be used even while this Pokémon is Asleep.',
      usableEven: ['asleep'],
    },
  ],
};
const oppBench = { select: { zone: 'bench', player: { ref: 'opponent' } } };
const spray = (name: string, applyWeaknessResistance?: boolean) => ({
  name,
  cost: ['C'],
  damage: 0,
  effects: [
    {
      do: 'attackDamage',
      targets: oppBench,
      amount: 30,
      ...(applyWeaknessResistance ? { applyWeaknessResistance } : {}),
    },
  ],
});
// A Metal attacker spraying the opponent's Bench: Marill is weak to Metal, Thundurus resists it, Litleo neither.
const SPRAYER = {
  id: 'test-sprayer',
  name: 'Sprayer',
  kind: 'pokemon',
  stage: 'basic',
  hp: 100,
  types: ['M'],
  retreat: 1,
  attacks: [spray('Iron Spray', true), spray('Iron Drizzle')],
};
const engine = registry.withCards('pokemon', [SLASHER, SPRAYER]).engine('pokemon');
const C = { def: 'double-colorless-energy', kind: 'energy' };
const filler = Array<string>(6).fill('water-energy');

function table(slasher: Record<string, unknown>, opts: { turn?: number; coins?: ('heads' | 'tails')[] } = {}) {
  const setup: TableSetup = {
    start: { activePlayer: 0, turn: opts.turn ?? 2, phase: 'main' },
    random: { coins: opts.coins ?? [] },
    players: [
      {
        zones: { active: [{ def: 'test-slasher', attached: [C], ...slasher }], deck: filler },
        data: { turnsTaken: (opts.turn ?? 2) - 1 },
      },
      { zones: { active: ['litleo'], deck: filler } },
    ],
  };
  return TestTable.start(engine, setup);
}
const attackKeys = (t: TestTable) => t.pending!.options.map((o) => o.key).filter((k) => k.startsWith('attack:'));

describe('"this attack fails" as an instruction (PK-II-D01)', () => {
  it(
    'PK-II-D01: on tails the attack fails — no damage, no effect, the attack counts as used and the turn ' +
      'ends; on heads it works',
    () => {
      const tails = table({}, { coins: ['tails'] }).choose('attack:Wind Slash');
      expect(tails.card('active@1:litleo')).toMatchObject({ counters: {}, status: {} });
      expect(tails.state.turn.activePlayer).toBe(1);
      tails.expect({
        sequence: [
          { rule: 'PK-A01.3', message: 'uses Wind Slash' },
          { rule: 'PK-II-D01', message: 'the attack fails' },
        ],
      });
      const heads = table({}, { coins: ['heads'] }).choose('attack:Wind Slash');
      expect(heads.card('active@1:litleo').counters.damage).toBe(30);
      expect(heads.card('active@1:litleo').status.paralyzed).toBe(true);
    },
  );

  it("PK-II-D01: the attack's own failure check comes right after the Confusion check, not before it", () => {
    // Coins: heads, then tails. Confusion first takes heads (no self-damage) and the attack's own check
    // takes tails: it fails. An engine checking the attack's own text first would fail the Confusion flip
    // instead and put 3 damage counters on the attacker.
    const t = table({ status: { confused: true } }, { coins: ['heads', 'tails'] }).choose('attack:Wind Slash');
    expect(t.card('active@0:test-slasher').counters.damage ?? 0).toBe(0);
    expect(t.card('active@1:litleo').counters.damage ?? 0).toBe(0);
    t.expect({ log: [{ rule: 'PK-II-D01', count: 1 }], sequence: [{ rule: 'PK-A01.6' }, { rule: 'PK-II-D01' }] });
    const both = table({ status: { confused: true } }, { coins: ['heads', 'heads'] }).choose('attack:Wind Slash');
    expect(both.card('active@1:litleo').counters.damage).toBe(30);
  });
});

describe('attack flags "can be used even …" (PK-II-E27)', () => {
  it('PK-II-E27 / PK-X-01: on the first player’s first turn (XY) only the attack that says so is offered', () => {
    expect(attackKeys(table({}, { turn: 1 }))).toEqual(['attack:Quick Raid']);
    expect(attackKeys(table({}, { turn: 2 }))).toEqual([
      'attack:Wind Slash',
      'attack:Quick Raid',
      'attack:Dream Waltz',
    ]);
    const raid = table({}, { turn: 1 }).choose('attack:Quick Raid');
    expect(raid.card('active@1:litleo').counters.damage).toBe(10);
  });

  it(
    'PK-II-E27 / PK-A01.4: while Asleep only the attack usable while Asleep is offered, and it works; ' +
      'Paralyzed bars it',
    () => {
      const asleep = table({ status: { asleep: true } });
      expect(attackKeys(asleep)).toEqual(['attack:Dream Waltz']);
      asleep.choose('attack:Dream Waltz');
      expect(asleep.card('active@1:litleo').counters.damage).toBe(20);
      expect(attackKeys(table({ status: { paralyzed: true } }))).toEqual([]);
    },
  );
});

describe('Bench damage with Weakness and Resistance decided per target (PK-II-B08)', () => {
  const sprayed = (attack: string) => {
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [
        { zones: { active: [{ def: 'test-sprayer', attached: [C] }], deck: filler }, data: { turnsTaken: 1 } },
        { zones: { active: ['poliwag'], bench: ['marill', 'thundurus', 'litleo'], deck: filler } },
      ],
    });
    t.choose(`attack:${attack}`);
    return ['marill', 'thundurus', 'litleo'].map((d) => t.card(`bench@1:${d}`).counters.damage ?? 0);
  };

  it(
    'PK-II-B08: text that applies Weakness and Resistance to Benched Pokémon applies each one’s own: ×2, ' +
      '−20, neither',
    () => {
      expect(sprayed('Iron Spray')).toEqual([60, 10, 30]);
    },
  );

  it('PK-II-B08: otherwise Bench damage applies neither Weakness nor Resistance', () => {
    expect(sprayed('Iron Drizzle')).toEqual([30, 30, 30]);
  });
});

describe('card programs are checked when the cards are added', () => {
  const withAttack = (attack: Record<string, unknown>) => [
    { ...SLASHER, id: 'test-bad-slasher', attacks: [{ name: 'Bad', cost: ['C'], damage: 10, ...attack }] },
  ];
  const refusal = (attack: Record<string, unknown>) => {
    try {
      registry.withCards('pokemon', withAttack(attack), 'mine.json');
    } catch (e) {
      return e as Error & { field?: string };
    }
    return undefined;
  };

  it('an attack effect naming a Special Condition the game lacks is refused, naming the attack field', () => {
    const e = refusal({ effects: [{ do: 'inflict', target: defender, condition: 'frozen' }] });
    expect(e?.field).toBe('0.attacks.0.effects.0.condition');
    expect(e?.message).toContain('card "test-bad-slasher": instruction "inflict"');
  });

  it('so is an unknown instruction inside a failure check’s branch, and 0 damage counters', () => {
    const branch = { failCheck: [{ do: 'if', cond: true, then: [{ do: 'attackFail' }] }] };
    expect(refusal(branch)?.field).toBe('0.attacks.0.failCheck.0.then.0.do');
    const counters = { effects: [{ do: 'placeCounters', target: defender, counters: 0 }] };
    expect(refusal(counters)?.field).toBe('0.attacks.0.effects.0.counters');
    expect(refusal({ effects: [{ do: 'placeCounters', target: defender, counters: 2 }] })).toBeUndefined();
  });
});
