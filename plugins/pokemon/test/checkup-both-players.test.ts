import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import { RulesetRegistry } from '@tcgkit/core';
import { pokemonRuleset, SAMPLE_POOL } from '../src/index.js';
import { engine } from './support.js';

// Positions for the Checkup (PK-F) where a plausible wrong engine gives another result.
const filler = Array<string>(8).fill('water-energy');
type Status = Record<string, unknown>;
const both = (mine: Status, theirs: Status, coins: ('heads' | 'tails')[] = [], options?: Record<string, unknown>) =>
  TestTable.start(engine, {
    seed: 1,
    options,
    random: { coins },
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      {
        zones: { active: [{ def: 'samurott', status: mine }], bench: ['marill'], deck: filler },
        data: { turnsTaken: 2 },
      },
      { zones: { active: [{ def: 'thundurus', status: theirs }], bench: ['marill'], deck: filler } },
    ],
  });
const damage = (t: TestTable) => [
  t.card('active@0:samurott').counters.damage ?? 0,
  t.card('active@1:thundurus').counters.damage ?? 0,
];

describe('Pokémon Checkup for both players (PK-F.1, PK-F.2)', () => {
  it("PK-F.1: the Checkup treats both players' Active Pokémon — Poison on each gets a counter", () => {
    const t = both({ poisoned: true }, { poisoned: true }).choose('pass');
    expect(damage(t)).toEqual([10, 10]);
  });

  it('PK-F.2 / PK-LG-09: each Burned Active Pokémon flips its own coin — tails 2 counters, heads none', () => {
    // Player 0's coin is tails, player 1's heads: an engine flipping once for both, or only for the
    // first Burned Pokémon, puts counters on both or on neither.
    const t = both({ burned: true }, { burned: true }, ['tails', 'heads']).choose('pass');
    expect(damage(t)).toEqual([20, 0]);
    const u = both({ burned: true }, { burned: true }, ['heads', 'tails']).choose('pass');
    expect(damage(u)).toEqual([0, 20]);
  });

  it('PK-F.2: Burned leaves a Pokémon that is not Burned alone, even when the one after it is', () => {
    const t = both({}, { burned: true }, ['tails']).choose('pass');
    expect(damage(t)).toEqual([0, 20]);
  });

  it('PK-F.2 / PK-LG-09: each Asleep Active Pokémon flips its own coin — heads it wakes up, tails it sleeps on', () => {
    const t = both({ asleep: true }, { asleep: true }, ['tails', 'heads']).choose('pass');
    expect(t.card('active@0:samurott').status.asleep).toBe(true);
    expect(t.card('active@1:thundurus').status.asleep ?? null).toBeNull();
    const u = both({ asleep: true }, { asleep: true }, ['heads', 'tails']).choose('pass');
    expect(u.card('active@0:samurott').status.asleep ?? null).toBeNull();
    expect(u.card('active@1:thundurus').status.asleep).toBe(true);
  });

  it(
    "PK-X-09 (XY): a Pokémon Paralyzed during its owner's own turn stays Paralyzed through the opponent's " +
      "turn and recovers after its owner's next turn",
    () => {
      // Paralyzed on turn 2 (player 0's). The Checkup after turn 2 and the one after the opponent's
      // turn 3 leave it; the one after turn 4, its owner's next turn, removes it. An engine that
      // ignored whose turn ended, or counted the turn it was Paralyzed in, would cure it earlier.
      const t = both({ paralyzed: true, paralyzedAt: 2 }, {});
      t.choose('pass');
      expect(t.card('active@0:samurott').status.paralyzed).toBe(true);
      t.choose('pass'); // player 1 ends turn 3
      expect(t.card('active@0:samurott').status.paralyzed).toBe(true);
      t.choose('pass'); // player 0 ends turn 4
      expect(t.card('active@0:samurott').status.paralyzed ?? null).toBeNull();
    },
  );

  it("PK-X-09 (XY): the opponent's Pokémon Paralyzed on this turn recovers only after its owner's turn", () => {
    const t = both({}, { paralyzed: true, paralyzedAt: 2 });
    t.choose('pass');
    expect(t.card('active@1:thundurus').status.paralyzed).toBe(true);
    t.choose('pass'); // player 1 ends turn 3: its owner's next turn
    expect(t.card('active@1:thundurus').status.paralyzed ?? null).toBeNull();
  });
});

describe('Checkup effects of an evolved Pokémon (PK-F.3, PK-II-E08)', () => {
  it('PK-F.3 / PK-II-E08: an evolved Pokémon whose Evolution card prints a Checkup Ability is asked about too', () => {
    // The Pokémon in play is its Basic card with the Stage 1 and an Energy on it (PK-A05.1); only the
    // Stage 1 prints the Ability. An engine that wanted it on every card of the Pokémon, or on the
    // Basic only, would skip the placement.
    const self = { ref: 'self' };
    const lotad = {
      id: 'lotad',
      name: 'Lotad',
      kind: 'pokemon',
      stage: 'basic',
      hp: 50,
      types: ['W'],
      retreat: 1,
      tags: [],
      attacks: [{ name: 'Splash', cost: ['W'], damage: 10 }],
    };
    const lombre = {
      ...lotad,
      id: 'lombre',
      name: 'Lombre',
      stage: 'stage1',
      evolvesFrom: 'Lotad',
      hp: 80,
      abilities: [
        {
          id: 'lombre.rain-dish',
          kind: 'triggered',
          trigger: { on: 'pokemon.checkup', where: { op: 'has', args: [{ ref: 'event', path: 'pokemon' }, self] } },
          effect: [{ do: 'heal', target: self, amount: 20 }],
        },
      ],
    };
    const eng = new RulesetRegistry().register(pokemonRuleset([...SAMPLE_POOL, lotad, lombre])).engine('pokemon');
    const t = TestTable.start(eng, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [
        {
          zones: {
            active: [
              {
                def: 'lotad',
                counters: { damage: 30 },
                attached: [
                  { def: 'lombre', kind: 'evolution' },
                  { def: 'water-energy', kind: 'energy' },
                ],
              },
            ],
            deck: filler,
          },
          data: { turnsTaken: 2 },
        },
        { zones: { active: ['marill'], deck: filler } },
      ],
    }).choose('pass');
    t.expect({ pending: { player: 0, prompt: 'checkupTiming', rule: 'PK-F.3' } }).choose('before:lotad');
    expect(t.card('active@0:lotad').counters.damage).toBe(10);
  });

  it(
    'PK-F.3 / PK-B03.3: a Checkup Ability the Pokémon has lost (Silent Lab: Basic Pokémon have no ' +
      'Abilities) is not placed',
    () => {
      // Ludicolo is a Basic here; with Silent Lab in play its Rain Dish does not work, so no placement is
      // asked and nothing is healed. An engine that only looked at the printed card would ask.
      const t = TestTable.start(engine, {
        start: { activePlayer: 0, turn: 2, phase: 'main' },
        players: [
          {
            zones: { stadium: ['silent-lab'], active: [{ def: 'ludicolo', counters: { damage: 30 } }], deck: filler },
            data: { turnsTaken: 2 },
          },
          { zones: { active: ['marill'], deck: filler } },
        ],
      }).choose('pass');
      expect(t.pending).toMatchObject({ player: 1, prompt: 'playTiming' });
      expect(t.card('active@0:ludicolo').counters.damage).toBe(30);
    },
  );
});
