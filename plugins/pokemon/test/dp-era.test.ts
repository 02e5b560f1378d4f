import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { engine } from './support.js';

type Zones = TableSetup['players'][0]['zones'];
const E = (def: string) => ({ def, kind: 'energy' });
const filler = Array<string>(8).fill('water-energy');
const table = (p0: Zones, p1: Zones, o: { era?: string; turnsTaken?: number; seed?: number } = {}) =>
  TestTable.start(engine, {
    seed: o.seed ?? 1,
    options: { era: o.era ?? 'dp' },
    start: { activePlayer: 0, turn: 3, phase: 'main' },
    players: [
      { zones: { deck: filler, ...p0 }, data: { turnsTaken: o.turnsTaken ?? 2 } },
      { zones: { deck: filler, ...p1 }, data: { turnsTaken: 2 } },
    ],
  });
const keys = (t: TestTable) => t.pending!.options.map((o) => o.key);
const M = (n: number) => Array.from({ length: n }, () => E('metal-energy'));

describe('the DP-era play rules (PK-PR)', () => {
  it(
    'PK-PR-01: the things a player may do — bench, evolve, level up, Trainers, attach Energy, retreat, ' +
      'Poké-Powers, attack',
    () => {
      const t = table(
        {
          active: [{ def: 'dialga', attached: M(2) }],
          bench: ['ninjask', 'poliwag'],
          hand: ['dialga-lvx', 'litleo', 'poliwhirl', 'potion', 'switch', 'metal-energy'],
        },
        { active: ['marill'] },
      );
      expect([...new Set(keys(t).map((k) => k.split(':')[0]))].sort()).toEqual([
        'ability',
        'attach',
        'attack',
        'bench',
        'evolve',
        'levelUp',
        'pass',
        'retreat',
        'trainer',
      ]);
    },
  );

  it(
    'PK-PR-10: level up only the Active Pokémon, not in the XY era, not on your first turn, not on a ' +
      'Pokémon played or evolved this turn',
    () => {
      const t = table({ active: ['dialga'], bench: ['dialga'], hand: ['dialga-lvx'] }, { active: ['marill'] });
      expect(keys(t).filter((k) => k.startsWith('levelUp:'))).toEqual(['levelUp:dialga-lvx']);
      expect(
        keys(table({ active: ['dialga'], hand: ['dialga-lvx'] }, { active: ['marill'] }, { era: 'xy' })).filter((k) =>
          k.startsWith('levelUp:'),
        ),
      ).toEqual([]);
      expect(
        keys(table({ active: ['dialga'], hand: ['dialga-lvx'] }, { active: ['marill'] }, { turnsTaken: 1 })).filter(
          (k) => k.startsWith('levelUp:'),
        ),
      ).toEqual([]);
      expect(
        keys(
          table(
            { active: [{ def: 'dialga', status: { playedTurn: 3 } }], hand: ['dialga-lvx'] },
            { active: ['marill'] },
          ),
        ).filter((k) => k.startsWith('levelUp:')),
      ).toEqual([]);
      // A LV.X is not an Evolution card: the evolve action never offers it.
      expect(keys(t).filter((k) => k.startsWith('evolve:'))).toEqual([]);
    },
  );

  it(
    "PK-PR-11 / PK-PR-12: after levelling up, Energy and damage stay, conditions go; both cards' attacks " +
      'and Abilities work; no LV.X on a LV.X',
    () => {
      const t = table(
        {
          active: [{ def: 'dialga', attached: M(3), counters: { damage: 30 }, status: { poisoned: true } }],
          hand: ['dialga-lvx', 'dialga-lvx'],
        },
        { active: ['snorlax'] },
      );
      t.choose('levelUp:dialga-lvx');
      const d = t.card('active@0:dialga');
      expect(d.characteristics).toMatchObject({
        name: 'Dialga LV.X',
        hp: 120,
        attacks: ['Time Burst', 'Metal Claw'],
        dc2VsOpponentActive: 10,
      });
      expect(d.counters.damage).toBe(30);
      expect(d.status.poisoned).toBeUndefined();
      expect(t.state.objects[d.id].attached.filter((id) => t.state.objects[id].def === 'metal-energy')).toHaveLength(3);
      expect(t.log.some((l) => l.rule === 'PK-PR-10' && l.message === 'Dialga levels up to Dialga LV.X')).toBe(true);
      expect(keys(t).filter((k) => k.startsWith('levelUp:'))).toEqual([]); // not on a LV.X
      expect(keys(t)).toEqual(
        expect.arrayContaining(['attack:Time Burst', 'attack:Metal Claw', `ability:dialga-lvx.time-skip:${d.id}`]),
      );
      t.choose('attack:Metal Claw'); // the levelled-up-from card's attack, with its Poké-Body: 40 + 10
      expect(t.card('active@1:snorlax').counters.damage).toBe(50);
    },
  );

  it("PK-PR-07: after evolving, the Pokémon cannot use the pre-evolution's attacks", () => {
    const t = table(
      { active: [{ def: 'poliwag', attached: [E('water-energy')] }], hand: ['poliwhirl'] },
      { active: ['marill'] },
    );
    expect(keys(t)).toContain('attack:Tidal Slap');
    t.choose('evolve:poliwhirl');
    expect(keys(t).filter((k) => k.startsWith('attack:'))).toEqual([]);
    expect(t.card('active@0:poliwag').characteristics.attacks).toEqual(['Water Gun']);
  });

  it(
    'PK-PR-09: devolution cures conditions and keeps damage; damage at or over the devolved max HP Knocks ' + 'it Out',
    () => {
      const t = table(
        {
          active: ['snorlax'],
          bench: [{ def: 'poliwag', attached: [{ def: 'poliwhirl', kind: 'evolution' }], counters: { damage: 60 } }],
          hand: ['devolution-spray'],
        },
        { active: ['marill'] },
      );
      t.choose('trainer:devolution-spray').select(['bench@0:poliwag']);
      expect(t.zone('bench@0')).toEqual([]);
      expect(t.zone('discard@0').sort()).toEqual(['devolution-spray', 'poliwag']);
    },
  );

  it(
    'PK-X-05 / PK-PR-18 / PK-X-12: a Poké-Power is declared and logged as one; its effect stays after the ' +
      "Pokémon goes to the Bench (DP), unlike an Ability's (XY)",
    () => {
      for (const era of ['dp', 'xy']) {
        const t = table(
          { active: [{ def: 'ninjask', attached: [E('grass-energy')] }], bench: ['marill'] },
          { active: ['snorlax'] },
          { era },
        );
        const id = t.card('active@0:ninjask').id;
        t.choose(`ability:ninjask.quick-wings:${id}`);
        expect(
          t.log.some(
            (l) =>
              l.message ===
              (era === 'dp' ? 'Ninjask uses the Poké-Power ninjask.quick-wings' : 'Ninjask uses ninjask.quick-wings'),
          ),
        ).toBe(true);
        expect(t.card('active@0:ninjask').characteristics.dc2All).toBe(20);
        t.choose('retreat:grass-energy').choose('marill');
        expect(t.card('bench@0:ninjask').characteristics.dc2All).toBe(era === 'dp' ? 20 : 0);
      }
    },
  );

  it('PK-PR-18: in the DP era too, an Asleep or Paralyzed Active cannot retreat; a Poisoned one can', () => {
    const asleep = table(
      { active: [{ def: 'ninjask', attached: [E('grass-energy')], status: { asleep: true } }], bench: ['marill'] },
      { active: ['snorlax'] },
    );
    expect(keys(asleep).filter((k) => k.startsWith('retreat:'))).toEqual([]);
    const poisoned = table(
      { active: [{ def: 'ninjask', attached: [E('grass-energy')], status: { poisoned: true } }], bench: ['marill'] },
      { active: ['snorlax'] },
    );
    expect(keys(poisoned)).toContain('retreat:grass-energy');
  });
});

