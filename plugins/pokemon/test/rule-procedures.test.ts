import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { engine } from './support.js';
import { resolveOptions } from '../src/rules/options.js';

type Zones = TableSetup['players'][0]['zones'];
const E = (def: string) => ({ def, kind: 'energy' });
const T = (def: string) => ({ def, kind: 'tool' });
const filler = Array<string>(8).fill('water-energy');
const table = (
  p0: Zones,
  p1: Zones,
  o: { seed?: number; options?: Record<string, unknown>; turnsTaken?: number } = {},
) =>
  TestTable.start(engine, {
    seed: o.seed ?? 1,
    options: o.options,
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      { zones: { deck: filler, ...p0 }, data: { turnsTaken: o.turnsTaken ?? 2 } },
      { zones: { deck: filler, ...p1 }, data: { turnsTaken: 1 } },
    ],
  });
const keys = (t: TestTable) => t.pending!.options.map((o) => o.key);
const kinds = (t: TestTable) => [...new Set(keys(t).map((k) => k.split(':')[0]))].sort();

describe('what a player does on a turn (PK-A00, PK-B00)', () => {
  it('PK-A00.1: besides attacking, a player may use Abilities, retreat, bench Pokémon and evolve', () => {
    const t = table(
      {
        active: [{ def: 'poliwag', attached: [E('water-energy')] }],
        bench: ['emboar'],
        hand: ['litleo', 'poliwhirl', 'fire-energy'],
      },
      { active: ['marill'] },
    );
    expect(kinds(t)).toEqual(['ability', 'attach', 'attack', 'bench', 'evolve', 'pass', 'retreat']);
  });

  it(
    'PK-B00.1: the three kinds of Trainer are used differently — Items any number of times, 1 Supporter, a ' +
      'Stadium stays in play',
    () => {
      const t = table(
        {
          active: [{ def: 'poliwag', counters: { damage: 40 } }],
          bench: ['marill'],
          hand: ['potion', 'potion', 'professors-letter', 'lysandre', 'silent-lab'],
        },
        { active: ['marill'], bench: ['litleo'] },
      );
      t.choose('trainer:potion').select(['active@0:poliwag']).choose('trainer:potion').select(['active@0:poliwag']);
      t.choose('trainer:professors-letter');
      expect(keys(t)).not.toContain('trainer:lysandre');
      t.choose('trainer:silent-lab');
      expect(t.zone('stadium')).toEqual(['silent-lab']);
      expect(t.zone('discard@0').sort()).toEqual(['potion', 'potion', 'professors-letter']);
    },
  );

  it('PK-A02.3: a declared Ability cannot be declared while its condition is unmet; declaring it is logged', () => {
    const none = table({ active: ['emboar'], hand: ['water-energy'] }, { active: ['marill'] });
    expect(keys(none).filter((k) => k.startsWith('ability:'))).toEqual([]);
    const t = table({ active: ['emboar'], hand: ['fire-energy'] }, { active: ['marill'] });
    t.choose('ability:emboar.inferno-fandango');
    expect(t.log.some((l) => l.rule === 'PK-A02.3' && l.message === 'Emboar uses emboar.inferno-fandango')).toBe(true);
  });

  it('PK-B01.5: a Tool cannot be removed, switched off or swapped at will', () => {
    const t = table(
      { active: [{ def: 'poliwag', attached: [T('hard-charm')] }], hand: ['muscle-band'] },
      { active: ['marill'] },
    );
    expect(keys(t).filter((k) => k.startsWith('tool:'))).toEqual([]);
    expect(kinds(t)).toEqual(['pass']);
    expect(t.card('active@0:poliwag').characteristics.dc5VsOpponent).toBe(-20);
  });

  it(
    'PK-B02.2 / PK-PR-14: the Supporter procedure — shown from the hand, its text followed in order, then ' +
      'discarded',
    () => {
      const t = table({ active: ['poliwag'], hand: ['professors-letter'] }, { active: ['marill'] });
      t.choose('trainer:professors-letter');
      const moves = t.log.filter((l) => / moves /.test(l.message)).map((l) => l.message.replace(/ o\d+| as o\d+/g, ''));
      expect(moves).toEqual([
        'professors-letter moves hand@0 → playing@0',
        ...Array<string>(3).fill('water-energy moves deck@0 → hand@0'),
        'professors-letter moves playing@0 → discard@0',
      ]);
    },
  );
});

