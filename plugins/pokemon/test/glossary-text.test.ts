import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { RulesetRegistry } from '@tcgkit/core';
import { engine } from './support.js';
import { pokemonRuleset, SAMPLE_POOL } from '../src/index.js';

type Zones = TableSetup['players'][0]['zones'];
const E = (def: string) => ({ def, kind: 'energy' });
const T = (def: string) => ({ def, kind: 'tool' });
const filler = Array<string>(8).fill('water-energy');
/** Player 0 to act in the main phase of turn 2 (neither player's first turn unless asked). */
const table = (
  p0: Zones,
  p1: Zones,
  o: {
    seed?: number;
    data0?: Record<string, number | boolean>;
    data1?: Record<string, number>;
    stadium?: string[];
    turnsTaken?: number;
  } = {},
) =>
  TestTable.start(engine, {
    seed: o.seed ?? 1,
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      {
        zones: { deck: filler, ...(o.stadium ? { stadium: o.stadium } : {}), ...p0 },
        data: { turnsTaken: o.turnsTaken ?? 2, ...(o.data0 ?? {}) },
      },
      { zones: { deck: filler, ...p1 }, data: { turnsTaken: 1, ...(o.data1 ?? {}) } },
    ],
  });
const keys = (t: TestTable) => t.pending!.options.map((o) => o.key);
const dc = (t: TestTable) => t.log.filter((l) => /^DC\d/.test(l.message)).map((l) => l.message);

describe('damage text (PK-II-B, PK-II-A.4)', () => {
  it('PK-II-B02: "30× the number of your Benched Pokémon" — 0 ends the calculation even with Muscle Band', () => {
    const none = table(
      {
        active: [
          { def: 'rayquaza-ex', attached: [E('water-energy'), E('water-energy'), E('water-energy'), T('muscle-band')] },
        ],
      },
      { active: ['marill'], bench: ['poliwag'] },
    );
    none.choose('attack:Emerald Break');
    expect(none.card('active@1:marill').counters.damage ?? 0).toBe(0);
    expect(dc(none)).toEqual(["DC1: 0 (the attack's own damage)"]);
    const two = table(
      {
        active: [
          { def: 'rayquaza-ex', attached: [E('water-energy'), E('water-energy'), E('water-energy'), T('muscle-band')] },
        ],
        bench: ['poliwag', 'litleo'],
      },
      { active: ['snorlax'], bench: ['poliwag'] },
    );
    two.choose('attack:Emerald Break');
    expect(two.card('active@1:snorlax').counters.damage).toBe(80); // 30 × 2 + 20
  });

  it(
    "PK-II-B08: the printed damage is the Active's; the Benched Pokémon takes 30 without Weakness, but " +
      'with its own effects',
    () => {
      const t = table(
        { active: [{ def: 'ho-oh-ex', attached: [E('fire-energy'), E('fire-energy')] }] },
        { active: ['snorlax'], bench: ['kakuna', { def: 'kakuna', attached: [T('hard-charm')] }] },
      );
      t.choose('attack:Elemental Feather');
      t.expect({ pending: { kind: 'select', min: 1, max: 1, rule: 'PK-II-B08' } });
      const plain = t.state.zones['bench@1'][0];
      t.answer({ picks: [t.pending!.options.findIndex((o) => o.value === plain)] });
      expect(t.card('active@1:snorlax').counters.damage).toBe(50);
      expect(t.state.objects[plain].counters.damage).toBe(30); // Kakuna is weak to [R]: not applied on the Bench
      const u = table(
        { active: [{ def: 'ho-oh-ex', attached: [E('fire-energy'), E('fire-energy')] }] },
        { active: ['snorlax'], bench: [{ def: 'kakuna', attached: [T('hard-charm')] }] },
      );
      u.choose('attack:Elemental Feather').select(['bench@1:kakuna']);
      expect(u.card('bench@1:kakuna').counters.damage).toBe(10); // Hard Charm −20 (DC5) still applies
      expect(u.log.some((l) => l.rule === 'PK-II-B08' && / DC6: 10 /.test(l.message))).toBe(true);
    },
  );

  it('PK-II-A.4: "choose 2" with only 1 Benched Pokémon chooses the nearest possible number, 1', () => {
    const t = table(
      { active: [{ def: 'emolga', attached: [E('lightning-energy')] }] },
      { active: ['snorlax'], bench: ['poliwag'] },
    );
    t.choose('attack:Static Shock');
    t.expect({ pending: { kind: 'select', min: 1, max: 1, rule: 'PK-II-A.4' } }).select(['bench@1:poliwag']);
    expect(t.card('bench@1:poliwag').counters.damage).toBe(20); // no Weakness on the Bench ([L] is Poliwag's Weakness)
  });
});

