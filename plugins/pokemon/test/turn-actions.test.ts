import { describe, it, expect } from 'vitest';
import { RulesetRegistry } from '@tcgkit/core';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { pokemonRuleset, SAMPLE_POOL } from '../src/index.js';
import { engine } from './support.js';

const E = (def: string) => ({ def, kind: 'energy' });
const filler = Array<string>(6).fill('water-energy');

/** Player 0 to act in the main phase of turn `turn` (turn 2+ avoids the first-turn rules). */
function table(
  p0: TableSetup['players'][0]['zones'],
  p1: TableSetup['players'][0]['zones'] = { active: ['marill'] },
  opts: { turn?: number; options?: Record<string, unknown>; turnsTaken?: number } = {},
) {
  return TestTable.start(engine, {
    start: { activePlayer: 0, turn: opts.turn ?? 2, phase: 'main' },
    options: opts.options,
    players: [
      { zones: { deck: filler, ...p0 }, data: { turnsTaken: opts.turnsTaken ?? 2 } },
      { zones: { deck: filler, ...p1 } },
    ],
  });
}
const keys = (t: TestTable) => t.pending!.options.map((o) => o.key);

describe('the turn (PK-A, PK-B, PK-C)', () => {
  it('PK-A04.1 / PK-A04.2: Basics go onto the Bench one at a time, never past 5', () => {
    const t = table({
      active: ['poliwag'],
      bench: ['marill', 'marill', 'marill', 'marill'],
      hand: ['litleo', 'hawlucha'],
    });
    expect(keys(t)).toEqual(expect.arrayContaining(['bench:litleo', 'bench:hawlucha']));
    t.choose('bench:litleo');
    expect(t.zone('bench@0')).toHaveLength(5);
    t.expect({ pending: { excludes: ['bench:hawlucha'] } });
  });

  it(
    'PK-A05.1 / PK-A05.2: evolve onto the named Pokémon; not on your first turn, not on a Pokémon played ' +
      'or evolved this turn',
    () => {
      const t = table({ active: ['poliwag'], hand: ['poliwhirl', 'poliwrath', 'poliwag'] });
      t.expect({ pending: { includes: ['evolve:poliwhirl:' + t.card('active@0:poliwag').id], excludes: [] } });
      expect(keys(t).filter((k) => k.startsWith('evolve:poliwrath'))).toEqual([]); // no Stage 2 onto a Basic
      t.choose('evolve:poliwhirl');
      expect(t.card('active@0:poliwag').characteristics).toMatchObject({ name: 'Poliwhirl', hp: 90, stage: 'stage1' });
      expect(keys(t).filter((k) => k.startsWith('evolve:'))).toEqual([]); // evolved this turn: not again (PK-A05.2)
      t.choose('bench:poliwag');
      expect(keys(t).filter((k) => k.startsWith('evolve:'))).toEqual([]); // the Benched Poliwag was played this turn
      const first = table({ active: ['poliwag'], hand: ['poliwhirl'] }, undefined, { turnsTaken: 1 });
      expect(keys(first).filter((k) => k.startsWith('evolve:'))).toEqual([]); // the player's own first turn
    },
  );

  it(
    'PK-A05.3 / PK-A05.4: evolving keeps Energy, Tools and damage, removes Special Conditions, and changes ' +
      'the attacks',
    () => {
      const t = table({
        active: [
          {
            def: 'poliwag',
            counters: { damage: 20 },
            status: { confused: true },
            attached: [E('water-energy'), { def: 'hard-charm', kind: 'tool' }],
          },
        ],
        hand: ['poliwhirl'],
      });
      t.choose('evolve:poliwhirl');
      const c = t.card('active@0:poliwag');
      expect(c.counters.damage).toBe(20);
      expect(c.status.confused).toBeUndefined();
      expect(c.characteristics.attacks).toEqual(['Water Gun']);
      expect(t.state.objects[c.id].attached.map((a) => t.state.objects[a].def)).toEqual([
        'water-energy',
        'hard-charm',
        'poliwhirl',
      ]);
    },
  );

  it('PK-C.2: the options to attach an Energy name the spot, so that two Pokémon of one name read apart', () => {
    const t = table({ active: ['poliwag'], bench: ['marill', 'poliwag'], hand: ['water-energy', 'hard-charm'] });
    const labels = t.pending!.options.map((o) => o.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'attach water-energy to Poliwag (Active)',
        'attach water-energy to Marill (Bench 1)',
        'attach water-energy to Poliwag (Bench 2)',
        'attach Hard Charm to Poliwag (Bench 2)',
      ]),
    );
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('PK-C.2: one Energy from hand per turn', () => {
    const t = table({ active: ['poliwag'], hand: ['water-energy', 'water-energy'] });
    t.choose('attach:water-energy');
    expect(keys(t).filter((k) => k.startsWith('attach:'))).toEqual([]);
    expect(t.card('active@0:poliwag').characteristics.name).toBe('Poliwag');
  });

  it(
    'PK-C.2: attaching an Energy from the hand changes no computed characteristics unless something in ' +
      'force reads attachments',
    () => {
      const t = table(
        { active: ['poliwag'], hand: ['water-energy', 'water-energy'] },
        { active: [{ def: 'marill', attached: [{ def: 'muscle-band', kind: 'tool' }] }] },
      );
      const poliwag = t.card('active@0:poliwag').id;
      const layers = engine.services.layers;
      const before = layers.view(t.state, poliwag);
      t.choose('attach:water-energy');
      // Nothing in play reads attachments (the Muscle Band reads only where it is attached itself):
      // the same results serve.
      expect(layers.view(t.state, poliwag)).toBe(before);
      // An effect in force that counts a Pokémon's attached cards reads them: the next attachment is seen at once.
      const u = table({ active: ['poliwag'], hand: ['water-energy'] });
      const id = u.card('active@0:poliwag').id;
      u.state.effects.push({
        id: 'e-attached',
        source: null,
        ability: null,
        controller: 0,
        timestamp: 1000,
        lockedAt: null,
        affects: { objects: [id] },
        parts: [
          {
            layer: 'modifiers',
            op: {
              kind: 'add',
              key: 'hp',
              amount: { op: 'mul', args: [10, { op: 'len', args: [{ op: 'attached', args: [id] }] }] },
            },
          },
        ],
        duration: { kind: 'game' },
        flags: [],
        vars: {},
        fromStatic: false,
      });
      u.state.version++;
      expect(layers.view(u.state, id).hp).toBe(60);
      u.choose('attach:water-energy');
      expect(layers.view(u.state, id).hp).toBe(70);
    },
  );

  it('PK-B02.1 / PK-B01.2: one Supporter per turn; Items any number; a used Trainer goes to the discard', () => {
    const t = table({
      active: [{ def: 'poliwag', counters: { damage: 30 } }],
      bench: ['marill'],
      hand: ['professors-letter', 'professors-letter', 'potion', 'switch'],
    });
    t.choose('trainer:professors-letter');
    expect(t.zone('discard@0')).toEqual(['professors-letter']);
    expect(keys(t)).not.toContain('trainer:professors-letter');
    t.choose('trainer:potion').select(['active@0:poliwag']);
    expect(t.card('active@0:poliwag').counters.damage ?? 0).toBe(0);
    t.choose('trainer:switch').choose('marill');
    expect(t.zone('active@0')).toEqual(['marill']);
  });

  it(
    'PK-B03.1 / PK-B03.2: a Stadium of the same name cannot be played; another replaces it (the old one is ' +
      'discarded); one per turn',
    () => {
      const t = TestTable.start(engine, {
        start: { activePlayer: 0, turn: 2, phase: 'main' },
        players: [
          { zones: { active: ['poliwag'], hand: ['silent-lab', 'fighting-stadium', 'silent-lab'], deck: filler } },
          { zones: { active: ['marill'], deck: filler, stadium: ['silent-lab'] } },
        ],
      });
      expect(t.zone('stadium')).toEqual(['silent-lab']);
      expect(keys(t)).not.toContain('trainer:silent-lab');
      t.choose('trainer:fighting-stadium');
      expect(t.zone('stadium')).toEqual(['fighting-stadium']);
      expect(t.zone('discard@1')).toEqual(['silent-lab']); // to its owner's discard
      expect(keys(t)).not.toContain('trainer:silent-lab'); // one Stadium per turn
    },
  );

  it(
    'PK-B03.2: "the same name" compares names — a reprint of the Stadium in play (another card id) cannot ' +
      'be played',
    () => {
      const reprint = {
        id: 'silent-lab-reprint',
        name: 'Silent Lab',
        kind: 'trainer',
        trainerType: 'stadium',
        text: '',
      };
      const eng = new RulesetRegistry().register(pokemonRuleset([...SAMPLE_POOL, reprint])).engine('pokemon');
      const t = TestTable.start(eng, {
        start: { activePlayer: 0, turn: 2, phase: 'main' },
        players: [
          { zones: { active: ['poliwag'], hand: ['silent-lab-reprint', 'fighting-stadium'], deck: filler } },
          { zones: { active: ['marill'], deck: filler, stadium: ['silent-lab'] } },
        ],
      });
      expect(keys(t)).not.toContain('trainer:silent-lab-reprint');
      expect(keys(t)).toContain('trainer:fighting-stadium'); // a different name still may
    },
  );

  it(
    "PK-B03.3: an automatic Stadium effect works for both players — Silent Lab removes Basic Pokémon's " + 'Abilities',
    () => {
      const t = table({ active: ['poliwag'], hand: ['silent-lab'] }, { active: ['samurott'] });
      expect(t.card('active@1:samurott').characteristics.abilities).toEqual(['samurott.shell']);
      t.choose('trainer:silent-lab');
      expect(t.state.objects[t.card('active@1:samurott').id]).toBeDefined();
      const chars = t.card('active@1:samurott').characteristics;
      expect(chars.invalidAbilities).toEqual(['*']);
      expect(chars.dc5All).toBe(0); // its −20 Ability no longer applies
    },
  );

  it('PK-B01.3: one Pokémon Tool per Pokémon', () => {
    const t = table({ active: ['poliwag'], bench: ['marill'], hand: ['hard-charm', 'muscle-band'] });
    t.choose('tool:hard-charm:' + t.card('active@0:poliwag').id);
    expect(keys(t).filter((k) => k.startsWith('tool:'))).toEqual(['tool:muscle-band:' + t.card('bench@0:marill').id]);
  });

  it(
    'PK-A03.1–PK-A03.5: retreat discards the cost, once per turn, not while Asleep or Paralyzed; effects ' +
      'and conditions go',
    () => {
      const t = table({
        active: [
          { def: 'poliwhirl', status: { confused: true }, attached: [E('water-energy'), E('double-colorless-energy')] },
        ],
        bench: ['marill'],
      });
      // Cost 2: either the Double Colorless alone, or both cards is not minimal — one way to pay.
      expect(keys(t).filter((k) => k.startsWith('retreat:'))).toEqual(['retreat:double-colorless-energy']);
      t.choose('retreat:double-colorless-energy').choose('marill');
      expect(t.zone('active@0')).toEqual(['marill']);
      expect(t.card('bench@0:poliwhirl').status.confused).toBeUndefined();
      expect(t.zone('discard@0')).toEqual(['double-colorless-energy']);
      expect(keys(t).filter((k) => k.startsWith('retreat:'))).toEqual([]);
      const asleep = table({
        active: [{ def: 'poliwag', status: { asleep: true }, attached: [E('water-energy')] }],
        bench: ['marill'],
      });
      expect(keys(asleep).filter((k) => k.startsWith('retreat:') || k.startsWith('attack:'))).toEqual([]);
    },
  );

  it(
    'PK-A03.2: the ways to pay are the minimal sets of Energy, whatever is attached (identical cards are ' +
      'interchangeable)',
    () => {
      const lots = [
        ...Array<string>(12).fill('water-energy'),
        ...Array<string>(6).fill('fire-energy'),
        'double-colorless-energy',
      ].map(E);
      const t = table({ active: [{ def: 'poliwhirl', attached: lots }], bench: ['marill'] });
      expect(
        keys(t)
          .filter((k) => k.startsWith('retreat:'))
          .sort(),
      ).toEqual([
        'retreat:double-colorless-energy',
        'retreat:fire-energy+fire-energy',
        'retreat:water-energy+fire-energy',
        'retreat:water-energy+water-energy',
      ]);
    },
  );

  it('PK-A03.3: retreat works with a full Bench', () => {
    const t = table({
      active: [{ def: 'poliwag', attached: [E('water-energy')] }],
      bench: ['marill', 'marill', 'marill', 'marill', 'litleo'],
    });
    t.choose('retreat:water-energy').choose('litleo');
    expect(t.zone('active@0')).toEqual(['litleo']);
    expect(t.zone('bench@0')).toHaveLength(5);
  });

  it('PK-A01.2: an attack needs its cost in attached Energy (Colorless paid by any type)', () => {
    const t = table({ active: [{ def: 'poliwhirl', attached: [E('water-energy')] }] });
    expect(keys(t).filter((k) => k.startsWith('attack:'))).toEqual([]);
    const u = table({ active: [{ def: 'poliwhirl', attached: [E('water-energy'), E('fire-energy')] }] });
    expect(keys(u).filter((k) => k.startsWith('attack:'))).toEqual(['attack:Water Gun']);
  });

  it(
    'PK-X-01: in the XY era the first player cannot attack on the first turn; the DP era forbids Trainers ' +
      'instead (PK-PR-13)',
    () => {
      const xy = table(
        { active: [{ def: 'poliwag', attached: [E('water-energy')] }], hand: ['potion', 'switch'], bench: ['marill'] },
        undefined,
        { turn: 1, turnsTaken: 1 },
      );
      expect(keys(xy).filter((k) => k.startsWith('attack:'))).toEqual([]);
      expect(keys(xy)).toContain('trainer:switch');
      const dp = table(
        { active: [{ def: 'poliwag', attached: [E('water-energy')] }], hand: ['switch'], bench: ['marill'] },
        undefined,
        { turn: 1, turnsTaken: 1, options: { era: 'dp' } },
      );
      expect(keys(dp)).toContain('attack:Tidal Slap');
      expect(keys(dp)).not.toContain('trainer:switch');
    },
  );

  it('PK-A01.1: attacking ends the turn', () => {
    const t = table(
      { active: [{ def: 'poliwag', attached: [E('water-energy')] }], hand: ['potion'] },
      { active: ['samurott'] },
    );
    t.choose('attack:Tidal Slap');
    expect(t.state.turn).toMatchObject({ number: 3, activePlayer: 1, phase: 'main' });
  });

  it(
    'PK-A01.6 / PK-II-D01: a Confused attacker flips; on tails it gets 3 damage counters and the attack ' +
      'fails — no damage, no effect',
    () => {
      let tails: TestTable | null = null;
      for (let seed = 1; seed < 30 && !tails; seed++) {
        const t = TestTable.start(engine, {
          seed,
          start: { activePlayer: 0, turn: 2, phase: 'main' },
          players: [
            {
              zones: {
                active: [
                  { def: 'poliwhirl', status: { confused: true }, attached: [E('water-energy'), E('water-energy')] },
                ],
                deck: filler,
              },
            },
            { zones: { active: ['samurott'], deck: filler } },
          ],
        });
        t.choose('attack:Water Gun');
        // Sorted by the Confusion coin itself, not by the engine's own 'fails' line.
        if (t.log.some((l) => l.rule === 'PK-A01.6' && l.message.endsWith('flips a coin: tails'))) tails = t;
      }
      expect(tails!.card('active@0:poliwhirl').counters.damage).toBe(30);
      expect(tails!.card('active@1:samurott').counters.damage ?? 0).toBe(0);
      expect(tails!.state.turn.activePlayer).toBe(1); // the attack was used: the turn ended
    },
  );
});

