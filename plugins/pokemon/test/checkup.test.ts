import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import { engine } from './support.js';

const filler = Array<string>(6).fill('water-energy');
const table = (
  status: Record<string, unknown>,
  seed = 1,
  options?: Record<string, unknown>,
  counters: Record<string, number> = {},
) =>
  TestTable.start(engine, {
    seed,
    options,
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      { zones: { active: [{ def: 'samurott', status, counters }], bench: ['marill'], deck: filler } },
      { zones: { active: ['thundurus'], bench: ['marill'], deck: filler } },
    ],
  });

/** The result of the one coin flipped in a game so far. */
function coinOf(t: TestTable): string {
  const coins = t.log.filter((l) => /flips a coin: (heads|tails)$/.test(l.message));
  expect(coins).toHaveLength(1);
  return coins[0].message.endsWith('heads') ? 'heads' : 'tails';
}

describe('Pokémon Checkup (PK-F)', () => {
  it("PK-F.1 / PK-F.2: Poisoned — 1 damage counter at every Checkup, after each player's turn", () => {
    const t = table({ poisoned: true }).choose('pass');
    expect(t.card('active@0:samurott').counters.damage).toBe(10);
    t.choose('pass'); // player 1's turn ends: another Checkup
    expect(t.card('active@0:samurott').counters.damage).toBe(20);
  });

  it('PK-A05.3 / PK-F.2: evolving cures Poison — the evolved Pokémon takes no Poison damage at the Checkup', () => {
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [
        { zones: { active: [{ def: 'poliwag', status: { poisoned: true } }], hand: ['poliwhirl'], deck: filler } },
        { zones: { active: ['thundurus'], deck: filler } },
      ],
    });
    t.choose('evolve:poliwhirl').choose('pass');
    expect(t.card('active@0:poliwag').characteristics.name).toBe('Poliwhirl');
    expect(t.card('active@0:poliwag').counters.damage).toBeUndefined();
  });

  it('PK-II-E16: a special Poison places its own number of counters', () => {
    const t = table({ poisoned: 40 }).choose('pass');
    expect(t.card('active@0:samurott').counters.damage).toBe(40);
  });

  // Each seeded game is judged by its own coin: an engine reading the coin the wrong way round passes a test that
  // only asks that both results occur.
  it('PK-F.2 / PK-LG-09: Burned — flip; tails, 2 damage counters; heads, nothing', () => {
    const coins = new Set<string>();
    for (let seed = 1; seed < 12; seed++) {
      const t = table({ burned: true }, seed).choose('pass');
      const coin = coinOf(t);
      coins.add(coin);
      expect(t.card('active@0:samurott').counters.damage ?? 0).toBe(coin === 'tails' ? 20 : 0);
    }
    expect(coins).toEqual(new Set(['heads', 'tails']));
  });

  it('PK-F.2 / PK-LG-09: Asleep — flip; heads, it wakes up', () => {
    const coins = new Set<string>();
    for (let seed = 1; seed < 12; seed++) {
      const t = table({ asleep: true }, seed).choose('pass');
      const coin = coinOf(t);
      coins.add(coin);
      expect(t.card('active@0:samurott').status.asleep === true).toBe(coin === 'tails');
    }
    expect(coins).toEqual(new Set(['heads', 'tails']));
  });

  it(
    'PK-F.2: the order is Poisoned → Burned → Asleep — with all three, the Poison counter first, then ' +
      "Burned's coin and its result, then Asleep's",
    () => {
      // Each result follows its own coin: an engine placing Poison last, or flipping for Asleep before Burned,
      // gives another sequence of events. The first seeds that flip tails twice and heads twice are used.
      const steps = (seed: number) =>
        table({ poisoned: true, burned: true, asleep: true }, seed)
          .choose('pass')
          .events.filter((e) => e.rule === 'PK-F.2')
          .map((e) =>
            e.event.kind === 'counter'
              ? `counter ${JSON.stringify(e.event.amount)}`
              : e.event.kind === 'coin'
                ? `coin ${e.outcome.heads ? 'heads' : 'tails'}`
                : `${e.event.kind} ${JSON.stringify(e.event.key)}`,
          );
      const runs = Array.from({ length: 40 }, (_, i) => steps(i + 1));
      const coins = (r: string[]) => r.filter((x) => x.startsWith('coin')).join();
      // Tails: Burned places 2 counters right after its coin; Asleep stays.
      expect(runs.find((r) => coins(r) === 'coin tails,coin tails')).toEqual([
        'counter 10',
        'coin tails',
        'counter 20',
        'coin tails',
      ]);
      // Heads: Burned does nothing; the Pokémon wakes up right after the second coin.
      expect(runs.find((r) => coins(r) === 'coin heads,coin heads')).toEqual([
        'counter 10',
        'coin heads',
        'coin heads',
        'status "asleep"',
      ]);
    },
  );

  it(
    'PK-F.2 / PK-LG-03: the order is Poisoned → Burned → Asleep → Paralyzed — one Pokémon Poisoned, Burned and ' +
      'Asleep, the other Paralyzed (it cannot also be Asleep), give one exact sequence of Checkup events',
    () => {
      // Fixed coins, tails then heads: whichever of Burned and Asleep flips first gets tails. Moving any one
      // condition elsewhere changes the sequence: a Paralysis recovery before the end, Poison's counter away from
      // the start, or Asleep flipping first (it would sleep on and Burned would place nothing).
      const threeConditions = { poisoned: true, burned: true, asleep: true };
      const t = TestTable.start(engine, {
        random: { coins: ['tails', 'heads'] },
        start: { activePlayer: 0, turn: 2, phase: 'main' },
        players: [
          // Paralyzed on turn 1, so it recovers at this Checkup, after its owner's turn (PK-X-09, XY).
          { zones: { active: [{ def: 'samurott', status: { paralyzed: true, paralyzedAt: 1 } }], deck: filler } },
          { zones: { active: [{ def: 'thundurus', status: threeConditions }], deck: filler } },
        ],
      }).choose('pass');
      const name = (id: unknown) => (id === t.card('active@0:samurott').id ? 'samurott' : 'thundurus');
      // t.events is in the order the events happened; only the Checkup's own (PK-F.2) are kept.
      const steps = t.events
        .filter((e) => e.rule === 'PK-F.2')
        .map((e) =>
          e.event.kind === 'counter'
            ? `${name(e.event.card)} counter ${JSON.stringify(e.event.amount)}`
            : e.event.kind === 'coin'
              ? `coin ${e.outcome.heads ? 'heads' : 'tails'}`
              : `${name(e.event.card)} ${e.event.kind} ${JSON.stringify(e.event.key)}`,
        );
      expect(steps).toEqual([
        'thundurus counter 10', // Poisoned
        'coin tails', // Burned: tails, 2 damage counters
        'thundurus counter 20',
        'coin heads', // Asleep: heads, it wakes up
        'thundurus status "asleep"',
        'samurott status "paralyzed"', // Paralyzed: it recovers
      ]);
    },
  );

  it("PK-X-09 (XY): Paralysis ends at the Checkup after its owner's next turn", () => {
    // Paralyzed during player 1's turn 1; player 0's turn 2 is the next turn of its owner.
    const t = table({ paralyzed: true, paralyzedAt: 1 });
    expect(
      t.pending!.options.map((o) => o.key).filter((k) => k.startsWith('attack:') || k.startsWith('retreat:')),
    ).toEqual([]);
    t.choose('pass');
    expect(t.card('active@0:samurott').status.paralyzed).toBeNull();
  });

  it('PK-X-09 (Legend): Paralysis ends after 2 Checkups', () => {
    const t = table({ paralyzed: true, paralyzedAt: 2 }, 1, { era: 'legend' }).choose('pass');
    expect(t.card('active@0:samurott').status.paralyzed).toBe(true); // 1 Checkup
    t.choose('pass');
    expect(t.card('active@0:samurott').status.paralyzed).toBeNull(); // 2 Checkups
  });

  it(
    'PK-F.1 / PK-II-E20 / PK-II-E01: the end of the turn comes before the Checkup, so "during the next ' +
      'turn" effects are gone by then',
    () => {
      const t = TestTable.start(engine, {
        start: { activePlayer: 0, turn: 2, phase: 'main' },
        players: [
          {
            zones: {
              active: [{ def: 'fletchinder', attached: [{ def: 'fire-energy', kind: 'energy' }] }],
              deck: filler,
            },
          },
          { zones: { active: [{ def: 'samurott', status: { poisoned: true } }], deck: filler } },
        ],
      });
      t.choose('attack:Jet Shoot'); // an effect on Fletchinder during the opponent's next turn (turn 3)
      t.choose('pass'); // player 1 ends turn 3
      const messages = t.log.map((l) => l.message);
      const turn3End = messages.findIndex((m, i) => m.startsWith('turn.end') && t.log[i].turn === 3);
      const checkup = messages.findIndex((m, i) => t.log[i].rule === 'PK-F.2' && t.log[i].turn === 3);
      expect(messages[turn3End]).toMatch(/^turn\.end; expired e\d+$/);
      expect(checkup).toBeGreaterThan(turn3End);
    },
  );

  it('PK-F.4 / PK-D.2: a Pokémon Knocked Out by Poison is Knocked Out at the end of the Checkup', () => {
    const t = table({ poisoned: true }, 1, undefined, { damage: 190 }).choose('pass');
    expect(t.zone('discard@0')).toEqual(['samurott']);
    t.expect({ pending: { player: 0, prompt: 'newActive', rule: 'PK-D.5' } });
  });
});

