import { describe, it, expect } from 'vitest';
import { RulesetRegistry } from '@tcgkit/core';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { engine } from './support.js';
import { pokemonRuleset, SAMPLE_POOL } from '../src/index.js';

const E = (def: string) => ({ def, kind: 'energy' });
const filler = Array<string>(6).fill('water-energy');
const table = (p0: TableSetup['players'][0]['zones'], p1: TableSetup['players'][0]['zones'], seed = 1) =>
  TestTable.start(engine, {
    seed,
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      { zones: { deck: filler, ...p0 }, data: { turnsTaken: 2 } },
      { zones: { deck: filler, ...p1 }, data: { turnsTaken: 1 } },
    ],
  });
const keys = (t: TestTable) => t.pending!.options.map((o) => o.key);

describe('card-text glossary (PK-II)', () => {
  it('PK-II-C16 / PK-II-C17: after a heads "Hide", the next attack does no damage and its effects do not apply', () => {
    let hidden: TestTable | null = null;
    for (let seed = 1; seed < 30 && !hidden; seed++) {
      const t = table(
        { active: [{ def: 'kakuna', attached: [E('grass-energy')] }], bench: ['marill'] },
        { active: [{ def: 'koffing', attached: [E('psychic-energy'), E('psychic-energy')] }], bench: ['marill'] },
        seed,
      );
      t.choose('attack:Hide');
      if (t.log.some((l) => l.message.endsWith('flips a coin: heads'))) hidden = t; // by the coin itself
    }
    const t = hidden!;
    expect(t.state.turn).toMatchObject({ number: 3, activePlayer: 1 });
    t.choose('attack:Stun Gas');
    const k = t.card('active@0:kakuna');
    expect(k.counters.damage ?? 0).toBe(0);
    expect(k.status.paralyzed).toBeUndefined();
    expect(t.log.some((l) => l.rule === 'PK-II-C16' && l.message === 'DC6: 0 (does not receive attack damage)')).toBe(
      true,
    );
  });

  it('PK-II-C17 / PK-II-C07: after a heads "Hide", damage counters placed by an attack are an effect: none', () => {
    let hidden: TestTable | null = null;
    for (let seed = 1; seed < 30 && !hidden; seed++) {
      const t = table(
        { active: [{ def: 'kakuna', attached: [E('grass-energy')] }], bench: ['marill'] },
        { active: [{ def: 'gengar', attached: [E('psychic-energy')] }], bench: ['marill'] },
        seed,
      );
      t.choose('attack:Hide');
      if (t.log.some((l) => l.message.endsWith('flips a coin: heads'))) hidden = t; // by the coin itself
    }
    const t = hidden!;
    t.choose('attack:Shadow Attack').select(['active@0:kakuna']);
    expect(t.card('active@0:kakuna').counters.damage ?? 0).toBe(0);
    // The attack was used (the turn passed): only its effect on the hidden Pokémon was stopped.
    expect(t.state.turn.activePlayer).toBe(0);
  });

  it(
    "PK-II-C04: Roar — the opponent chooses which Benched Pokémon becomes their Active; its old Active's " +
      'conditions go',
    () => {
      const t = table(
        { active: [{ def: 'sandslash', attached: [E('fighting-energy')] }] },
        { active: [{ def: 'samurott', status: { confused: true } }], bench: ['marill', 'litleo'] },
      );
      t.choose('attack:Roar');
      t.expect({ pending: { player: 1, prompt: 'newActive', rule: 'PK-II-C04' } }).choose('litleo');
      expect(t.zone('active@1')).toEqual(['litleo']);
      expect(t.card('bench@1:samurott').status.confused).toBeUndefined();
    },
  );

  it("PK-II-C05: Lysandre — the user chooses which of the opponent's Benched Pokémon comes in", () => {
    const t = table(
      { active: ['sandslash'], hand: ['lysandre'] },
      { active: ['samurott'], bench: ['marill', 'litleo'] },
    );
    t.choose('trainer:lysandre');
    t.expect({ pending: { player: 0, prompt: 'newActive', rule: 'PK-II-C05' } }).choose('marill');
    expect(t.zone('active@1')).toEqual(['marill']);
    expect(t.zone('bench@1').sort()).toEqual(['litleo', 'samurott']);
    const none = table({ active: ['sandslash'], hand: ['lysandre'] }, { active: ['samurott'] });
    expect(keys(none)).not.toContain('trainer:lysandre'); // no Benched Pokémon: nothing would change
  });

  it(
    'PK-II-C05 / PK-II-C17: a Seduce-like attack may choose a Benched Pokémon unaffected by attack effects ' +
      '(choosing is not affecting), and then nothing is switched; Lysandre (a Trainer) switches it in',
    () => {
      // Test cards: an attack that gusts, and a Pokémon whose Ability makes it unaffected by attack effects.
      const seducer = {
        id: 'seducer',
        name: 'Seducer',
        kind: 'pokemon',
        stage: 'basic',
        hp: 70,
        types: ['W'],
        retreat: 1,
        tags: [],
        attacks: [{ name: 'Seduce', cost: ['C'], damage: 0, effects: [{ do: 'gust', player: { ref: 'opponent' } }] }],
      };
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
      const eng = new RulesetRegistry().register(pokemonRuleset([...SAMPLE_POOL, seducer, guarded])).engine('pokemon');
      const start = (p0: TableSetup['players'][0]['zones'], bench: string[]) =>
        TestTable.start(eng, {
          start: { activePlayer: 0, turn: 2, phase: 'main' },
          players: [
            { zones: { deck: filler, ...p0 }, data: { turnsTaken: 2 } },
            {
              zones: { deck: filler, active: [{ def: 'samurott', status: { confused: true } }], bench },
              data: { turnsTaken: 1 },
            },
          ],
        });
      const attacker = { active: [{ def: 'seducer', attached: [E('water-energy')] }] };
      const ids = (t: TestTable) => ({ active: [...t.state.zones['active@1']], bench: [...t.state.zones['bench@1']] });
      // (a) The attack offers every Benched Pokémon, the protected one too.
      const seduce = start(attacker, ['guarded', 'marill']);
      seduce.choose('attack:Seduce');
      seduce.expect({ pending: { player: 0, prompt: 'newActive', rule: 'PK-II-C05' } });
      expect(
        keys(seduce)
          .map((k) => k.split(':')[0])
          .sort(),
      ).toEqual(['guarded', 'marill']);
      // (b) Choosing the protected one: "the switch cannot be done". Nothing moves, and the Active keeps
      // its Special Condition (it goes only with a switch); the attack is over and the turn passes.
      const before = ids(seduce);
      seduce.choose('guarded');
      expect(ids(seduce)).toEqual(before);
      expect(seduce.card('active@1:samurott').status.confused).toBe(true);
      expect(seduce.state.turn.activePlayer).toBe(1);
      // (c) Choosing an unprotected one switches it in; the old Active's condition goes with the switch.
      const other = start(attacker, ['guarded', 'marill']);
      other.choose('attack:Seduce').choose('marill');
      expect(other.zone('active@1')).toEqual(['marill']);
      expect(other.zone('bench@1').sort()).toEqual(['guarded', 'samurott']);
      expect(other.card('bench@1:samurott').status.confused).toBeUndefined();
      // With only the protected one on the Bench it is still offered, and choosing it switches nothing.
      const alone = start(attacker, ['guarded']);
      alone.choose('attack:Seduce');
      expect(keys(alone).map((k) => k.split(':')[0])).toEqual(['guarded']);
      alone.choose('guarded');
      expect(alone.zone('active@1')).toEqual(['samurott']);
      expect(alone.zone('bench@1')).toEqual(['guarded']);
      // A Trainer card's effect is not an attack's: Lysandre brings the protected Pokémon in.
      const trainer = start({ active: ['seducer'], hand: ['lysandre'] }, ['guarded', 'marill']);
      trainer.choose('trainer:lysandre');
      expect(
        keys(trainer)
          .map((k) => k.split(':')[0])
          .sort(),
      ).toEqual(['guarded', 'marill']);
      trainer.choose('guarded');
      expect(trainer.zone('active@1')).toEqual(['guarded']);
    },
  );

  it(
    'PK-II-C14: "can\'t retreat" during the opponent\'s next turn; switching by an Item still works ' +
      '(PK-II-C03) and clears it',
    () => {
      const t = table(
        { active: [{ def: 'sandslash', attached: [E('fighting-energy')] }] },
        {
          active: [{ def: 'samurott', attached: [E('water-energy'), E('water-energy')] }],
          bench: ['marill'],
          hand: ['switch'],
        },
      );
      t.choose('attack:Sand Trap');
      expect(t.state.turn.activePlayer).toBe(1);
      expect(keys(t).filter((k) => k.startsWith('retreat:'))).toEqual([]);
      expect(keys(t)).toContain('trainer:switch');
      t.choose('trainer:switch').choose('marill');
      expect(t.zone('active@1')).toEqual(['marill']);
      expect(t.state.effects).toEqual([]); // the effect left with the Pokémon (PK-A03.4)
    },
  );

  it('PK-II-C06: a healing Trainer cannot be played when no Pokémon has damage counters', () => {
    const t = table({ active: ['sandslash'], hand: ['potion'] }, { active: ['samurott'] });
    expect(keys(t)).not.toContain('trainer:potion');
    const u = table(
      { active: [{ def: 'sandslash', counters: { damage: 10 } }], hand: ['potion'] },
      { active: ['samurott'] },
    );
    u.choose('trainer:potion').select(['active@0:sandslash']);
    expect(u.card('active@0:sandslash').counters.damage ?? 0).toBe(0); // healed 30 of 10: all removed
  });
});