describe('general text rules (PK-II-A, PK-H)', () => {
  it(
    'PK-II-A.1: card text beats the play rules — Rare Candy puts a Stage 2 on a Basic, which the evolution ' +
      'rule never allows',
    () => {
      const t = table({ active: ['poliwag'], hand: ['rare-candy', 'poliwrath'] }, { active: ['marill'] });
      expect(keys(t).filter((k) => k.startsWith('evolve:'))).toEqual([]);
      t.choose('trainer:rare-candy');
      // The option is a copy of the procedure's pair: a saved game (JSON) cannot keep one object in two places.
      const pairs = [...t.state.stack].reverse().find((f) => f.proc === 'pokemon.rareCandy')!.locals.pairs as unknown[];
      expect(t.pending!.options.map((o) => o.value)).toEqual(pairs);
      expect(t.pending!.options[0].value).not.toBe(pairs[0]);
      t.choose('poliwrath');
      expect(t.card('active@0:poliwag').characteristics).toMatchObject({ name: 'Poliwrath', stage: 'stage2' });
    },
  );

  it('PK-II-A.3: text that cannot be followed is skipped — Tool Snatch with no Tool still does its damage', () => {
    const t = table(
      { active: [{ def: 'sableye', attached: [E('darkness-energy'), E('darkness-energy')] }] },
      { active: ['snorlax'] },
    );
    t.choose('attack:Tool Snatch');
    expect(t.card('active@1:snorlax').counters.damage).toBe(30);
  });

  it('PK-H.3: a shuffle reorders the deck by the seeded random source, and no player sees the order', () => {
    const deck = ['poliwag', 'marill', 'litleo', 'snorlax', 'water-energy', 'fire-energy'];
    const order = (seed: number) => {
      const t = table({ active: ['litleo'], hand: ['nest-ball'], deck }, { active: ['marill'] }, { seed });
      t.choose('trainer:nest-ball').select([]);
      for (const viewer of [0, 1])
        expect(engine.viewFor(t.state, viewer).zones['deck@0']).toEqual({ zone: 'deck', player: 0, count: 6 });
      return t.zone('deck@0').join(',');
    };
    expect(order(1)).toBe(order(1));
    expect(new Set([1, 2, 3, 4, 5].map(order)).size).toBeGreaterThan(1);
  });
});

describe('more glossary text (PK-II-C08, PK-II-C20)', () => {
  it('PK-II-C08: moving damage counters is not damage; a Knock Out by them is an ordinary one', () => {
    const t = table(
      {
        active: [{ def: 'whimsicott', attached: [E('fairy-energy')] }],
        bench: [{ def: 'marill', counters: { damage: 30 } }],
      },
      { active: ['snorlax'], bench: [{ def: 'poliwag', counters: { damage: 50 } }] },
    );
    t.choose('attack:Wind Trick').select(['bench@0:marill']).select(['active@1:snorlax']);
    expect(t.card('bench@0:marill').counters.damage).toBe(10);
    expect(t.card('active@1:snorlax').counters.damage).toBe(20);
    expect(t.log.filter((l) => /^DC\d/.test(l.message))).toEqual([]);
    const ko = table(
      {
        active: [{ def: 'whimsicott', attached: [E('fairy-energy')] }],
        bench: [{ def: 'marill', counters: { damage: 30 } }],
      },
      { active: ['snorlax'], bench: [{ def: 'poliwag', counters: { damage: 50 } }] },
    );
    ko.choose('attack:Wind Trick').select(['bench@0:marill']).select(['bench@1:poliwag']);
    expect(ko.zone('discard@1')).toEqual(['poliwag']);
    expect(ko.log.some((l) => l.rule === 'PK-D.3' && /^Poliwag \(o\d+\) is Knocked Out$/.test(l.message))).toBe(true);
  });

  it("PK-II-C20: the attacking player looks at the opponent's hand; the cards are face down again afterwards", () => {
    const t = table(
      { active: [{ def: 'sneasel', attached: [E('darkness-energy')] }] },
      { active: ['snorlax'], hand: ['potion', 'water-energy'] },
    );
    expect(engine.viewFor(t.state, 0).zones['hand@1'].revealed).toBeUndefined();
    t.choose('attack:Pickpocket');
    t.expect({ pending: { player: 0, kind: 'select', min: 0, max: 1, rule: 'PK-II-C20' } });
    const seen = engine.viewFor(t.state, 0).zones['hand@1'].revealed ?? [];
    expect(seen.map((c) => c.def).sort()).toEqual(['potion', 'water-energy']);
    t.select(['hand@1:potion']);
    expect(t.zone('discard@1')).toEqual(['potion']);
    expect(t.state.turn.activePlayer).toBe(1);
    expect(engine.viewFor(t.state, 0).zones['hand@1'].revealed).toBeUndefined();
  });
});

