import { describe, it, expect } from 'vitest';
import { RulesetRegistry, type CardPlacement } from '@tcgkit/core';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { chaosRuleset, SAMPLE_POOL, type ChaosCardInput } from '../src/index.js';
import { TEST_CARDS, filler, passUntil } from './support.js';

/**
 * Player damage (CT-3.14.4–3.14.6) and level up (CT-10.3, CT-10.4) in positions where a plausible
 * wrong engine gives a different result: a replaced damage amount, a milled card with the partner's
 * name that is not a chara card, a level up that must clear damage and stand the chara.
 */
const CARDS: ChaosCardInput[] = [
  {
    id: 'mut-shield',
    name: '盾の乙女',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 9,
    names: ['盾'],
    abilities: [
      {
        id: 'shield',
        kind: 'permanent',
        text: 'Damage to you is reduced by 2.',
        replacements: [
          {
            on: 'playerDamage',
            where: { op: 'eq', args: [{ ref: 'event', path: 'player' }, { ref: 'controller' }] },
            action: {
              kind: 'modify',
              set: { amount: { op: 'sub', args: [{ ref: 'event', path: 'amount' }, 2] } },
            },
          },
        ],
      },
    ],
  },
  {
    id: 'mut-decoy',
    name: '身代わり',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 9,
    names: ['身代わり'],
    abilities: [
      {
        id: 'decoy',
        kind: 'permanent',
        text: 'If damage would be dealt to you, instead this chara receives that damage.',
        replacements: [
          {
            on: 'playerDamage',
            where: { op: 'eq', args: [{ ref: 'event', path: 'player' }, { ref: 'controller' }] },
            action: { kind: 'instead', events: [{ kind: 'damage', target: '$self', amount: '$event.amount' }] },
          },
        ],
      },
    ],
  },
  {
    id: 'mut-mirror',
    name: '鏡',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 9,
    names: ['鏡'],
    abilities: [
      {
        id: 'mirror',
        kind: 'permanent',
        text: 'If damage would be dealt to you, instead your opponent receives that damage.',
        replacements: [
          {
            on: 'playerDamage',
            where: { op: 'eq', args: [{ ref: 'event', path: 'player' }, { ref: 'controller' }] },
            action: {
              kind: 'modify',
              set: { player: { op: 'sub', args: [1, { ref: 'controller' }] } },
            },
          },
        ],
      },
    ],
  },
  // "Cannot level up" only: auto level up is a different action (CT-10.4.5 names it separately).
  {
    id: 'mut-proud',
    name: '誇り高き者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['誇り'],
    keywords: ['cannotLevelUp'],
  },
  // Two cost items drawing on the same hand: 〔discard 1〕〔put 1 hand card into the backyard〕.
  {
    id: 'mut-greedy',
    name: '欲張り',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['欲張り'],
    costs: {
      levelUp: [
        { do: 'discard', count: 1 },
        { do: 'handToBackyard', count: 1 },
      ],
    },
  },
  // 〔put 1 hand card into the backyard〕〔discard 1 「ダミー」〕: the first must leave a ダミー in the hand.
  {
    id: 'mut-picky',
    name: '選り好み',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['選り好み'],
    costs: {
      levelUp: [
        { do: 'handToBackyard', count: 1 },
        {
          do: 'discard',
          count: 1,
          where: { op: 'has', args: [{ op: 'char', args: [{ ref: 'card' }, 'names'] }, 'ダミー'] },
        },
      ],
    },
  },
  // "Cannot auto level up" only: the level up action stays open (CT-10.3.4 names it separately).
  {
    id: 'mut-shy',
    name: '内気な者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['内気'],
    keywords: ['cannotAutoLevelUp'],
  },
  // An extra card that cannot level up (CT-10.3.4 holds for extra charas too).
  {
    id: 'mut-ex-stiff',
    name: '硬直のエイラ',
    type: 'extra',
    work: 'ストライクウィッチーズ',
    attack: 4,
    durability: 4,
    keywords: ['cannotLevelUp'],
    extraCost: { conditions: [{ name: 'エイラ' }], join: 'か' },
    text: '【エクストラ 「エイラ」】',
  },
  // Draws on turning face up and on standing: a level up of a face-up standing chara does neither.
  {
    id: 'mut-alert',
    name: '警戒',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['警戒'],
    abilities: [
      {
        id: 'up',
        kind: 'automatic',
        text: 'When this chara turns face up or stands, draw 1.',
        trigger: {
          on: 'status',
          where: {
            op: 'and',
            args: [
              { op: 'eq', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] },
              {
                op: 'or',
                args: [
                  { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'up'] },
                  { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'stand'] },
                ],
              },
            ],
          },
        },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  // A main-deck chara card sharing the card name of the extra card 覚醒の芳佳.
  {
    id: 'mut-fake-yoshika',
    name: '覚醒の芳佳',
    type: 'chara',
    work: 'ストライクウィッチーズ',
    attack: 1,
    durability: 1,
  },
  // An event card sharing the card name of the chara below: milled, it is not a chara card.
  { id: 'mut-twin', name: '双子', type: 'chara', work: 'Nitro+', attack: 1, durability: 3, names: ['双子'] },
  {
    id: 'mut-twin-event',
    name: '双子',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Draw 1.',
    effect: [{ do: 'draw', count: 1 }],
  },
];

