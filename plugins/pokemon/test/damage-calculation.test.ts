import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import { engine } from './support.js';
import { RulesetRegistry, type CardPlacement } from '@tcgkit/core';
import { pokemonRuleset, SAMPLE_POOL, NOT_ON_POKEMON } from '../src/index.js';

const energy = (...types: string[]) => types.map((t) => ({ def: t, kind: 'energy' }));
const filler = Array<string>(8).fill('water-energy');

/** P0 (to act, turn 2) attacks with `attacker`; P1's Active is `defender`. */
function board(
  attacker: CardPlacement,
  defender: CardPlacement,
  seed = 1,
  extra: { p0Bench?: CardPlacement[]; p1Bench?: CardPlacement[] } = {},
) {
  return TestTable.start(engine, {
    seed,
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      {
        zones: {
          active: [attacker],
          bench: extra.p0Bench ?? [],
          deck: filler,
          prizes: Array<string>(6).fill('water-energy'),
        },
        data: { prizesSet: 6 },
      },
      {
        zones: {
          active: [defender],
          bench: extra.p1Bench ?? [{ def: 'marill' }],
          deck: filler,
          prizes: Array<string>(6).fill('water-energy'),
        },
        data: { prizesSet: 6 },
      },
    ],
  });
}

const dcLog = (t: TestTable) => t.log.filter((l) => /^(self )?DC\d/.test(l.message)).map((l) => l.message);