describe('card movement text (PK-II-C)', () => {
  it(
    "PK-II-C02: Scoop Up Cyclone — the Pokémon, its Evolution card, Energy and Tool all go to the owner's " +
      'hand; its damage is gone',
    () => {
      const t = table(
        {
          active: ['snorlax'],
          bench: [
            {
              def: 'poliwag',
              attached: [{ def: 'poliwhirl', kind: 'evolution' }, E('water-energy'), T('muscle-band')],
              counters: { damage: 40 },
            },
          ],
          hand: ['scoop-up-cyclone'],
        },
        { active: ['marill'] },
      );
      t.choose('trainer:scoop-up-cyclone').select(['bench@0:poliwag']);
      expect(t.zone('bench@0')).toEqual([]);
      expect(t.zone('hand@0').sort()).toEqual(['muscle-band', 'poliwag', 'poliwhirl', 'water-energy']);
      expect(
        Object.values(t.state.objects)
          .filter((o) => o.zone === 'hand@0')
          .every((o) => (o.counters.damage ?? 0) === 0),
      ).toBe(true);
    },
  );

  it('PK-II-C10: Y Cyclone moves a Double Colorless Energy whole, from this Pokémon to a Benched one', () => {
    const t = table(
      {
        active: [{ def: 'yveltal-ex', attached: [E('darkness-energy'), E('double-colorless-energy')] }],
        bench: ['marill'],
      },
      { active: ['snorlax'] },
    );
    t.choose('attack:Y Cyclone').select(['bench@0:marill']);
    t.expect({ pending: { kind: 'select', rule: 'PK-II-C10' } });
    const dce = t.state.objects[t.state.zones['active@0'][0]].attached.find(
      (id) => t.state.objects[id].def === 'double-colorless-energy',
    )!;
    t.answer({ picks: [t.pending!.options.findIndex((o) => o.value === dce)] });
    const marill = t.state.objects[t.state.zones['bench@0'][0]];
    expect(marill.attached.map((id) => t.state.objects[id].def)).toEqual(['double-colorless-energy']);
    expect(t.state.objects[t.state.zones['active@0'][0]].attached.map((id) => t.state.objects[id].def)).toEqual([
      'darkness-energy',
    ]);
  });

  it(
    'PK-II-C11: Call for Family puts at most as many Basics as there are free Bench spots; with a full ' +
      'Bench it ends before looking at the deck',
    () => {
      const t = table(
        {
          active: [{ def: 'skarmory', attached: [E('metal-energy')] }],
          bench: ['marill', 'marill', 'marill', 'marill'],
          deck: ['poliwag', 'litleo', ...filler],
        },
        { active: ['snorlax'] },
      );
      t.choose('attack:Call for Family');
      t.expect({ pending: { kind: 'select', min: 0, max: 1, rule: 'PK-II-C11' } }).select(['deck@0:litleo']);
      expect(t.zone('bench@0')).toHaveLength(5);
      const full = table(
        {
          active: [{ def: 'skarmory', attached: [E('metal-energy')] }],
          bench: ['marill', 'marill', 'marill', 'marill', 'marill'],
          deck: ['poliwag', ...filler],
        },
        { active: ['snorlax'] },
      );
      full.choose('attack:Call for Family');
      expect(full.state.turn.activePlayer).toBe(1); // no search, the attack is over
      expect(full.log.filter((l) => l.message === 'deck@0 is shuffled')).toEqual([]);
    },
  );

  it("PK-II-C12: Wally evolves by an effect on the player's first turn, even a Pokémon put into play this turn", () => {
    const t = table(
      { active: ['snorlax'], hand: ['poliwag', 'wally'], deck: ['poliwhirl', ...filler] },
      { active: ['marill'] },
      { turnsTaken: 1 },
    );
    t.choose('bench:poliwag');
    expect(keys(t).filter((k) => k.startsWith('evolve:'))).toEqual([]); // not by the turn action
    t.choose('trainer:wally').select(['bench@0:poliwag']).select(['deck@0:poliwhirl']);
    expect(t.card('bench@0:poliwag').characteristics).toMatchObject({ name: 'Poliwhirl', stage: 'stage1' });
    expect(t.log.some((l) => l.rule === 'PK-A05.3')).toBe(true);
  });

  it(
    'PK-II-C13: Devolution Spray — the top card goes to hand, damage and Energy stay, conditions go, no ' +
      'evolving again this turn',
    () => {
      const t = table(
        {
          active: [
            {
              def: 'poliwag',
              attached: [{ def: 'poliwhirl', kind: 'evolution' }, E('water-energy')],
              counters: { damage: 30 },
              status: { poisoned: true },
            },
          ],
          hand: ['devolution-spray', 'poliwhirl'],
        },
        { active: ['marill'] },
      );
      expect(keys(t)).toContain('trainer:devolution-spray');
      t.choose('trainer:devolution-spray').select(['active@0:poliwag']);
      const p = t.card('active@0:poliwag');
      expect(p.characteristics).toMatchObject({ name: 'Poliwag', hp: 60 });
      expect(p.counters.damage).toBe(30);
      expect(p.status.poisoned).toBeUndefined();
      expect(t.zone('hand@0').sort()).toEqual(['poliwhirl', 'poliwhirl']);
      expect(keys(t).filter((k) => k.startsWith('evolve:'))).toEqual([]);
      // 70 damage on a 90-HP Poliwhirl: back to a 60-HP Poliwag, it is Knocked Out.
      const ko = table(
        {
          active: ['snorlax'],
          bench: [{ def: 'poliwag', attached: [{ def: 'poliwhirl', kind: 'evolution' }], counters: { damage: 70 } }],
          hand: ['devolution-spray'],
        },
        { active: ['marill'] },
      );
      ko.choose('trainer:devolution-spray').select(['bench@0:poliwag']);
      expect(ko.zone('bench@0')).toEqual([]);
      expect(ko.zone('discard@0').sort()).toEqual(['devolution-spray', 'poliwag']);
      expect(ko.zone('hand@0')).toEqual(['poliwhirl']);
      // Nothing evolved: the Item cannot be played (PK-II-C13: a Basic cannot be devolved) — an Energy or a Tool
      // under a Basic is not an Evolution card.
      const basic = { def: 'poliwag', attached: [E('water-energy'), { def: 'hard-charm', kind: 'tool' }] };
      expect(keys(table({ active: [basic], hand: ['devolution-spray'] }, { active: ['marill'] }))).not.toContain(
        'trainer:devolution-spray',
      );
    },
  );

  it(
    'PK-II-C18 / PK-II-D06: Foul Play uses a printed attack of the Defending Pokémon without its Energy; ' +
      'the attack is still "Foul Play"',
    () => {
      const t = table(
        {
          active: [
            { def: 'zorua', attached: [{ def: 'zoroark', kind: 'evolution' }, E('water-energy'), E('water-energy')] },
          ],
        },
        { active: ['koffing'] },
      );
      t.choose('attack:Foul Play');
      t.expect({ pending: { prompt: 'copyAttack', rule: 'PK-II-C18' } });
      expect(keys(t)).toEqual(['copy:Poison Gas', 'copy:Bad Poison', 'copy:Sleep Gas', 'copy:Stun Gas']);
      t.choose('copy:Stun Gas'); // costs [P][C]; Zoroark has 2 Water Energy
      const k = t.card('active@1:koffing');
      expect(dc(t)).toEqual([
        "DC1: 10 (the attack's own damage)",
        'DC2: 10 (effects on the attacking Pokémon +0)',
        'DC6: 10 (1 damage counters)',
      ]);
      expect([10, 30]).toContain(k.counters.damage); // 10, then the Burn coin at the Checkup
      expect(k.status).toMatchObject({ paralyzed: true, burned: true });
      expect(t.log.some((l) => l.rule === 'PK-A01.3' && l.message === 'Zoroark uses Foul Play')).toBe(true);
    },
  );

  it(
    'PK-II-C19: Blockade — the opponent cannot play Supporters from hand during their next turn, then can ' + 'again',
    () => {
      const t = table(
        { active: [{ def: 'exeggutor', attached: [E('grass-energy')] }], bench: ['marill'], hand: ['lysandre'] },
        { active: ['snorlax'], bench: ['marill'], hand: ['lysandre', 'potion'] },
      );
      t.choose('attack:Blockade');
      expect(t.state.turn).toMatchObject({ number: 3, activePlayer: 1 });
      expect(keys(t)).not.toContain('trainer:lysandre');
      expect(t.state.players[1].data['cantPlay:supporter']).toBe(3);
      t.choose('pass');
      expect(keys(t)).toContain('trainer:lysandre'); // player 0 is not affected
      t.choose('pass');
      expect(keys(t)).toContain('trainer:lysandre'); // turn 5: over
    },
  );
});