describe('counters and searches', () => {
  it('PK-II-C07: damage counters placed by an attack ignore Weakness, Resistance and damage effects', () => {
    const t = table(
      { active: [{ def: 'gengar', attached: [E('psychic-energy')] }] },
      { active: [{ def: 'mewtwo-ex', attached: [{ def: 'hard-charm', kind: 'tool' }] }], bench: ['marill'] },
    );
    t.choose('attack:Shadow Attack').select(['bench@1:marill']);
    expect(t.card('bench@1:marill').counters.damage).toBe(30);
    expect(t.log.filter((l) => /^DC\d/.test(l.message))).toEqual([]);
    const u = table(
      { active: [{ def: 'gengar', attached: [E('psychic-energy')] }] },
      { active: [{ def: 'mewtwo-ex', attached: [{ def: 'hard-charm', kind: 'tool' }] }], bench: ['marill'] },
    );
    u.choose('attack:Shadow Attack').select(['active@1:mewtwo-ex']);
    expect(u.card('active@1:mewtwo-ex').counters.damage).toBe(30); // Weakness (Psychic) and Hard Charm do not apply
  });

  it('PK-H.2 / PK-H.4 / PK-II-E18: searching the deck may find nothing, and the deck is shuffled either way', () => {
    const deck = ['water-energy', 'marill', 'water-energy', 'poliwag', 'water-energy', 'water-energy'];
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [
        { zones: { active: ['litleo'], hand: ['nest-ball', 'nest-ball'], deck } },
        { zones: { active: ['samurott'], deck: filler } },
      ],
    });
    t.choose('trainer:nest-ball');
    t.expect({ pending: { kind: 'select', min: 0, max: 1, rule: 'PK-H.2' } });
    expect(t.pending!.options.map((o) => t.state.objects[o.value as string].def).sort()).toEqual(['marill', 'poliwag']);
    t.select(['deck@0:poliwag']);
    expect(t.zone('bench@0')).toEqual(['poliwag']);
    expect(t.log.filter((l) => l.message === 'deck@0 is shuffled')).toHaveLength(1);
    t.choose('trainer:nest-ball').select([]); // choose none: allowed when searching (PK-H.2)
    expect(t.zone('bench@0')).toEqual(['poliwag']);
    // shuffled even though nothing was found
    expect(t.log.filter((l) => l.message === 'deck@0 is shuffled')).toHaveLength(2);
    expect(t.zone('deck@0').sort()).toEqual(['marill', 'water-energy', 'water-energy', 'water-energy', 'water-energy']);
  });
});
