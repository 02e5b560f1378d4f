import { describe, it, expect } from 'vitest';
import { RulesetRegistry } from '@tcgkit/core';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { chaosRuleset, SAMPLE_POOL, type ChaosCardInput } from '../src/index.js';
import { TEST_CARDS, filler } from './support.js';

/** This file's cards: each shows one form of the card language. */
const FORMS: ChaosCardInput[] = [
  {
    id: 'form-twin-burn',
    name: '二連射撃',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Deal 1 damage and 3 damage to your opponent at once.',
    effect: [{ do: 'damagePlayer', player: { ref: 'opponent' }, amounts: [1, 3] }],
  },
  {
    id: 'form-double-tap',
    name: '二連打',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Deal 2 damage and 2 damage to your opponent at once.',
    effect: [{ do: 'damagePlayer', player: { ref: 'opponent' }, amounts: [2, 2] }],
  },
  {
    id: 'form-may-keep',
    name: '気まぐれな魔女',
    type: 'chara',
    work: 'Nitro+',
    attack: 3,
    durability: 3,
    names: ['気まぐれ'],
    costs: { maintain: [{ do: 'discard', count: 1, may: true }] },
    text: '【維持】〔you may put 1 card from your hand into the WR〕',
  },
  {
    id: 'form-may-level',
    name: '気まぐれな剣士',
    type: 'chara',
    work: 'Nitro+',
    attack: 3,
    durability: 3,
    names: ['剣士'],
    costs: { maintain: [{ do: 'levelToWr', count: 1, may: true }] },
    text: '【維持】〔you may put 1 level card of this chara into the WR〕',
  },
  {
    id: 'form-other-sacrifice',
    name: '非情な指揮官',
    type: 'chara',
    work: 'Nitro+',
    attack: 2,
    durability: 2,
    names: ['指揮官'],
    abilities: [
      {
        id: 'form-other-sacrifice.act',
        kind: 'activated',
        icons: ['main'],
        // "other": the card being paid for is `self` in the condition.
        cost: [{ do: 'charaToWr', count: 1, where: { op: 'ne', args: [{ ref: 'card' }, { ref: 'self' }] } }],
        text: '[Main] 〔put 1 of your other charas into the WR〕 Draw 1.',
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'form-banner',
    name: '旗手',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['旗手'],
    abilities: [
      {
        id: 'raise',
        kind: 'activated',
        icons: ['main'],
        cost: [{ do: 'rest' }],
        text:
          '[Main] 〔rest this card〕 A target chara gains {[永続] this chara gets durability +2} until the end ' +
          'of the turn.',
        effect: [
          {
            do: 'choose',
            from: { selector: { zone: ['front1', 'front2'] } },
            max: 1,
            into: 't',
            prompt: 'target',
            target: true,
          },
          {
            do: 'continuous',
            targets: { ref: 'var', path: 't' },
            effect: {
              affects: { self: true },
              parts: [{ layer: 'abilities', op: { kind: 'grantAbility', ability: 'form-banner/blessing' } }],
            },
          },
        ],
      },
    ],
    // Defined only to be granted: the banner itself does not have it.
    grants: [
      {
        id: 'blessing',
        kind: 'permanent',
        text: 'This chara gets durability +2.',
        continuous: [
          { affects: { self: true }, parts: [{ layer: 'numeric', op: { kind: 'add', key: 'durability', amount: 2 } }] },
        ],
      },
    ],
  },
  {
    id: 'form-each-strike',
    name: '各個撃破',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: "[Main] Choose 2 target charas of your opponent's. Deal each damage equal to its own attack.",
    effect: [
      {
        do: 'choose',
        from: { selector: { zone: ['front1', 'front2', 'back1', 'back2'], player: { ref: 'opponent' } } },
        max: 2,
        into: 't',
        prompt: 'target',
        target: true,
      },
      {
        do: 'forEach',
        items: { ref: 'var', path: 't' },
        as: 'x',
        body: [
          {
            do: 'damageCharas',
            targets: { ref: 'var', path: 'x' },
            amount: { op: 'char', args: [{ ref: 'var', path: 'x' }, 'attack'] },
          },
        ],
      },
    ],
  },
  {
    id: 'form-decoy',
    name: '身代わり人形',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 5,
    names: ['人形'],
    abilities: [
      {
        id: 'swap',
        kind: 'permanent',
        text:
          '[永続] If this chara would receive damage, instead its master chooses another of their charas: it ' +
          'receives that damage −2.',
        replacements: [
          {
            on: 'damage',
            where: { op: 'eq', args: [{ ref: 'event', path: 'target' }, { ref: 'self' }] },
            action: {
              kind: 'program',
              program: [
                {
                  do: 'choose',
                  from: {
                    selector: {
                      zone: ['front1', 'front2', 'back1', 'back2'],
                      player: { ref: 'controller' },
                      where: { op: 'ne', args: [{ ref: 'card' }, { ref: 'self' }] },
                    },
                  },
                  max: 1,
                  into: 'other',
                  prompt: 'decoy',
                },
                {
                  do: 'damageCharas',
                  targets: { ref: 'var', path: 'other' },
                  amount: { op: 'sub', args: [{ ref: 'event', path: 'amount' }, 2] },
                },
              ],
            },
          },
        ],
      },
    ],
  },
];
const engine = new RulesetRegistry().register(chaosRuleset([...SAMPLE_POOL, ...TEST_CARDS, ...FORMS])).engine('chaos');
const table = (players: TableSetup['players']) =>
  TestTable.start(engine, { start: { activePlayer: 0, turn: 3, phase: 'main' }, players });

describe('several damage instances to a player at once, ordered by that player (CT-3.14.7)', () => {
  // The top card has the face-down partner's card name: the first instance may auto level up the partner
  // with it, which cancels the rest of that instance only (CT-3.14.6, CT-10.4.3).
  const burned = (order: string[]) => {
    const t = table([
      { zones: { hand: ['form-twin-burn'], deck: filler(5), partner: ['sw-minna'] } },
      {
        zones: {
          deck: ['sw-eila-bf109', ...filler(6)],
          partner: [{ def: 'sw-eila-bf109', status: { face: 'down', pose: 'rest' } }],
        },
      },
    ]);
    t.choose('event:form-twin-burn');
    t.expect({ pending: { player: 1, kind: 'order', rule: 'CT-3.14.7', options: ['damage:0:1', 'damage:1:3'] } });
    t.order(order);
    t.expect({ pending: { player: 1, prompt: 'autoLevelUp' } }).choose('yes');
    return t;
  };

  it('CT-3.14.7 / CT-3.14.6: the damaged player orders the instances — 1 first spends the level up on the 1', () => {
    const t = burned(['damage:0:1', 'damage:1:3']);
    expect(t.card('partner@1:sw-eila-bf109').characteristics.level).toBe(2);
    expect(t.zone('wr@1')).toEqual(['test-dummy', 'test-dummy', 'test-dummy']);
  });

  it('CT-3.14.7 / CT-3.14.6: 3 first — the level up cancels the rest of the 3, then the 1 moves one card', () => {
    const t = burned(['damage:1:3', 'damage:0:1']);
    expect(t.card('partner@1:sw-eila-bf109').characteristics.level).toBe(2);
    expect(t.zone('wr@1')).toEqual(['test-dummy']);
  });

  it('CT-3.14.7: instances of one size are not ordered (every order gives the same): no decision', () => {
    const t = table([
      { zones: { hand: ['form-double-tap'], deck: filler(5), partner: ['sw-minna'] } },
      { zones: { deck: filler(6), partner: ['sw-eila-bf109'] } },
    ]);
    t.choose('event:form-double-tap');
    t.expect({ pending: { player: 0, prompt: 'playTiming' }, zones: { 'wr@1': { count: 4 } } });
  });
});

describe('optional cost items: "you may" in a maintenance cost (CT-4.2.7.3)', () => {
  // The draw step comes first: a test-dummy joins the hand before the maintenance step.
  const maintenance = (hand: string[], chara = 'form-may-keep') =>
    TestTable.start(engine, {
      start: { activePlayer: 0, turn: 3, phase: 'beginning' },
      players: [
        { zones: { deck: filler(3), hand, partner: ['sw-minna'], front1: [chara] } },
        { zones: { deck: filler(3), partner: ['sw-eila-bf109'] } },
      ],
    });
  const keeper = 'front1@0:form-may-keep';

  it(
    'CT-4.2.7.3: paying and then declining the "may" action still pays: the chara stays face up, the hand ' + 'is kept',
    () => {
      const t = maintenance(['test-dummy2']);
      t.expect({ pending: { prompt: 'maintain', options: ['pay', 'no'] } }).choose('pay');
      t.expect({ pending: { prompt: 'cost.may.discard', rule: 'CT-4.2.7.3', options: ['yes', 'no'] } }).choose('no');
      t.expect({ cards: { [keeper]: { status: { face: 'up' } } }, zones: { 'wr@0': { count: 0 } } });
      expect(t.zone('hand@0')).toContain('test-dummy2');
      // Declined means not done: no card is asked for, the turn goes on.
      expect(t.pending?.prompt).toBe('playTiming');
    },
  );

  it(
    'CT-4.2.7.3: doing the "may" action puts the card into the WR; declining the cost turns the chara face ' + 'down',
    () => {
      const paid = maintenance(['test-dummy2']).choose('pay').choose('yes');
      paid.expect({ pending: { prompt: 'cost.discard', min: 1, max: 1 } }).select(['hand@0:test-dummy2']);
      paid.expect({ cards: { [keeper]: { status: { face: 'up' } } }, zones: { 'wr@0': { cards: ['test-dummy2'] } } });
      const unpaid = maintenance(['test-dummy2']).choose('no');
      unpaid.expect({ cards: { [keeper]: { status: { face: 'down' } } }, zones: { 'wr@0': { count: 0 } } });
    },
  );

  it(
    'CT-4.2.7.3: a "may" item that cannot be done does not stop the cost being paid: no level card, still ' + 'face up',
    () => {
      const t = maintenance([], 'form-may-level');
      t.expect({ pending: { prompt: 'maintain', options: ['pay', 'no'] } }).choose('pay');
      t.expect({ cards: { 'front1@0:form-may-level': { status: { face: 'up' } } } });
      expect(t.log.filter((l) => l.rule === 'CT-4.2.7.3')).toEqual([]);
      // Nor is it offered: with no level card there is nothing to say yes to.
      expect(t.pending?.prompt).toBe('playTiming');
    },
  );
});

describe('"other": the card being paid for in a cost condition (CT-4.2.8)', () => {
  const board = (front: Record<string, string[]>) =>
    table([
      { zones: { deck: filler(3), partner: ['sw-minna'], front1: ['form-other-sacrifice'], ...front } },
      { zones: { deck: filler(3), partner: ['sw-eila-bf109'] } },
    ]);

  it('CT-4.2.8: "your other charas" leaves out the card paying: with one other chara it is the only choice', () => {
    const t = board({ front2: ['test-dummy'] });
    const key = t.pending!.options.map((o) => o.key).find((k) => k.startsWith('activate:'))!;
    // Were the commander a candidate too, two charas would be offered for one: a select decision.
    t.choose(key).expect({
      pending: { prompt: 'playTiming' },
      zones: {
        'wr@0': { cards: ['test-dummy'] },
        'front1@0': { cards: ['form-other-sacrifice'] },
        'hand@0': { count: 1 },
      },
    });
  });

  it('CT-4.2.8 / CT-4.2.7.4: with no other chara the cost cannot be paid, so the ability is not offered', () => {
    const t = board({});
    expect(t.pending!.options.map((o) => o.key).filter((k) => k.startsWith('activate:'))).toEqual([]);
  });
});

describe('abilities defined only to be granted: no card holds them (CT-9.8)', () => {
  it('CT-9.8: the granting card does not have the ability; the chara it is granted to has it and its effect', () => {
    const t = table([
      { zones: { deck: filler(3), partner: ['sw-minna'], front1: ['form-banner'], front2: ['test-dummy2'] } },
      { zones: { deck: filler(3), partner: ['sw-eila-bf109'] } },
    ]);
    // Printed on no card: the banner's own durability is its printed 3.
    t.expect({
      cards: { 'front1@0:form-banner': { characteristics: { durability: 3, abilities: ['form-banner/raise'] } } },
    });
    const key = t.pending!.options.map((o) => o.key).find((k) => k.startsWith('activate:'))!;
    t.choose(key).select(['front2@0:test-dummy2']);
    t.expect({
      cards: {
        'front2@0:test-dummy2': { characteristics: { durability: 4, abilities: ['form-banner/blessing'] } },
        'front1@0:form-banner': { characteristics: { durability: 3 } },
      },
    });
  });
});

describe('a loop over chosen items (forEach, CT-9.5.4.4)', () => {
  it('CT-9.5.4.4: "each of those targets" — the body runs per chosen chara with its own value: 1 and 2 damage', () => {
    const t = table([
      { zones: { deck: filler(3), hand: ['form-each-strike'], partner: ['sw-minna'] } },
      { zones: { deck: filler(3), partner: ['aqua-tamaki'], front1: ['sw-mio-guard'], front2: ['nitro-elsa'] } },
    ]);
    t.choose('event:form-each-strike').select(['front1@1:sw-mio-guard', 'front2@1:nitro-elsa']);
    t.expect({
      cards: {
        'front1@1:sw-mio-guard': { counters: { damage: 1 } },
        'front2@1:nitro-elsa': { counters: { damage: 2 } },
      },
      sequence: [
        { rule: 'CT-3.14.1', message: '1 damage' },
        { rule: 'CT-3.14.1', message: '2 damage' },
      ],
    });
  });
});

describe('choices and computed values inside a replacement action (CT-9.9.1)', () => {
  it("CT-9.9.1: instead of 5 damage, the decoy's master chooses another chara, which receives 5 − 2", () => {
    const t = table([
      { zones: { deck: filler(3), hand: ['test-blast5'], partner: ['sw-minna'] } },
      {
        zones: {
          deck: filler(3),
          partner: ['aqua-tamaki'],
          front1: ['form-decoy'],
          front2: ['nitro-elsa'],
          back1: ['sw-mio-guard'],
        },
      },
    ]);
    t.choose('event:test-blast5').select(['front1@1:form-decoy']);
    // Asked of the replacement's controller, the damaged chara's master, while the event waits.
    t.expect({ pending: { player: 1, kind: 'select', prompt: 'decoy', min: 0, max: 1 } });
    expect(t.pending!.options).toHaveLength(2);
    // The pending question is rebuilt from the state alone: save → restore → save is byte-identical.
    const saved = engine.serialize(t.state);
    expect(engine.serialize(engine.restore(saved))).toBe(saved);
    t.select(['back1@1:sw-mio-guard']);
    t.expect({
      cards: {
        'front1@1:form-decoy': { counters: { damage: 0 } },
        'front2@1:nitro-elsa': { counters: { damage: 0 } },
        'back1@1:sw-mio-guard': { counters: { damage: 3 } },
      },
      since: 'step',
      sequence: [{ rule: 'CT-3.14.1', message: '3 damage' }],
    });
  });
});