describe('counting and choosing (PK-II-D)', () => {
  it('PK-II-D02: Energy Pouch takes any number of basic Energy, and cannot be played with none in the discard', () => {
    expect(
      keys(
        table(
          { active: ['snorlax'], hand: ['energy-pouch'], discard: ['double-colorless-energy'] },
          { active: ['marill'] },
        ),
      ),
    ).not.toContain('trainer:energy-pouch');
    const t = table(
      {
        active: ['snorlax'],
        hand: ['energy-pouch'],
        discard: ['fire-energy', 'water-energy', 'double-colorless-energy', 'grass-energy'],
      },
      { active: ['marill'] },
    );
    t.choose('trainer:energy-pouch')
      .expect({ pending: { kind: 'select', min: 0, max: 3, rule: 'PK-II-D02' } })
      .select(['discard@0:fire-energy', 'discard@0:grass-energy']);
    expect(t.zone('hand@0').sort()).toEqual(['fire-energy', 'grass-energy']);
  });

  it(
    'PK-II-D03 / PK-II-E19: Max Potion heals all, then discards all Energy; with no Energy "all" is ' +
      'nothing and the heal still happens',
    () => {
      const t = table(
        {
          active: [
            { def: 'snorlax', counters: { damage: 90 }, attached: [E('fire-energy'), E('double-colorless-energy')] },
          ],
          hand: ['max-potion'],
        },
        { active: ['marill'] },
      );
      t.choose('trainer:max-potion').select(['active@0:snorlax']);
      expect(t.card('active@0:snorlax').counters.damage ?? 0).toBe(0);
      expect(t.zone('discard@0').sort()).toEqual(['double-colorless-energy', 'fire-energy', 'max-potion']);
      const u = table(
        { active: [{ def: 'snorlax', counters: { damage: 50 } }], hand: ['max-potion'] },
        { active: ['marill'] },
      );
      u.choose('trainer:max-potion').select(['active@0:snorlax']);
      expect(u.card('active@0:snorlax').counters.damage ?? 0).toBe(0);
    },
  );

  it('PK-II-D05: Tool Scrapper chooses 1 to 2 Tools and is not playable with no Tool in play', () => {
    expect(keys(table({ active: ['snorlax'], hand: ['tool-scrapper'] }, { active: ['marill'] }))).not.toContain(
      'trainer:tool-scrapper',
    );
    const t = table(
      { active: [{ def: 'snorlax', attached: [T('muscle-band')] }], hand: ['tool-scrapper'] },
      {
        active: [{ def: 'marill', attached: [T('hard-charm')] }],
        bench: [{ def: 'poliwag', attached: [T('focus-sash')] }],
      },
    );
    t.choose('trainer:tool-scrapper').expect({ pending: { kind: 'select', min: 1, max: 2, rule: 'PK-II-D05' } });
    expect(t.pending!.options).toHaveLength(3);
  });

  it('PK-II-D07: Blend Energy GRPD provides [P] while attached (Colorless otherwise)', () => {
    const t = table({ active: [{ def: 'gengar', attached: [E('blend-energy-grpd')] }] }, { active: ['marill'] });
    expect(keys(t)).toContain('attack:Shadow Attack');
    const u = table({ active: [{ def: 'gengar', attached: [E('water-energy')] }] }, { active: ['marill'] });
    expect(keys(u)).not.toContain('attack:Shadow Attack');
  });

  it(
    'PK-II-D11 / PK-II-D12 / PK-II-E13: +1 from the Stadium and −1 from a Benched Magnemite sum to no ' +
      "change; Magnemite's Ability works only on the Bench",
    () => {
      const t = table(
        { active: ['poliwhirl'], bench: ['magnemite'] },
        { active: ['marill'] },
        { stadium: ['sludge-festival'] },
      );
      expect(t.card('active@0:poliwhirl').characteristics.retreat).toBe(2);
      const u = table({ active: ['poliwhirl'] }, { active: ['marill'] }, { stadium: ['sludge-festival'] });
      expect(u.card('active@0:poliwhirl').characteristics.retreat).toBe(3);
      const w = table({ active: ['magnemite'], bench: ['magnemite'] }, { active: ['marill'] });
      expect(w.card('active@0:magnemite').characteristics.retreat).toBe(0); // 1 − 1 (the Benched one only)
    },
  );

  it('PK-II-D15: Training Center raises max HP only in play', () => {
    const t = table(
      { active: [{ def: 'poliwag', attached: [{ def: 'poliwhirl', kind: 'evolution' }] }], hand: ['poliwhirl'] },
      { active: ['marill'] },
      { stadium: ['training-center'] },
    );
    expect(t.card('active@0:poliwag').characteristics.hp).toBe(120);
    expect(t.card('hand@0:poliwhirl').characteristics.hp).toBe(90);
    expect(t.card('active@1:marill').characteristics.hp).toBe(70); // a Basic
  });

  it('PK-II-D17: Bone Revenge counts the Prizes the opponent has taken (6 set, 4 left: 2)', () => {
    const t = table(
      { active: [{ def: 'cubone', attached: [E('fighting-energy')] }] },
      { active: ['snorlax'], prizes: ['water-energy', 'water-energy', 'water-energy', 'water-energy'] },
      { data1: { prizesSet: 6 } },
    );
    t.choose('attack:Bone Revenge');
    expect(t.card('active@1:snorlax').counters.damage).toBe(60); // (10 + 20) × 2 (Snorlax is weak to [F])
  });
});