describe('Checkup effects (PK-F.3, PK-II-E08)', () => {
  const game = () =>
    TestTable.start(engine, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [
        {
          zones: {
            active: [{ def: 'ludicolo', counters: { damage: 30 }, status: { poisoned: true } }],
            deck: Array<string>(6).fill('water-energy'),
          },
          data: { turnsTaken: 2 },
        },
        { zones: { active: ['marill'], deck: Array<string>(6).fill('water-energy') } },
      ],
    });
  const order = (t: TestTable) =>
    t.log.filter((l) => (l.rule === 'PK-F.2' || l.rule === 'PK-II-C06') && /damage/.test(l.message)).map((l) => l.rule);

  it(
    'PK-F.3 / PK-II-E08: the owner places each Checkup effect before or after the Special Conditions, at ' +
      'every Checkup',
    () => {
      const before = game().choose('pass');
      before.expect({ pending: { player: 0, prompt: 'checkupTiming', rule: 'PK-F.3' } }).choose('before:ludicolo');
      expect(order(before)).toEqual(['PK-II-C06', 'PK-F.2']); // healed 20 first, then the Poison counter
      expect(before.card('active@0:ludicolo').counters.damage).toBe(20);
      const after = game().choose('pass').choose('after:ludicolo');
      expect(order(after)).toEqual(['PK-F.2', 'PK-II-C06']);
      expect(after.card('active@0:ludicolo').counters.damage).toBe(20);
      after.choose('pass');
      after.expect({ pending: { player: 0, prompt: 'checkupTiming' } }); // again at the next Checkup
    },
  );
});