describe('double battle (PK-PR-17, PK-X-07)', () => {
  const double = (p0: Zones, p1: Zones, seed = 1) =>
    TestTable.start(engine, {
      seed,
      options: { era: 'dp', doubleBattle: true },
      start: { activePlayer: 0, turn: 3, phase: 'main' },
      players: [
        { zones: { deck: filler, ...p0 }, data: { turnsTaken: 2 } },
        { zones: { deck: filler, ...p1 }, data: { turnsTaken: 2 } },
      ],
    });

  it('PK-PR-17: two Active Pokémon, but only 1 of them may retreat in a turn; an Asleep one cannot', () => {
    const t = double(
      {
        active: [
          { def: 'ninjask', attached: [E('grass-energy')] },
          { def: 'litleo', attached: [E('fire-energy')] },
        ],
        bench: ['marill', 'poliwag'],
      },
      { active: ['snorlax', 'marill'] },
    );
    const [ninjask, litleo] = t.zone('active@0').map((d) => t.card(`active@0:${d}`).id);
    expect(
      keys(t)
        .filter((k) => k.startsWith('retreat:'))
        .sort(),
    ).toEqual([`retreat:${litleo}:fire-energy`, `retreat:${ninjask}:grass-energy`].sort());
    t.choose(`retreat:${litleo}:fire-energy`).choose('marill');
    expect(t.zone('active@0').sort()).toEqual(['marill', 'ninjask']);
    expect(keys(t).filter((k) => k.startsWith('retreat:'))).toEqual([]); // the other Active may not retreat now
    const asleep = double(
      {
        active: [
          { def: 'ninjask', attached: [E('grass-energy')], status: { asleep: true } },
          { def: 'litleo', attached: [E('fire-energy')] },
        ],
        bench: ['marill'],
      },
      { active: ['snorlax', 'marill'] },
    );
    expect(keys(asleep).filter((k) => k.startsWith('retreat:'))).toEqual([
      `retreat:${asleep.card('active@0:litleo').id}:fire-energy`,
    ]);
  });

  it(
    'PK-PR-17 / PK-X-07: the Bench holds 4; the attacker chooses the Defending Pokémon; a Knocked Out ' +
      'Active is replaced from the Bench',
    () => {
      const full = double(
        { active: ['dialga', 'marill'], bench: ['marill', 'marill', 'marill', 'marill'], hand: ['litleo'] },
        { active: ['snorlax', 'marill'] },
      );
      expect(keys(full)).not.toContain('bench:litleo');
      const t = double(
        {
          active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')] }, 'marill'],
          prizes: ['potion', 'potion'],
        },
        { active: ['snorlax', { def: 'poliwag', counters: { damage: 40 } }], bench: ['marill'] },
        2,
      );
      const litleo = t.card('active@0:litleo').id;
      t.choose(`attack:Ember:${litleo}`);
      t.expect({ pending: { player: 0, prompt: 'defender', rule: 'PK-PR-17' } }).choose('poliwag');
      t.answer({ picks: [0] }); // 1 of player 0's 2 Prize cards
      t.expect({ pending: { player: 1, prompt: 'newActive', rule: 'PK-D.5' } }).choose('marill');
      expect(t.zone('active@1').sort()).toEqual(['marill', 'snorlax']);
      expect(t.zone('discard@1')).toEqual(['poliwag']);
    },
  );

  it('PK-PR-17: in setup each player puts 2 Basic Pokémon into the Active Spot', () => {
    const state = engine.createGame({
      seed: 4,
      options: { era: 'dp', doubleBattle: true },
      // 40 copies give player 0 two Basics in the opening hand; the deck rules are not what this checks.
      deckRules: 'skip',
      players: [
        { cards: { deck: [...Array<string>(40).fill('dialga'), ...Array<string>(20).fill('metal-energy')] } },
        { cards: { deck: [...Array<string>(20).fill('marill'), ...Array<string>(40).fill('water-energy')] } },
      ],
    });
    expect(state.pending).toMatchObject({
      player: 0,
      kind: 'select',
      prompt: 'setup.active',
      rule: 'PK-PR-17',
      min: 2,
      max: 2,
    });
    engine.submit(state, 0, { decision: state.pending!.id, picks: [0, 1] });
    expect(state.zones['active@0']).toHaveLength(2);
  });
});