const engine = new RulesetRegistry().register(chaosRuleset([...SAMPLE_POOL, ...TEST_CARDS, ...CARDS])).engine('chaos');
const start = (players: TableSetup['players'], phase: 'main' | 'battle' = 'battle') =>
  TestTable.start(engine, { start: { activePlayer: 0, turn: 3, phase }, players });
const wr = (t: TestTable, p: number) => t.zone(`wr@${p}`);

/** Player 0's test-big (attack 6) attacks player 1, who does not guard; stops at the next attack declaration. */
function hitPlayer(t: TestTable, answers: string[] = []): string[] {
  passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
  passUntil(t, 'battle.guard').choose('noGuard');
  const seen: string[] = [];
  for (let i = 0; i < 50 && t.pending && t.pending.prompt !== 'battle.attack'; i++) {
    seen.push(t.pending.prompt);
    const keys = t.pending.options.map((o) => o.key);
    const wanted = answers.find((a) => keys.includes(a));
    t.choose(wanted ?? (keys.includes('pass') ? 'pass' : keys.includes('no') ? 'no' : keys[0]));
  }
  return seen;
}

describe('damage to a player (CT-3.14.4–3.14.6)', () => {
  it('CT-3.14.4 / CT-9.9.5: the deck is milled by the damage a replacement left — 6 reduced by 2 mills 4', () => {
    const t = start([
      { zones: { deck: filler(10), partner: ['test-big'] } },
      { zones: { deck: filler(10), partner: ['mut-shield'] } },
    ]);
    hitPlayer(t);
    expect(wr(t, 1)).toHaveLength(4);
    expect(t.zone('deck@1')).toHaveLength(6);
  });

  it("CT-3.14.6: a milled card with the partner's card name that is not a chara card just goes to the WR", () => {
    const t = start([
      { zones: { deck: filler(10), partner: ['test-big'] } },
      {
        zones: {
          deck: ['mut-twin-event', 'mut-twin', ...filler(8)],
          partner: [{ def: 'mut-twin', status: { face: 'down', pose: 'rest' } }],
        },
      },
    ]);
    // The event is milled first and offers nothing; the chara card after it does (then declined).
    const seen = hitPlayer(t);
    expect(seen.filter((p) => p === 'autoLevelUp')).toHaveLength(1);
    expect(wr(t, 1)).toContain('mut-twin-event');
    expect(wr(t, 1)).toHaveLength(6);
  });

  it('CT-10.4.2: an auto level up stands the rested face-up partner and its cumulative damage becomes 0', () => {
    const t = start([
      { zones: { deck: filler(10), partner: ['test-big'] } },
      {
        zones: {
          deck: ['test-dummy', 'mut-twin', ...filler(8)],
          partner: [{ def: 'mut-twin', status: { face: 'up', pose: 'rest' }, counters: { damage: 2 } }],
        },
      },
    ]);
    const seen = hitPlayer(t, ['yes']);
    expect(seen).toContain('autoLevelUp');
    const p = t.card('partner@1:mut-twin');
    expect(p.characteristics.level).toBe(2);
    expect(p.status).toMatchObject({ face: 'up', pose: 'stand' });
    expect(p.counters.damage ?? 0).toBe(0);
    // 1 card milled, the second became the level card, the other 4 points were cancelled (CT-10.4.3).
    expect(wr(t, 1)).toEqual(['test-dummy']);
  });

  it('CT-10.4.1: the auto level up decision names the milled card it would use', () => {
    const t = start([
      { zones: { deck: filler(10), partner: ['test-big'] } },
      { zones: { deck: ['mut-twin', ...filler(8)], partner: ['mut-twin'] } },
    ]);
    passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
    passUntil(t, 'battle.guard').choose('noGuard');
    passUntil(t, 'autoLevelUp');
    expect(t.pending?.params).toEqual({ card: 'mut-twin' });
  });

  it(
    'CT-10.4.5 / CT-10.3.4: "cannot level up" does not stop an auto level up — only "cannot auto level up" ' + 'does',
    () => {
      const t = start([
        { zones: { deck: filler(10), partner: ['test-big'] } },
        { zones: { deck: ['mut-proud', ...filler(8)], partner: ['mut-proud'] } },
      ]);
      expect(hitPlayer(t, ['yes'])).toContain('autoLevelUp');
      expect(t.card('partner@1:mut-proud').characteristics.level).toBe(2);
      expect(wr(t, 1)).toEqual([]);
    },
  );

  it(
    "CT-9.9.1 / CT-3.14.4: damage redirected to the other player mills that player's deck, not the first " + "one's",
    () => {
      const t = start([
        { zones: { deck: filler(10), partner: ['test-big'] } },
        { zones: { deck: filler(10), partner: ['mut-mirror'] } },
      ]);
      hitPlayer(t);
      expect(wr(t, 1)).toEqual([]);
      expect(wr(t, 0)).toHaveLength(6);
    },
  );

  it('CT-9.9.1 / CT-3.14.4: damage to a player replaced by damage to a chara mills no card at all', () => {
    const t = start([
      { zones: { deck: filler(10), partner: ['test-big'] } },
      { zones: { deck: filler(10), partner: ['mut-decoy'] } },
    ]);
    hitPlayer(t);
    expect(wr(t, 1)).toEqual([]);
    expect(t.zone('deck@1')).toHaveLength(10);
    expect(t.card('partner@1:mut-decoy').counters.damage).toBe(6);
  });
});