describe('timing text (PK-II-E)', () => {
  it('PK-II-E02: "during your next turn" skips the opponent\'s turn and applies in your next one', () => {
    const t = table({ active: [{ def: 'hitmonchan', attached: [E('fighting-energy')] }] }, { active: ['mewtwo-ex'] });
    t.choose('attack:Focus Punch');
    expect(t.card('active@0:hitmonchan').characteristics.dc2All).toBe(0); // the opponent's turn
    t.choose('pass');
    expect(t.state.turn).toMatchObject({ number: 4, activePlayer: 0 });
    expect(t.card('active@0:hitmonchan').characteristics.dc2All).toBe(40);
    t.choose('attack:Focus Punch');
    expect(t.card('active@1:mewtwo-ex').counters.damage).toBe(20 + 60);
  });

  it('PK-II-E04: "when Knocked Out" happens in Knock Out step 2, before the Pokémon is discarded', () => {
    const t = table(
      { active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')] }] },
      { active: [{ def: 'lampent', counters: { damage: 20 } }], bench: ['marill'] },
    );
    t.choose('attack:Ember');
    const flame = t.log.findIndex((l) => l.rule === 'PK-II-E04' || /lampent\.final-flame/.test(l.message));
    const discarded = t.log.findIndex((l) => l.rule === 'PK-D.3' && /discard@1/.test(l.message));
    expect(t.card('active@0:litleo').counters.damage).toBe(20);
    expect(flame).toBeGreaterThan(-1);
    expect(flame).toBeLessThan(discarded);
  });

  it("PK-II-E05: Kirlia's Ability works when it is played from hand to evolve, not by another way", () => {
    const t = table({ active: ['ralts'], hand: ['kirlia'] }, { active: ['marill'] });
    t.choose('evolve:kirlia');
    t.expect({ pending: { prompt: 'Kirlia: draw 2 cards?', rule: 'PK-II-E05' } }).choose('yes');
    expect(t.zone('hand@0')).toHaveLength(2);
    const w = table({ active: ['ralts'], hand: ['wally'], deck: ['kirlia', ...filler] }, { active: ['marill'] });
    w.choose('trainer:wally').select(['active@0:ralts']).select(['deck@0:kirlia']);
    expect(w.pending?.prompt).toBe('playTiming'); // evolved from the deck: no draw offered
  });

  it("PK-II-E06: Hoopa-EX's Ability works when put onto the Bench from hand", () => {
    const t = table(
      { active: ['snorlax'], hand: ['hoopa-ex'], deck: ['mewtwo-ex', ...filler] },
      { active: ['marill'] },
    );
    t.choose('bench:hoopa-ex')
      .expect({ pending: { rule: 'PK-II-E06' } })
      .choose('yes')
      .select(['deck@0:mewtwo-ex']);
    expect(t.zone('hand@0')).toEqual(['mewtwo-ex']);
  });

  it(
    'PK-II-E07: Volcanion heals on every Energy card attached, from hand or by an effect, once per card (a ' +
      'Double Colorless once)',
    () => {
      const t = table(
        {
          active: [{ def: 'volcanion', counters: { damage: 50 } }],
          bench: ['emboar'],
          hand: ['double-colorless-energy', 'fire-energy'],
        },
        { active: ['marill'] },
      );
      t.choose(`attach:double-colorless-energy:${t.card('active@0:volcanion').id}`);
      expect(t.card('active@0:volcanion').counters.damage).toBe(40);
      t.choose('ability:emboar.inferno-fandango').select(['hand@0:fire-energy']).select(['active@0:volcanion']);
      expect(t.card('active@0:volcanion').counters.damage).toBe(30);
    },
  );

  it('PK-II-E10: Moonlight Slash — "you may" return an Energy for 20 more', () => {
    const t = table(
      { active: [{ def: 'greninja', attached: [E('water-energy'), E('water-energy')] }] },
      { active: ['snorlax'] },
    );
    t.choose('attack:Moonlight Slash')
      .expect({ pending: { rule: 'PK-II-E10' } })
      .choose('yes');
    t.answer({ picks: [0] });
    expect(t.card('active@1:snorlax').counters.damage).toBe(80);
    expect(t.zone('hand@0')).toEqual(['water-energy']);
    const u = table(
      { active: [{ def: 'greninja', attached: [E('water-energy'), E('water-energy')] }] },
      { active: ['snorlax'] },
    );
    u.choose('attack:Moonlight Slash').choose('no');
    expect(u.card('active@1:snorlax').counters.damage).toBe(60);
  });

  it(
    "PK-II-E11: Revenge does 70 more once if any of your Pokémon were Knocked Out during the opponent's " + 'last turn',
    () => {
      const t = table(
        { active: [{ def: 'druddigon', attached: [E('water-energy'), E('water-energy')] }] },
        { active: ['snorlax'] },
        { data0: { knockedOutTurn: 1 } },
      );
      t.choose('attack:Revenge');
      expect(t.card('active@1:snorlax').counters.damage).toBe(110);
      const u = table(
        { active: [{ def: 'druddigon', attached: [E('water-energy'), E('water-energy')] }] },
        { active: ['snorlax'] },
        { data0: { knockedOutTurn: 0 } },
      );
      u.choose('attack:Revenge');
      expect(u.card('active@1:snorlax').counters.damage).toBe(40);
    },
  );

  it("PK-II-E11: a Knock Out during the opponent's turn is recorded for the next turn", () => {
    const t = table(
      { active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')] }] },
      { active: [{ def: 'poliwag', counters: { damage: 40 } }], bench: ['druddigon'] },
    );
    t.choose('attack:Ember').choose('druddigon');
    expect(t.state.players[1].data.knockedOutTurn).toBe(2);
    expect(t.state.turn.number).toBe(3);
  });

  it('PK-II-E12: "once during your turn" is per Pokémon', () => {
    const t = table({ active: ['octillery'], bench: ['octillery'] }, { active: ['marill'] });
    const abilities = () => keys(t).filter((k) => k.startsWith('ability:octillery'));
    expect(abilities()).toHaveLength(2);
    const [firstUse] = t.pending!.options.filter((o) => o.key.startsWith('ability:octillery'));
    t.choose(firstUse.key);
    expect(t.zone('hand@0')).toHaveLength(5);
    expect(t.state.usedThisTurn).toHaveLength(1);
    // The other Octillery could still use its own, but with 5 cards in hand its condition is not met.
    expect(abilities()).toEqual([]);
  });

  it('PK-II-E14: after one Plasma Search, no Ability of that name may be used this turn', () => {
    const t = table(
      { active: ['metagross'], bench: ['metagross'], deck: ['potion', ...filler] },
      { active: ['marill'] },
    );
    expect(keys(t).filter((k) => k.startsWith('ability:metagross'))).toHaveLength(2);
    t.choose(`ability:metagross.plasma-search:${t.card('active@0:metagross').id}`).select(['deck@0:potion']);
    expect(keys(t).filter((k) => k.startsWith('ability:metagross'))).toEqual([]);
  });

  it('PK-II-E15: two Gardevoir do not stack: +20, not +40', () => {
    const t = table(
      { active: [{ def: 'gardevoir', attached: [E('fairy-energy'), E('fairy-energy')] }], bench: ['gardevoir'] },
      { active: ['snorlax'] },
    );
    t.choose('attack:Psychic');
    expect(t.card('active@1:snorlax').counters.damage).toBe(60);
  });

  it("PK-II-E17: Audino's Ability works from the hand only, once per turn per card", () => {
    const t = table({ active: ['audino'], hand: ['audino', 'audino'] }, { active: ['marill'] });
    const uses = () => keys(t).filter((k) => k.startsWith('ability:audino'));
    expect(uses()).toHaveLength(2); // the two in hand, not the Active one
    t.choose(uses()[0]);
    expect(t.zone('hand@0')).toHaveLength(3);
    expect(uses()).toHaveLength(1);
  });

  it("PK-II-E21: Gastro Acid removes Abilities until the end of the attacker's next turn, through the Checkups", () => {
    const t = table(
      { active: [{ def: 'arbok', attached: [E('grass-energy'), E('grass-energy')] }] },
      { active: ['samurott'] },
    );
    t.choose('attack:Gastro Acid');
    expect(t.card('active@1:samurott').characteristics.dc5All).toBe(0); // Samurott's shell is gone
    t.choose('pass');
    expect(t.state.turn.number).toBe(4);
    expect(t.card('active@1:samurott').characteristics.dc5All).toBe(0); // still gone in the attacker's next turn
    t.choose('pass');
    expect(t.card('active@1:samurott').characteristics.dc5All).toBe(-20);
  });

  it("PK-II-E22: Numbing Fang lasts until the end of the opponent's next turn", () => {
    const t = table({ active: [{ def: 'seviper', attached: [E('grass-energy')] }] }, { active: ['samurott'] });
    t.choose('attack:Numbing Fang');
    expect(t.card('active@1:samurott').characteristics.dc2All).toBe(-30);
    t.choose('pass');
    expect(t.card('active@1:samurott').characteristics.dc2All).toBe(0);
  });

  it('PK-II-E23: Sudden Clamp paralyzes only when Cloyster evolved from Shellder this turn', () => {
    const t = table(
      { active: [{ def: 'shellder', attached: [E('water-energy')] }], hand: ['cloyster'] },
      { active: ['snorlax'] },
    );
    t.choose('evolve:cloyster').choose('attack:Sudden Clamp');
    expect(t.card('active@1:snorlax').status.paralyzed).toBe(true);
    const u = table(
      { active: [{ def: 'shellder', attached: [{ def: 'cloyster', kind: 'evolution' }, E('water-energy')] }] },
      { active: ['snorlax'] },
    );
    u.choose('attack:Sudden Clamp');
    expect(u.card('active@1:snorlax').status.paralyzed).toBeUndefined();
  });

  it('PK-II-E24: Gale Thrust does 60 more when Scizor-EX came from the Bench this turn (by any means)', () => {
    const t = table(
      { active: ['marill'], bench: [{ def: 'scizor-ex', attached: [E('metal-energy')] }], hand: ['switch'] },
      { active: ['snorlax'] },
    );
    t.choose('trainer:switch').choose('scizor-ex').choose('attack:Gale Thrust');
    expect(t.card('active@1:snorlax').counters.damage).toBe(90);
    const u = table({ active: [{ def: 'scizor-ex', attached: [E('metal-energy')] }] }, { active: ['snorlax'] });
    u.choose('attack:Gale Thrust');
    expect(u.card('active@1:snorlax').counters.damage).toBe(30);
  });

  it('PK-II-E25: Sensing Blade does 70 more after a Supporter from hand this turn', () => {
    const t = table(
      { active: [{ def: 'gallade', attached: [E('psychic-energy')] }], hand: ['professors-letter'] },
      { active: ['snorlax'] },
    );
    t.choose('trainer:professors-letter').choose('attack:Sensing Blade');
    expect(t.card('active@1:snorlax').counters.damage).toBe(100);
  });

  it('PK-II-E26: Power Creation does 80 more after being healed at least 10 this turn', () => {
    const t = table(
      { active: [{ def: 'xerneas', attached: [E('fairy-energy')], counters: { damage: 20 } }], hand: ['potion'] },
      { active: ['snorlax'] },
    );
    t.choose('trainer:potion').select(['active@0:xerneas']).choose('attack:Power Creation');
    expect(t.card('active@1:snorlax').counters.damage).toBe(100);
  });
});

describe('procedures (PK-A01.5, PK-B03.4)', () => {
  it('PK-A01.5: under Smokescreen the attacking player flips first; tails: the attack fails and the turn ends', () => {
    let failed: TestTable | null = null;
    let went: TestTable | null = null;
    for (let seed = 1; seed < 40 && !(failed && went); seed++) {
      const t = table(
        { active: [{ def: 'inkay', attached: [E('water-energy')] }] },
        { active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')] }] },
        { seed },
      );
      t.choose('attack:Smokescreen').choose('attack:Ember');
      // Sorted by the coin itself, not by what the engine made of it.
      const coin = t.log.find((l) => l.rule === 'PK-A01.5' && l.message.includes('flips a coin'));
      if (coin?.message.endsWith('tails')) failed ??= t;
      else if (coin?.message.endsWith('heads')) went ??= t;
    }
    expect(failed!.log.some((l) => l.message === 'tails: the attack fails')).toBe(true);
    expect(failed!.card('active@0:inkay').counters.damage ?? 0).toBe(0);
    expect(failed!.state.turn).toMatchObject({ number: 4, activePlayer: 0 });
    expect(went!.card('active@0:inkay').counters.damage).toBe(40);
  });

  it("PK-B03.4: a declared Stadium effect may be used once during each player's turn, by either player", () => {
    const t = table(
      { active: ['snorlax'], hand: ['fire-energy', 'fire-energy'] },
      { active: ['marill'], hand: ['fighting-energy'] },
      { stadium: ['scorched-earth'] },
    );
    t.choose('ability:scorched-earth.dig').select(['hand@0:fire-energy']);
    expect(t.zone('hand@0')).toEqual(['fire-energy', 'water-energy', 'water-energy']);
    expect(t.log.some((l) => l.rule === 'PK-B03.4' && l.message === 'player 0 uses Scorched Earth')).toBe(true);
    expect(keys(t).filter((k) => k.startsWith('ability:scorched-earth'))).toEqual([]);
    t.choose('pass');
    expect(keys(t).filter((k) => k.startsWith('ability:scorched-earth'))).toHaveLength(1);
  });
});

describe('characteristics stay exact when only counters change', () => {
  it(
    'PK-II-D12: a static effect that reads damage counters is recomputed after damage (the layer cache is ' +
      'not reused)',
    () => {
      const wounded = {
        id: 'wounded-wing',
        name: 'Wounded Wing',
        kind: 'pokemon',
        stage: 'basic',
        hp: 80,
        types: ['C'],
        retreat: 2,
        tags: [],
        attacks: [{ name: 'Peck', cost: ['C'], damage: 10 }],
        abilities: [
          {
            id: 'wounded-wing.light',
            kind: 'static',
            continuous: [
              {
                affects: { self: true },
                parts: [
                  {
                    layer: 'modifiers',
                    op: {
                      kind: 'add',
                      key: 'retreat',
                      amount: {
                        op: 'if',
                        args: [{ op: 'gt', args: [{ op: 'counter', args: [{ ref: 'self' }, 'damage'] }, 0] }, -2, 0],
                      },
                    },
                  },
                ],
              },
            ],
          },
        ],
      };
      const eng = new RulesetRegistry().register(pokemonRuleset([...SAMPLE_POOL, wounded])).engine('pokemon');
      const t = TestTable.start(eng, {
        start: { activePlayer: 0, turn: 2, phase: 'main' },
        players: [
          {
            zones: { deck: filler, active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')] }] },
            data: { turnsTaken: 2 },
          },
          { zones: { deck: filler, active: ['wounded-wing'], bench: ['marill'] }, data: { turnsTaken: 1 } },
        ],
      });
      expect(t.card('active@1:wounded-wing').characteristics.retreat).toBe(2);
      t.choose('attack:Ember');
      expect(t.card('active@1:wounded-wing').counters.damage).toBe(40);
      expect(t.card('active@1:wounded-wing').characteristics.retreat).toBe(0); // 2 less with damage counters
      expect(keys(t)).toContain('retreat:free');
    },
  );
});

describe('characteristics stay exact when a turn starts', () => {
  it(
    'PK-II-E23: a static effect that reads the turn number is recomputed when the next turn starts ' +
      '(turnNumber declares it reads timing)',
    () => {
      // A Pokémon whose retreat cost is 0 in odd turns: nothing but the turn number changes between turn 2 and turn 3.
      const tidal = {
        id: 'tidal-owl',
        name: 'Tidal Owl',
        kind: 'pokemon',
        stage: 'basic',
        hp: 70,
        types: ['C'],
        retreat: 1,
        tags: [],
        attacks: [{ name: 'Peck', cost: ['C'], damage: 10 }],
        abilities: [
          {
            id: 'tidal-owl.ebb',
            kind: 'static',
            continuous: [
              {
                affects: { self: true },
                parts: [
                  {
                    layer: 'modifiers',
                    op: {
                      kind: 'add',
                      key: 'retreat',
                      amount: { op: 'if', args: [{ op: 'eq', args: [{ op: 'turnNumber', args: [] }, 3] }, -1, 0] },
                    },
                  },
                ],
              },
            ],
          },
        ],
      };
      const eng = new RulesetRegistry().register(pokemonRuleset([...SAMPLE_POOL, tidal])).engine('pokemon');
      const t = TestTable.start(eng, {
        start: { activePlayer: 0, turn: 2, phase: 'main' },
        players: [
          { zones: { deck: filler, active: ['marill'] }, data: { turnsTaken: 2 } },
          { zones: { deck: filler, active: ['tidal-owl'] }, data: { turnsTaken: 1 } },
        ],
      });
      expect(t.card('active@1:tidal-owl').characteristics.retreat).toBe(1);
      t.choose('pass');
      expect(t.state.turn).toMatchObject({ number: 3, activePlayer: 1 });
      expect(t.card('active@1:tidal-owl').characteristics.retreat).toBe(0);
    },
  );
});

describe('characteristics stay exact when last-known information expires', () => {
  it(
    "PK-II-E23: an effect that reads a gone card's last-known information is recomputed when that " +
      "information is dropped at a turn's start",
    () => {
      const t = table({ active: ['marill'] }, { active: ['snorlax'] });
      const marill = t.state.zones['active@0'][0];
      const hp = () => Number(engine.characteristics(t.state, marill).hp);
      const printed = hp();
      t.state.lastKnown.o999 = {
        object: { ...t.state.objects[marill], id: 'o999', zone: 'discard@0' },
        characteristics: { hp: 50 },
        turn: 1,
      };
      t.state.effects.push({
        id: 'e99',
        source: null,
        ability: null,
        controller: 0,
        timestamp: 1,
        lockedAt: null,
        affects: { objects: [marill] },
        parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'hp', amount: { op: 'char', args: ['o999', 'hp'] } } }],
        duration: { kind: 'game' },
        flags: [],
        vars: {},
        fromStatic: false,
      });
      t.state.version++;
      expect(hp()).toBe(printed + 50);
      t.choose('pass'); // turn 3: information from turn 1 is dropped
      expect(t.state.lastKnown.o999).toBeUndefined();
      expect(hp()).toBe(printed);
    },
  );
});

describe('"then" with a cost (PK-II-E19)', () => {
  it(
    'PK-II-E19 / PK-II-C17: "discard an Energy from the Defending Pokémon. Then, draw a card" — when A ' +
      'cannot be done, B is not',
    () => {
      const defender = { ref: 'var', path: 'defender' };
      const spitter = {
        id: 'acid-spitter',
        name: 'Acid Spitter',
        kind: 'pokemon',
        stage: 'basic',
        hp: 70,
        types: ['G'],
        retreat: 1,
        tags: [],
        attacks: [
          {
            name: 'Acid Drip',
            cost: ['C'],
            damage: 10,
            text: 'Discard an Energy attached to the Defending Pokémon. Then, draw a card.',
            effects: [
              {
                do: 'move',
                cards: { op: 'at', args: [{ op: 'attached', args: [defender] }, 0] },
                to: 'discard',
                into: 'r',
              },
              {
                do: 'if',
                cond: { ref: 'var', path: 'r.performed' },
                then: [{ do: 'moveTop', from: 'deck', player: { ref: 'controller' }, count: 1, to: 'hand' }],
              },
            ],
          },
        ],
      };
      // "Is not affected by attack effects" (PK-II-C17), from an Ability: the discard cannot be done to it.
      const guarded = {
        id: 'guarded',
        name: 'Guarded',
        kind: 'pokemon',
        stage: 'basic',
        hp: 60,
        types: ['P'],
        retreat: 1,
        tags: [],
        attacks: [{ name: 'Tackle', cost: ['C'], damage: 10 }],
        abilities: [
          {
            id: 'guarded.veil',
            kind: 'static',
            continuous: [
              {
                affects: { self: true },
                parts: [{ layer: 'modifiers', op: { kind: 'set', key: 'noAttackEffects', value: true } }],
              },
            ],
          },
        ],
      };
      const eng = new RulesetRegistry().register(pokemonRuleset([...SAMPLE_POOL, spitter, guarded])).engine('pokemon');
      const drip = (target: string) => {
        const t = TestTable.start(eng, {
          start: { activePlayer: 0, turn: 2, phase: 'main' },
          players: [
            {
              zones: { deck: filler, active: [{ def: 'acid-spitter', attached: [E('grass-energy')] }] },
              data: { turnsTaken: 2 },
            },
            {
              zones: { deck: filler, active: [{ def: target, attached: [E('water-energy')] }] },
              data: { turnsTaken: 1 },
            },
          ],
        });
        return t.choose('attack:Acid Drip');
      };
      // A done: the Energy is discarded, then a card is drawn.
      const done = drip('samurott');
      expect(done.zone('discard@1')).toEqual(['water-energy']);
      expect(done.zone('hand@0')).toHaveLength(1);
      // A cannot be done (the Defending Pokémon is not affected): nothing is discarded and nothing drawn.
      const none = drip('guarded');
      expect(none.zone('discard@1')).toEqual([]);
      expect(none.zone('hand@0')).toEqual([]);
    },
  );

  it(
    'PK-II-E19: Ultra Ball cannot be played without 2 other cards to discard; with them, discard 2 then ' + 'search',
    () => {
      expect(
        keys(table({ active: ['snorlax'], hand: ['ultra-ball', 'potion'] }, { active: ['marill'] })),
      ).not.toContain('trainer:ultra-ball');
      const t = table(
        { active: ['snorlax'], hand: ['ultra-ball', 'potion', 'switch'], deck: ['mewtwo-ex', ...filler] },
        { active: ['marill'] },
      );
      t.choose('trainer:ultra-ball')
        .expect({ pending: { min: 2, max: 2, rule: 'PK-II-E19' } })
        .select(['hand@0:potion', 'hand@0:switch'])
        .select(['deck@0:mewtwo-ex']);
      expect(t.zone('hand@0')).toEqual(['mewtwo-ex']);
      expect(t.zone('discard@0').sort()).toEqual(['potion', 'switch', 'ultra-ball']);
    },
  );
});

describe('choosing is not affecting (PK-II-B08, PK-II-C08, PK-II-C17)', () => {
  // Test cards: one that does not receive attack damage (PK-II-C16), one not affected by attack effects (PK-II-C17).
  const shielded = (id: string, key: 'noAttackDamage' | 'noAttackEffects') => ({
    id,
    name: id,
    kind: 'pokemon',
    stage: 'basic',
    hp: 60,
    types: ['P'],
    retreat: 1,
    tags: [],
    attacks: [{ name: 'Tackle', cost: ['C'], damage: 10 }],
    abilities: [
      {
        id: `${id}.shield`,
        kind: 'static',
        continuous: [
          { affects: { self: true }, parts: [{ layer: 'modifiers', op: { kind: 'set', key, value: true } }] },
        ],
      },
    ],
  });
  const eng = new RulesetRegistry()
    .register(
      pokemonRuleset([...SAMPLE_POOL, shielded('walled', 'noAttackDamage'), shielded('guarded', 'noAttackEffects')]),
    )
    .engine('pokemon');
  const start = (p0: Zones, p1: Zones) =>
    TestTable.start(eng, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [
        { zones: { deck: filler, ...p0 }, data: { turnsTaken: 2 } },
        { zones: { deck: filler, ...p1 }, data: { turnsTaken: 1 } },
      ],
    });
  const offered = (t: TestTable) => t.pending!.options.map((o) => t.state.objects[o.value as string].def).sort();

  it(
    'PK-II-B08 / PK-II-C17: a Benched Pokémon that takes no attack damage may be chosen and takes none; one ' +
      'only unaffected by attack effects takes the damage (Bench damage is damage calculation, not an effect)',
    () => {
      const t = start(
        { active: [{ def: 'emolga', attached: [E('lightning-energy')] }] },
        { active: ['snorlax'], bench: ['walled', 'guarded', 'marill'] },
      );
      t.choose('attack:Static Shock');
      expect(offered(t)).toEqual(['guarded', 'marill', 'walled']);
      t.select(['bench@1:walled', 'bench@1:guarded']);
      expect(t.card('bench@1:walled').counters.damage ?? 0).toBe(0);
      expect(t.card('bench@1:guarded').counters.damage).toBe(20);
    },
  );

  it(
    'PK-II-C08: a destination unaffected by attack effects may be chosen; it gets no counters, and those ' +
      'taken from the source are not put back',
    () => {
      const t = start(
        {
          active: [{ def: 'whimsicott', attached: [E('fairy-energy')] }],
          bench: [{ def: 'marill', counters: { damage: 30 } }],
        },
        { active: ['snorlax'], bench: ['guarded'] },
      );
      t.choose('attack:Wind Trick').select(['bench@0:marill']);
      expect(offered(t)).toEqual(['guarded', 'snorlax']);
      t.select(['bench@1:guarded']);
      expect(t.card('bench@0:marill').counters.damage).toBe(10);
      expect(t.card('bench@1:guarded').counters.damage ?? 0).toBe(0);
      expect(t.card('active@1:snorlax').counters.damage ?? 0).toBe(0);
    },
  );
});