describe('Rare Candy (PK-X-02)', () => {
  it(
    'PK-X-02 (XY): a Stage 2 straight onto its Basic; not on a Basic put into play this turn, not on your ' +
      'first turn, not into a Stage 1',
    () => {
      const t = table({ active: ['poliwag'], hand: ['rare-candy', 'poliwrath', 'poliwhirl', 'poliwag'] });
      t.choose('trainer:rare-candy');
      t.expect({
        pending: { prompt: 'rareCandy', rule: 'PK-X-02', options: [`poliwrath:${t.card('active@0:poliwag').id}`] },
      }).choose('poliwrath');
      expect(t.card('active@0:poliwag').characteristics).toMatchObject({ name: 'Poliwrath', stage: 'stage2', hp: 150 });
      expect(t.zone('discard@0')).toEqual(['rare-candy']);
      const fresh = table({ hand: ['rare-candy', 'poliwrath', 'poliwag'], active: ['litleo'] });
      fresh.choose('bench:poliwag');
      expect(keys(fresh)).not.toContain('trainer:rare-candy'); // the only Poliwag was put into play this turn
      const first = table({ active: ['poliwag'], hand: ['rare-candy', 'poliwrath'] }, undefined, { turnsTaken: 1 });
      expect(keys(first)).not.toContain('trainer:rare-candy');
    },
  );

  it('PK-X-02 (DP): the older card also evolves into a Stage 1 and works on a Basic put into play this turn', () => {
    const t = table({ active: ['litleo'], hand: ['rare-candy', 'poliwhirl', 'poliwag'] }, undefined, {
      options: { era: 'dp' },
    });
    t.choose('bench:poliwag');
    t.choose('trainer:rare-candy');
    expect(t.pending!.options.map((o) => o.key)).toEqual([`poliwhirl:${t.card('bench@0:poliwag').id}`]);
  });

  it(
    'PK-X-02: the Stage 1 a Stage 2 evolves through is found by name in the whole pool — Tepig becomes Emboar ' +
      'through Pignite, and Ampharos (through Flaaffy) does not go onto Tepig',
    () => {
      // Pignite is not the pool's first Stage 1: an engine taking any Stage 1 (or any Pokémon) as the link fails.
      const t = table({ active: ['tepig'], hand: ['rare-candy', 'emboar', 'ampharos'] });
      t.choose('trainer:rare-candy');
      expect(keys(t)).toEqual([`emboar:${t.card('active@0:tepig').id}`]);
      t.choose('emboar');
      expect(t.card('active@0:tepig').characteristics).toMatchObject({ name: 'Emboar', stage: 'stage2' });
      const wrong = table({ active: ['tepig'], hand: ['rare-candy', 'ampharos'] });
      expect(keys(wrong)).not.toContain('trainer:rare-candy');
      // One Rare Candy evolves one Pokémon, even when a second pair is still open.
      const two = table({ active: ['tepig'], bench: ['poliwag'], hand: ['rare-candy', 'emboar', 'poliwrath'] });
      two.choose('trainer:rare-candy').choose('emboar');
      expect(two.pending!.prompt).not.toBe('rareCandy');
      expect(two.zone('hand@0')).toEqual(['poliwrath']);
    },
  );

  it(
    'PK-A05.2 / PK-II-E23 (DP Rare Candy): a Pokémon evolved by Rare Candy evolved this turn — it cannot evolve ' +
      'again, and "evolved from Shellder this turn" holds for Cloyster',
    () => {
      const again = table({ active: ['poliwag'], hand: ['rare-candy', 'poliwhirl', 'poliwrath'] }, undefined, {
        options: { era: 'dp' },
      });
      again.choose('trainer:rare-candy').choose('poliwhirl');
      expect(again.card('active@0:poliwag').characteristics.name).toBe('Poliwhirl');
      expect(keys(again)).not.toContain('evolve:poliwrath');
      const clamp = table(
        {
          active: [{ def: 'shellder', attached: [{ def: 'water-energy', kind: 'energy' }] }],
          hand: ['rare-candy', 'cloyster'],
        },
        { active: ['snorlax'] },
        { options: { era: 'dp' } },
      );
      clamp.choose('trainer:rare-candy').choose('cloyster').choose('attack:Sudden Clamp');
      expect(clamp.card('active@1:snorlax').status.paralyzed).toBe(true);
    },
  );
});