describe('extra chara level up (CT-10.3.3)', () => {
  const extraLevelUp = (hand: string[], extra: (string | CardPlacement)[]) =>
    start(
      [
        {
          zones: {
            deck: filler(10),
            hand,
            extra,
            partner: ['test-dummy2'],
            front1: [{ def: 'sw-ex-eila-sanya', status: { face: 'up', pose: 'rest' }, counters: { damage: 3 } }],
          },
        },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
      'main',
    );
  const keys = (t: TestTable) => t.pending?.options.map((o) => o.key) ?? [];

  it(
    'CT-10.3.3.1: with two hand cards each meeting a condition of the extra cost, the player chooses which ' + 'pays',
    () => {
      const t = extraLevelUp(['sw-eila', 'sw-sanya'], ['sw-ex-eila-sanya']);
      t.choose('levelUp:extra:sw-ex-eila-sanya:front1');
      expect(t.pending?.prompt).toBe('levelUp.cost');
      // The second card, not the first one found: an engine paying with the first would put エイラ into the WR.
      t.choose(keys(t).find((k) => k.startsWith('sw-sanya:'))!);
      expect(t.zone('wr@0')).toEqual(['sw-sanya']);
      expect(t.zone('hand@0')).toEqual(['sw-eila']);
      const c = t.card('front1@0:sw-ex-eila-sanya');
      expect(c.characteristics.level).toBe(2);
      // CT-10.3.3.2 steps 6–7: stood up, cumulative damage 0.
      expect(c.status.pose).toBe('stand');
      expect(c.counters.damage ?? 0).toBe(0);
    },
  );

  it('CT-10.2.3 / CT-10.3.3: a public same-name extra card in the extra deck cannot be used to level up', () => {
    const t = extraLevelUp(['sw-eila'], [{ def: 'sw-ex-eila-sanya', revealedTo: [0, 1] }]);
    expect(keys(t).some((k) => k.startsWith('levelUp:'))).toBe(false);
    // A hidden one next to it can, and it is the hidden one that becomes the level card.
    const u = extraLevelUp(['sw-eila'], [{ def: 'sw-ex-eila-sanya', revealedTo: [0, 1] }, 'sw-ex-eila-sanya']);
    const hidden = u.state.zones['extra@0'][1];
    u.choose('levelUp:extra:sw-ex-eila-sanya:front1');
    expect(u.state.zones['extra@0']).toHaveLength(1);
    expect(u.state.objects[u.state.zones['extra@0'][0]].revealedTo).toEqual([0, 1]);
    expect(u.state.objects[hidden]).toBeUndefined();
  });

  it('CT-10.3.3 step 2: no hand card meeting the extra cost, no extra level up is offered', () => {
    const t = extraLevelUp(['test-dummy'], ['sw-ex-eila-sanya']);
    expect(keys(t).some((k) => k.startsWith('levelUp:'))).toBe(false);
  });

  it(
    "CT-10.3.3 step 3: only a hidden extra card with the chara's card name levels it up — another extra " +
      'card does not',
    () => {
      // 覚醒の芳佳 is hidden and its cost (「芳佳」) is in the hand, but it is not エイラ&サーニャ.
      const t = extraLevelUp(['sw-yoshika'], ['sw-ex-yoshika']);
      expect(keys(t).some((k) => k.startsWith('levelUp:'))).toBe(false);
    },
  );

  it(
    'CT-10.3.4: an extra chara with "cannot level up" is not offered a level up, though a same-name card ' + 'is ready',
    () => {
      const t = start(
        [
          {
            zones: {
              deck: filler(10),
              hand: ['sw-eila'],
              extra: ['mut-ex-stiff'],
              partner: ['test-dummy2'],
              front1: [{ def: 'mut-ex-stiff', attached: [{ def: 'sw-eila', kind: 'base' }] }],
            },
          },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
        'main',
      );
      expect(keys(t).some((k) => k.startsWith('levelUp:'))).toBe(false);
    },
  );
});

describe('partner level up cost (CT-10.3.2, CT-4.2.7.4)', () => {
  const greedy = (hand: string[]) =>
    start(
      [
        { zones: { deck: filler(10), hand, partner: ['mut-greedy'] } },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
      'main',
    );
  const offered = (t: TestTable) => t.pending?.options.some((o) => o.key === 'levelUp:partner:mut-greedy') ?? false;

  it('CT-4.2.7.4: two cost items cannot both be paid with one hand card, so the level up is not offered', () => {
    // An engine checking each item on its own would offer it, discard the card, fail the second item
    // and take the level up back: a cost paid in part.
    const t = greedy(['mut-greedy', 'test-dummy']);
    expect(offered(t)).toBe(false);
    expect(t.zone('hand@0')).toEqual(['mut-greedy', 'test-dummy']);
  });

  it(
    'CT-10.3.2 / CT-4.2.7.4: with two other hand cards both items are paid, one card each, and the partner ' +
      'levels up',
    () => {
      const t = greedy(['mut-greedy', 'test-dummy', 'test-dummy2']);
      expect(offered(t)).toBe(true);
      t.choose('levelUp:partner:mut-greedy');
      if (t.pending?.prompt === 'cost.discard') t.select(['hand@0:test-dummy']);
      expect(t.card('partner@0:mut-greedy').characteristics.level).toBe(2);
      expect(t.zone('wr@0')).toEqual(['test-dummy']);
      expect(t.zone('backyard@0')).toEqual(['test-dummy2']);
      expect(t.zone('hand@0')).toEqual([]);
    },
  );

  it('CT-4.2.7.4 / CT-9.5.3.5: the backyard item cannot take the only card the later discard item can use', () => {
    const t = start(
      [
        { zones: { deck: filler(10), hand: ['mut-picky', 'test-dummy', 'test-dummy2'], partner: ['mut-picky'] } },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
      'main',
    );
    t.choose('levelUp:partner:mut-picky');
    // test-dummy (「ダミー」) is kept for the second item, so the first has one card left to take: no choice.
    expect(t.pending?.prompt).not.toBe('cost.handToBackyard');
    expect(t.zone('backyard@0')).toEqual(['test-dummy2']);
    expect(t.zone('wr@0')).toEqual(['test-dummy']);
    expect(t.card('partner@0:mut-picky').characteristics.level).toBe(2);
  });

  it(
    'CT-10.3.4 / CT-10.4.5: "cannot auto level up" leaves the level up action open; "cannot level up" ' + 'closes it',
    () => {
      const partnerWith = (def: string) =>
        start(
          [
            { zones: { deck: filler(10), hand: [def], partner: [def] } },
            { zones: { deck: filler(10), partner: ['test-big'] } },
          ],
          'main',
        );
      const shy = partnerWith('mut-shy');
      expect(shy.pending?.options.map((o) => o.key)).toContain('levelUp:partner:mut-shy');
      const proud = partnerWith('mut-proud');
      expect(proud.pending?.options.map((o) => o.key)).not.toContain('levelUp:partner:mut-proud');
    },
  );

  it(
    'CT-10.3.2 steps 3–4: a face-up standing partner is neither turned face up nor stood — its triggers on ' +
      'those do not fire',
    () => {
      const t = start(
        [
          { zones: { deck: filler(10), hand: ['mut-alert'], partner: ['mut-alert'] } },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
        'main',
      );
      t.choose('levelUp:partner:mut-alert');
      passUntil(t, 'playTiming');
      expect(t.card('partner@0:mut-alert').characteristics.level).toBe(2);
      expect(t.zone('hand@0')).toEqual([]);
    },
  );

  it('CT-10.3.2 / CT-10.3.3: an extra chara partner does not level up with a hand chara card of its card name', () => {
    const t = start(
      [
        {
          zones: {
            deck: filler(10),
            hand: ['mut-fake-yoshika'],
            partner: [{ def: 'sw-ex-yoshika', attached: [{ def: 'sw-yoshika', kind: 'base' }] }],
          },
        },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
      'main',
    );
    expect(t.pending?.options.some((o) => o.key.startsWith('levelUp:'))).toBe(false);
  });
});