describe('damage calculation (PK-A01.DC1–DC6) — the worked examples', () => {
  it('PK-LG-19 / PK-A01.DC3: (20 + 10) × 2 = 60 against a Weakness', () => {
    let heads: TestTable | null = null;
    let tails: TestTable | null = null;
    for (let seed = 1; seed < 40 && (!heads || !tails); seed++) {
      const t = board({ def: 'poliwag', attached: energy('water-energy') }, { def: 'litleo' }, seed).choose(
        'attack:Tidal Slap',
      );
      // Sorted by the coin itself, not by the damage the engine made of it.
      const coin = t.log.find((l) => l.message.startsWith('player 0 flips a coin'));
      if (coin?.message.endsWith('heads')) heads ??= t;
      else if (coin?.message.endsWith('tails')) tails ??= t;
    }
    expect(dcLog(heads!)).toEqual([
      "DC1: 30 (the attack's own damage)",
      'DC2: 30 (effects on the attacking Pokémon +0)',
      'DC3: 60 (Weakness ×2)',
      'DC6: 60 (6 damage counters)',
    ]);
    expect(heads!.card('active@1:litleo').counters.damage).toBe(60);
    expect(dcLog(tails!)).toEqual([
      "DC1: 20 (the attack's own damage)",
      'DC2: 20 (effects on the attacking Pokémon +0)',
      'DC3: 40 (Weakness ×2)',
      'DC6: 40 (4 damage counters)',
    ]);
    expect(tails!.card('active@1:litleo').counters.damage).toBe(40);
  });

  it('PK-LG-19 example 2: (80 + 0) × 2 − 20 (Ability) − 20 (Hard Charm) = 120', () => {
    const t = board(
      { def: 'thundurus', attached: energy('lightning-energy', 'lightning-energy', 'lightning-energy') },
      { def: 'samurott', attached: [{ def: 'hard-charm', kind: 'tool' }] },
    ).choose('attack:Disaster Volt');
    expect(dcLog(t)).toEqual([
      "DC1: 80 (the attack's own damage)",
      'DC2: 80 (effects on the attacking Pokémon +0)',
      'DC3: 160 (Weakness ×2)',
      'DC5: 120 (effects on the defending Pokémon -40)',
      'DC6: 120 (12 damage counters)',
    ]);
    expect(t.card('active@1:samurott').counters.damage).toBe(120);
  });

  it('PK-II-B09 FAQ2: Hard Charm does not reduce the damage an attacker does to itself', () => {
    const t = board(
      {
        def: 'voltage-rusher',
        attached: [...energy('lightning-energy', 'lightning-energy'), { def: 'hard-charm', kind: 'tool' }],
      },
      { def: 'samurott' },
    ).choose('attack:Voltage Rush');
    expect(t.card('active@0:voltage-rusher').counters.damage).toBe(50);
    expect(t.card('active@1:samurott').counters.damage).toBe(180); // (100) × 2 − 20 (its Ability)
  });

  it(
    'PK-II-B05 FAQ / PK-A01.DC2: Photon Wave is an effect on the Pokémon hit, applied at DC2 of its next ' + 'attack',
    () => {
      const t = board(
        { def: 'mewtwo-ex', attached: energy('psychic-energy', 'psychic-energy') },
        { def: 'thundurus', attached: energy('lightning-energy', 'lightning-energy', 'lightning-energy') },
      ).choose('attack:Photon Wave');
      // Turn 3: player 1's Thundurus attacks Mewtwo-EX: 80 − 30 = 50.
      expect(t.state.turn).toMatchObject({ number: 3, activePlayer: 1 });
      t.choose('attack:Disaster Volt');
      expect(dcLog(t).slice(-3)).toEqual([
        "DC1: 80 (the attack's own damage)",
        'DC2: 50 (effects on the attacking Pokémon -30)',
        'DC6: 50 (5 damage counters)',
      ]);
      expect(t.card('active@0:mewtwo-ex').counters.damage).toBe(50);
    },
  );

  it(
    'PK-II-B04 FAQ / PK-A01.DC5: "this Pokémon takes 40 more damage" is an effect on the defender, applied ' + 'at DC5',
    () => {
      const t = board(
        { def: 'fletchinder', attached: energy('fire-energy') },
        { def: 'thundurus', attached: energy('lightning-energy', 'lightning-energy', 'lightning-energy') },
      ).choose('attack:Jet Shoot');
      t.choose('attack:Disaster Volt');
      expect(dcLog(t).slice(-3)).toEqual([
        'DC2: 80 (effects on the attacking Pokémon +0)',
        'DC5: 120 (effects on the defending Pokémon +40)',
        'DC6: 120 (12 damage counters)',
      ]);
    },
  );

  it('PK-II-B03 / PK-A01.DC1: a "−" attack reduced to 0 ends the calculation, so Muscle Band adds nothing', () => {
    const t = board(
      {
        def: 'marill',
        counters: { damage: 30 },
        attached: [...energy('water-energy'), { def: 'muscle-band', kind: 'tool' }],
      },
      { def: 'samurott' },
    ).choose('attack:Ebb Tide');
    expect(dcLog(t)).toEqual(["DC1: 0 (the attack's own damage)"]);
    expect(t.card('active@1:samurott').counters.damage ?? 0).toBe(0);
    expect(t.log.filter((l) => l.rule === 'PK-A01.DC6')).toEqual([]);
  });

  it('PK-II-C01 FAQ: a Double Colorless Energy counts as 2 when 2 Energy must be discarded', () => {
    const t = board(
      { def: 'snorlax', attached: energy('double-colorless-energy', 'water-energy') },
      { def: 'samurott' },
    ).choose('attack:Heavy Press');
    expect(t.zone('discard@0')).toEqual(['double-colorless-energy']);
    expect(t.card('active@0:snorlax').counters).toEqual({});
    expect(t.state.objects[t.card('active@0:snorlax').id].attached.map((a) => t.state.objects[a].def)).toEqual([
      'water-energy',
    ]);
  });

  it(
    'PK-II-C01: "discard 2 Energy" — the attacking player chooses which; two basic Energy instead of one ' +
      'Double Colorless',
    () => {
      const t = board(
        { def: 'snorlax', attached: energy('double-colorless-energy', 'water-energy', 'water-energy') },
        { def: 'samurott' },
      ).choose('attack:Heavy Press');
      // Only the ways that discard exactly 2 Energy are offered (a DCE plus a basic would be 3).
      expect(t.pending?.player).toBe(0);
      expect(t.pending?.options.map((o) => o.key).sort()).toEqual([
        'double-colorless-energy',
        'water-energy+water-energy',
      ]);
      t.choose('water-energy+water-energy');
      expect(t.zone('discard@0')).toEqual(['water-energy', 'water-energy']);
      expect(t.state.objects[t.card('active@0:snorlax').id].attached.map((a) => t.state.objects[a].def)).toEqual([
        'double-colorless-energy',
      ]);
    },
  );

  it(
    'PK-II-B07 FAQ: an attack ignoring effects on the Defending Pokémon applies the Weakness a Tool ' + 'removed (×2)',
    () => {
      // A Weakness Policy-like Tool: "the Pokémon this card is attached to has no Weakness" (an effect on the
      // defender).
      const host = { op: 'attachedTo', args: [{ ref: 'self' }] };
      const policy = {
        id: 'weakness-guard',
        name: 'Weakness Guard',
        kind: 'trainer',
        trainerType: 'tool',
        text: 'The Pokémon this card is attached to has no Weakness.',
        abilities: [
          {
            id: 'weakness-guard.no-weakness',
            kind: 'static',
            continuous: [
              {
                affects: {
                  selector: { zone: ['active', 'bench'], where: { op: 'eq', args: [{ ref: 'card' }, host] } },
                },
                parts: [{ layer: 'modifiers', op: { kind: 'set', key: 'weakness', value: null } }],
              },
            ],
          },
        ],
      };
      const eng = new RulesetRegistry().register(pokemonRuleset([...SAMPLE_POOL, policy])).engine('pokemon');
      const start = (attack: string, attacker: CardPlacement) => {
        const t = TestTable.start(eng, {
          start: { activePlayer: 0, turn: 2, phase: 'main' },
          players: [
            { zones: { active: [attacker], deck: filler } },
            {
              zones: {
                active: [{ def: 'snorlax', attached: [{ def: 'weakness-guard', kind: 'tool' }] }],
                deck: filler,
              },
            },
          ],
        });
        expect(t.card('active@1:snorlax').characteristics.weakness).toBeNull(); // the Tool works
        return t.choose(attack);
      };
      // Pierce ignores effects on the Defending Pokémon: Snorlax's printed Fighting Weakness counts, 50 × 2.
      const pierce = start('attack:Pierce', { def: 'mienfoo', attached: energy('fighting-energy', 'water-energy') });
      expect(pierce.card('active@1:snorlax').counters.damage).toBe(100);
    },
  );

  it(
    'PK-II-B07: an effect marked "not on the Pokémon" (a Stadium\'s) still counts for Pierce; unmarked, it ' +
      'is left out',
    () => {
      // "Pokémon in play have no Weakness and take 20 less damage from attacks", once as a Stadium whose card marks the
      // effect as reaching Pokémon from elsewhere, once unmarked (so it counts as on the Defending Pokémon).
      const field = (id: string, flags: string[]) => ({
        id,
        name: id,
        kind: 'trainer',
        trainerType: 'stadium',
        text: 'Pokémon in play have no Weakness and take 20 less damage from attacks.',
        abilities: [
          {
            id: `${id}.calm`,
            kind: 'static',
            continuous: [
              {
                affects: { selector: { zone: ['active', 'bench'] } },
                parts: [
                  { layer: 'modifiers', op: { kind: 'set', key: 'weakness', value: null } },
                  { layer: 'modifiers', op: { kind: 'add', key: 'dc5All', amount: -20 } },
                ],
                flags,
              },
            ],
          },
        ],
      });
      const pool = [...SAMPLE_POOL, field('calm-field', [NOT_ON_POKEMON]), field('calm-field-unmarked', [])];
      const eng = new RulesetRegistry().register(pokemonRuleset(pool)).engine('pokemon');
      const pierce = (stadium: string) => {
        const t = TestTable.start(eng, {
          start: { activePlayer: 0, turn: 2, phase: 'main' },
          players: [
            {
              zones: {
                active: [{ def: 'mienfoo', attached: energy('fighting-energy', 'water-energy') }],
                deck: filler,
                stadium: [stadium],
              },
            },
            { zones: { active: ['snorlax'], deck: filler } },
          ],
        });
        expect(t.card('active@1:snorlax').characteristics.weakness).toBeNull(); // the Stadium works
        return t.choose('attack:Pierce').card('active@1:snorlax').counters.damage;
      };
      // Marked: no Weakness and −20 still apply to Pierce's 50 (a wrong engine reading printed Weakness gives 100).
      expect(pierce('calm-field')).toBe(30);
      // Unmarked: on the Defending Pokémon, so Pierce leaves it out: printed Fighting Weakness ×2, no −20.
      expect(pierce('calm-field-unmarked')).toBe(100);
    },
  );

  it('PK-II-D08 FAQ: Rainbow Energy counts as every type for "discard all [Fire] Energy"', () => {
    const t = board(
      { def: 'talonflame', attached: energy('fire-energy', 'rainbow-energy', 'water-energy') },
      { def: 'samurott' },
    ).choose('attack:Flare Blitz');
    expect(t.zone('discard@0').sort()).toEqual(['fire-energy', 'rainbow-energy']);
  });

  it('PK-II-D16: Focus Sash leaves a Fighting Pokémon at full HP with 10 HP and is discarded', () => {
    const t = board(
      { def: 'thundurus', attached: energy('lightning-energy', 'lightning-energy', 'lightning-energy') },
      { def: 'hawlucha', attached: [{ def: 'focus-sash', kind: 'tool' }] },
    ).choose('attack:Disaster Volt');
    const h = t.card('active@1:hawlucha');
    expect(h.counters.damage).toBe(60);
    expect(Number(h.characteristics.hp) - h.counters.damage).toBe(10);
    expect(t.zone('discard@1')).toEqual(['focus-sash']);
    expect(t.log.some((l) => l.rule === 'PK-II-A.2' && l.message.includes('focus-sash.endure'))).toBe(true);
  });
});