describe('era conflicts (PK-X)', () => {
  it('PK-X-03: effect evolution may happen on the first turn (Wally); the evolve action may not', () => {
    const t = table(
      { active: ['poliwag'], hand: ['poliwhirl', 'wally'], deck: ['poliwhirl', ...filler] },
      { active: ['marill'] },
      { turnsTaken: 1 },
    );
    expect(keys(t).filter((k) => k.startsWith('evolve:'))).toEqual([]);
    t.choose('trainer:wally').select(['active@0:poliwag']).select(['deck@0:poliwhirl']);
    expect(t.card('active@0:poliwag').characteristics.name).toBe('Poliwhirl');
  });

  it('PK-X-07: the Bench holds 5 in every era by default; the benchSize option sets 4', () => {
    for (const era of ['xy', 'dp', 'legend']) {
      const t = table(
        { active: ['poliwag'], bench: ['marill', 'marill', 'marill', 'marill'], hand: ['litleo'] },
        { active: ['marill'] },
        { options: { era } },
      );
      expect(keys(t)).toContain('bench:litleo');
    }
    const four = table(
      { active: ['poliwag'], bench: ['marill', 'marill', 'marill', 'marill'], hand: ['litleo'] },
      { active: ['marill'] },
      { options: { benchSize: 4 } },
    );
    expect(keys(four)).not.toContain('bench:litleo');
  });

  it('PK-X-11: a Tool stays attached and keeps working after its Pokémon evolves', () => {
    const t = table(
      { active: [{ def: 'poliwag', attached: [T('muscle-band')] }], hand: ['poliwhirl'] },
      { active: ['marill'] },
    );
    t.choose('evolve:poliwhirl');
    const p = t.card('active@0:poliwag');
    expect(t.state.objects[p.id].attached.map((id) => t.state.objects[id].def)).toEqual(['muscle-band', 'poliwhirl']);
    expect(p.characteristics.dc2VsOpponentActive).toBe(20);
  });
});

describe('every era conflict is an option (PK-X)', () => {
  it('PK-X-02: the Rare Candy text follows the era, or the rareCandy option', () => {
    const dpText = table(
      { active: ['poliwag'], hand: ['rare-candy', 'poliwhirl'] },
      { active: ['marill'] },
      { options: { rareCandy: 'dp' } },
    );
    expect(keys(dpText)).toContain('trainer:rare-candy'); // the older card also evolves into a Stage 1
    const xyText = table(
      { active: ['poliwag'], hand: ['rare-candy', 'poliwhirl'] },
      { active: ['marill'] },
      { options: { era: 'dp', rareCandy: 'xy' } },
    );
    expect(keys(xyText)).not.toContain('trainer:rare-candy');
  });

  it('PK-X-04: with supporterDiscard endOfTurn a Supporter stays in play until the turn ends', () => {
    const t = table(
      { active: ['poliwag'], hand: ['professors-letter'] },
      { active: ['marill'] },
      { options: { supporterDiscard: 'endOfTurn' } },
    );
    t.choose('trainer:professors-letter');
    expect(t.zone('playing@0')).toEqual(['professors-letter']);
    expect(t.zone('discard@0')).toEqual([]);
    t.choose('pass');
    expect(t.zone('playing@0')).toEqual([]);
    expect(t.zone('discard@0')).toEqual(['professors-letter']);
    expect(t.log.some((l) => l.rule === 'PK-X-04')).toBe(true);
  });

  it('PK-X-08: Confusion tails is 3 damage counters by default, or 30 damage with confusionSelfDamage damage', () => {
    for (const mode of ['counters', 'damage'] as const) {
      let tails: TestTable | null = null;
      for (let seed = 1; seed < 40 && !tails; seed++) {
        const t = table(
          { active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')], status: { confused: true } }] },
          { active: ['snorlax'] },
          { seed, options: { confusionSelfDamage: mode } },
        );
        t.choose('attack:Ember');
        // Sorted by the Confusion coin itself, not by the engine's own 'fails' line.
        if (t.log.some((l) => l.rule === 'PK-A01.6' && l.message.endsWith('flips a coin: tails'))) tails = t;
      }
      expect(tails!.card('active@0:litleo').counters.damage).toBe(30);
      expect(
        tails!.log.some(
          (l) => (mode === 'damage' ? l.rule === 'PK-X-08' : l.rule === 'PK-A01.6') && /damage/.test(l.message),
        ),
      ).toBe(true);
    }
  });

  it(
    'PK-X-06: without the option, the Prize count follows the deck size in every era (6 for 60 cards, 3 ' + 'for 30)',
    () => {
      expect(resolveOptions({}).prizes).toBeNull();
      expect(resolveOptions({ prizes: 4 }).prizes).toBe(4);
    },
  );

  it(
    'PK-X-10 / PK-X-12: the mulligan draw count and Poké-Power effects on the Bench are options with the ' +
      'era defaults',
    () => {
      expect(resolveOptions({}).mulliganDraws).toBe('perMulligan');
      expect(resolveOptions({ mulliganDraws: 'one' }).mulliganDraws).toBe('one');
      expect(resolveOptions({ era: 'dp' }).powerEffectsOnBench).toBe('continue');
      expect(resolveOptions({ era: 'dp', powerEffectsOnBench: 'cleared' }).powerEffectsOnBench).toBe('cleared');
      expect(resolveOptions({}).powerEffectsOnBench).toBe('cleared');
      const t = table(
        { active: [{ def: 'ninjask', attached: [E('grass-energy')] }], bench: ['marill'] },
        { active: ['snorlax'] },
        { options: { era: 'dp', powerEffectsOnBench: 'cleared' } },
      );
      t.choose(`ability:ninjask.quick-wings:${t.card('active@0:ninjask').id}`)
        .choose('retreat:grass-energy')
        .choose('marill');
      expect(t.card('bench@0:ninjask').characteristics.dc2All).toBe(0);
    },
  );
});
