import { describe, it, expect } from 'vitest';
import { RulesetRegistry } from '@tcgkit/core';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { chaosRuleset, ChaosCardSchema, SAMPLE_DECKS, SAMPLE_POOL, type ChaosCardInput } from '../src/index.js';
import { TEST_CARDS, filler, passUntil } from './support.js';

/**
 * Card names without their spaces (CT-2.1.4) and parts of card names (CT-4.2.3), in positions where an
 * engine comparing printed names exactly gives a different result: 向坂環 (the sample pool's aqua-tamaki) is
 * also printed here as 「向坂 環」 (ASCII space) and 「向坂<U+3000>環」; 向坂 雄二 is another card name.
 */
const TH = 'ToHeart2';
const CARDS: ChaosCardInput[] = [
  { id: 'nm-tamaki-space', name: '向坂 環', type: 'chara', work: TH, attack: 2, durability: 3, names: ['環'] },
  { id: 'nm-tamaki-ideo', name: '向坂\u3000環', type: 'chara', work: TH, attack: 2, durability: 3, names: ['環'] },
  { id: 'nm-yuuji', name: '向坂 雄二', type: 'chara', work: TH, attack: 2, durability: 3, names: ['雄二'] },
  // 破壊ロボ (nitro-drone "can appear more than once") with a space in its card name, without the text.
  {
    id: 'nm-drone-space',
    name: '破壊 ロボ',
    type: 'chara',
    work: '斬魔大聖デモンベイン',
    attack: 1,
    durability: 1,
    names: ['破壊ロボ'],
  },
  // Another card name, with 破壊ロボ's name written with a space (a name is part of the card name, CT-2.1.1).
  {
    id: 'nm-kin-space',
    name: 'ロボ 整備士',
    type: 'chara',
    work: '斬魔大聖デモンベイン',
    attack: 1,
    durability: 1,
    names: ['破壊 ロボ'],
  },
  // An extra card whose card name is 向坂環's, written with a space (CT-10.2.3).
  {
    id: 'nm-ex-tamaki',
    name: '向坂 環',
    type: 'extra',
    work: TH,
    attack: 3,
    durability: 4,
    extraCost: { conditions: [{ name: 'このみ' }], join: 'か' },
    text: '【エクストラ 「このみ」】',
  },
  // 【エクストラ <<<坂環>>>】: a chara whose card name contains 坂環 (CT-4.2.3).
  {
    id: 'nm-ex-saka',
    name: '決意の姉',
    type: 'extra',
    work: TH,
    attack: 3,
    durability: 4,
    extraCost: { conditions: [{ cardNameContains: '坂環' }], join: 'か' },
    text: '【エクストラ <<<坂環>>>】',
  },
  // 【レベルアップ】〔discard 1 card whose card name contains <<<坂 環>>>〕, written with the chaos operator.
  {
    id: 'nm-picky',
    name: '姉を待つ者',
    type: 'chara',
    work: TH,
    attack: 1,
    durability: 3,
    names: ['待つ者'],
    costs: {
      levelUp: [{ do: 'discard', count: 1, where: { op: 'cardNameContains', args: [{ ref: 'card' }, '坂 環'] } }],
    },
  },
  // 「神前 美月」: the one chara a ＴＳＴゲージ may be set on (CT-13.6.1), its name written with a space.
  {
    id: 'nm-mitsuki-space',
    name: '神前 美月',
    type: 'chara',
    work: 'LOVELY×CATION',
    attack: 2,
    durability: 3,
    names: ['神前 美月'],
  },
  // ソルラルチャージ (CT-13.8) whose name 「九 郎」 is printed with a space; its extra cost's 「九郎」 is the same
  // name, so the base definition has it once (CT-3.6.2).
  {
    id: 'nm-solar-space',
    name: 'ソルラルチャージ 九郎',
    type: 'extra',
    work: '斬魔大聖デモンベイン',
    attack: 5,
    durability: 5,
    names: ['九 郎'],
    append: ['solarCharge'],
    extraCost: { conditions: [{ name: '九郎' }], join: '&' },
  },
  // 大十字九郎 (nitro-kurou) with its name written 「九 郎」: a partner for the unspaced solar-kurou.
  {
    id: 'nm-kurou-space',
    name: '大十字 九郎',
    type: 'chara',
    work: '斬魔大聖デモンベイン',
    attack: 3,
    durability: 3,
    names: ['九 郎'],
  },
  // A hidden extra card 「向坂環」 written without the space of the extra chara nm-ex-tamaki (CT-10.3.3).
  {
    id: 'nm-ex-tamaki-nospace',
    name: '向坂環',
    type: 'extra',
    work: TH,
    attack: 3,
    durability: 4,
    extraCost: { conditions: [{ name: 'このみ' }], join: 'か' },
    text: '【エクストラ 「このみ」】',
  },
  // A chara whose name 「この み」 is written with a space: nm-ex-tamaki's 「このみ」 refers to it (CT-2.1.2).
  { id: 'nm-konomi-space', name: '柚原 このみ', type: 'chara', work: TH, attack: 2, durability: 3, names: ['この み'] },
  // 【エクストラ “魔 女”】: a trait (CT-2.1.3) written with a space.
  {
    id: 'nm-ex-witch-space',
    name: '魔女の翼',
    type: 'extra',
    work: 'ストライクウィッチーズ Operation Victory Arrow',
    attack: 4,
    durability: 4,
    extraCost: { conditions: [{ trait: '魔 女' }], join: '&' },
    text: '【エクストラ “魔 女”】',
  },
  // A set card giving the trait “魔 女” (CT-2.1.3) — star-mine-girl's “魔女” with a space.
  {
    id: 'nm-set-witch-space',
    name: '魔女の箒',
    type: 'set',
    work: 'ストライクウィッチーズ Operation Victory Arrow',
    traits: ['魔 女'],
  },
  // An angel partner for ハーモニクス (CT-13.9.1) whose trait is written “天 使”.
  {
    id: 'nm-angel-space',
    name: 'イカロス 改',
    type: 'chara',
    work: 'そらのおとしもの Final 永遠の私の鳥籠',
    attack: 3,
    durability: 4,
    names: ['イカロス'],
    traits: ['天 使'],
  },
  // 【ユニット】〔「村正」〕 (CT-14.5) on a card whose own name 「村 正」 is 三世村正's 「村正」 with a space.
  {
    id: 'nm-unit-space',
    name: '村正 二世',
    type: 'chara',
    work: '装甲悪鬼村正',
    attack: 5,
    durability: 5,
    names: ['村 正'],
    costs: { unit: { on: { name: '村正' }, cost: [{ do: 'discard', count: 1 }] } },
  },
  // [Main] Return a target chara to its owner's hand; then, if its card name contains <<<坂環>>>, draw 1.
  {
    id: 'nm-bounce-check',
    name: '姉の帰宅',
    type: 'event',
    work: TH,
    timing: 'main',
    effect: [
      {
        do: 'choose',
        from: { selector: { zone: ['front1', 'front2', 'back1', 'back2', 'partner'] } },
        max: 1,
        into: 't',
        prompt: 'target',
        target: true,
      },
      { do: 'move', cards: { ref: 'var', path: 't' }, to: 'hand' },
      // The chosen id names the card that left the arena: the operator reads its last-known card name.
      {
        do: 'if',
        cond: { op: 'cardNameContains', args: [{ op: 'at', args: [{ ref: 'var', path: 't' }, 0] }, '坂環'] },
        then: [{ do: 'draw', count: 1 }],
      },
    ],
  },
];

const engine = new RulesetRegistry().register(chaosRuleset([...SAMPLE_POOL, ...TEST_CARDS, ...CARDS])).engine('chaos');
const start = (players: TableSetup['players'], phase: 'main' | 'battle' = 'main') =>
  TestTable.start(engine, { start: { activePlayer: 0, turn: 3, phase }, players });
const keys = (t: TestTable) => t.pending?.options.map((o) => o.key) ?? [];
const mine = (zones: Record<string, unknown[]>) =>
  start([{ zones: { deck: filler(10), ...zones } }, { zones: { deck: filler(10), partner: ['test-big'] } }]);
/** A chara appears in front2 beside one in front1 (name duplication, CT-11.4): front1, front2 and the WR after. */
const appearBeside = (appearing: string, standing: string): string[][] => {
  const t = mine({ hand: [appearing], partner: ['test-dummy2'], front1: [standing] });
  t.choose(`appear:${appearing}:front2`);
  return ['front1@0', 'front2@0', 'wr@0'].map((z) => t.zone(z));
};

describe('card names ignore spaces (CT-2.1.4)', () => {
  it('CT-2.1.4 / CT-10.3.2: a partner 「向坂 環」 levels up with a hand 「向坂環」 — not with 「向坂 雄二」', () => {
    // The option names the hand card that becomes the level card.
    expect(keys(mine({ hand: ['aqua-tamaki'], partner: ['nm-tamaki-space'] }))).toContain(
      'levelUp:partner:aqua-tamaki',
    );
    expect(
      keys(mine({ hand: ['nm-yuuji'], partner: ['nm-tamaki-space'] })).filter((k) => k.startsWith('levelUp:')),
    ).toEqual([]);
    const t = mine({ hand: ['nm-tamaki-ideo'], partner: ['aqua-tamaki'] });
    t.choose('levelUp:partner:nm-tamaki-ideo');
    expect(t.card('partner@0:aqua-tamaki').characteristics.level).toBe(2);
    expect(t.zone('hand@0')).toEqual([]);
  });

  it('CT-2.1.4 / CT-10.4.1: a milled 「向坂環」 offers an auto level up to a partner 「向坂\u3000環」 (U+3000)', () => {
    const hit = (deckTop: string) => {
      const t = start(
        [
          { zones: { deck: filler(10), partner: ['test-big'] } },
          { zones: { deck: [deckTop, ...filler(8)], partner: ['nm-tamaki-ideo'] } },
        ],
        'battle',
      );
      passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
      passUntil(t, 'battle.guard').choose('noGuard');
      const seen: string[] = [];
      for (let i = 0; i < 50 && t.pending && t.pending.prompt !== 'battle.attack'; i++) {
        seen.push(t.pending.prompt);
        const k = keys(t);
        t.choose(k.includes('pass') ? 'pass' : k.includes('no') ? 'no' : k[0]);
      }
      return seen;
    };
    expect(hit('aqua-tamaki')).toContain('autoLevelUp');
    expect(hit('nm-yuuji')).not.toContain('autoLevelUp');
  });

  it('CT-2.1.4 / CT-4.2.2: 《向坂環》 in an extra cost is met by a base chara 「向坂\u3000環」, not 「向坂 雄二」', () => {
    const offer = (base: string) => keys(mine({ extra: ['aqua-ex-konomi'], partner: ['test-dummy2'], front1: [base] }));
    expect(offer('nm-tamaki-ideo')).toContain('extra:aqua-ex-konomi:front1');
    expect(offer('nm-yuuji')).not.toContain('extra:aqua-ex-konomi:front1');
  });

  it('CT-2.1.4 / CT-10.2.3: an extra card 「向坂 環」 cannot appear while 「向坂環」 is in the arena', () => {
    const offer = (other: string) =>
      keys(mine({ extra: ['nm-ex-tamaki'], partner: ['test-dummy2'], front1: ['aqua-konomi'], front2: [other] }));
    expect(offer('aqua-tamaki')).not.toContain('extra:nm-ex-tamaki:front1');
    expect(offer('nm-yuuji')).toContain('extra:nm-ex-tamaki:front1');
  });

  it('CT-2.1.4 / CT-11.4.4: 「破壊 ロボ」 shares 破壊ロボ\'s card name, so "can appear more than once" spares it', () => {
    expect(appearBeside('nm-drone-space', 'nitro-drone')).toEqual([['nitro-drone'], ['nm-drone-space'], []]);
  });

  it('CT-11.4.1 / CT-11.4.4: two cards of one card name, neither able to appear more than once, are duplicated', () => {
    expect(appearBeside('sw-mio', 'sw-mio')).toEqual([[], ['sw-mio'], ['sw-mio']]);
  });

  it('CT-2.1.4 / CT-11.4.1: a name 「破壊 ロボ」 on another card name is 破壊ロボ: the two are duplicated', () => {
    expect(appearBeside('nm-kin-space', 'nitro-drone')).toEqual([[], ['nm-kin-space'], ['nitro-drone']]);
  });

  it('CT-2.1.4 / CT-6.1.5: four 「向坂環」 and one 「向坂 環」 are five cards of one card name', () => {
    const deck = (fifth: string) => [...SAMPLE_DECKS.witches.deck.slice(0, 45), ...filler(4, 'aqua-tamaki'), fifth];
    expect(engine.validateDeck({ deck: deck('nm-tamaki-space'), extra: [] })).toEqual([
      {
        rule: 'CT-6.1.5',
        message: '5 cards named "向坂環" (at most 4 in main and extra deck together)',
        card: '向坂環',
      },
    ]);
    expect(engine.validateDeck({ deck: deck('nm-yuuji'), extra: [] })).toEqual([]);
  });
});

describe('names and traits ignore spaces too (CT-2.1.1, CT-2.1.3, CT-2.1.4)', () => {
  it('CT-2.1.4 / CT-4.2.7.2: an extra cost 「このみ」 is met by a base chara named 「この み」, not 「雄二」', () => {
    const offer = (base: string) => keys(mine({ extra: ['nm-ex-tamaki'], partner: ['test-dummy2'], front1: [base] }));
    expect(offer('nm-konomi-space')).toContain('extra:nm-ex-tamaki:front1');
    expect(offer('nm-yuuji')).not.toContain('extra:nm-ex-tamaki:front1');
  });

  it('CT-2.1.3 / CT-2.1.4 / CT-4.2.7.2: an extra cost “魔 女” is met by a chara with the trait “魔女” only', () => {
    const offer = (base: string) =>
      keys(mine({ extra: ['nm-ex-witch-space'], partner: ['test-dummy2'], front1: [base] }));
    expect(offer('star-mine-girl')).toContain('extra:nm-ex-witch-space:front1');
    expect(offer('nm-yuuji')).not.toContain('extra:nm-ex-witch-space:front1');
  });

  it('CT-2.1.3 / CT-2.1.4 / CT-13.9.1: a partner with the trait “天 使” is an angel for ハーモニクス', () => {
    const nymph = (partner: string) =>
      mine({ partner: [partner], front1: ['harmonics-nymph'] }).card('front1@0:harmonics-nymph').characteristics;
    expect(nymph('nm-angel-space')).toMatchObject({ attack: 3, durability: 4 });
    expect(nymph('nm-yuuji')).toMatchObject({ attack: 0, durability: 0 });
  });

  it('CT-2.1.3 / CT-2.1.4 / CT-3.6.2: a set card’s “魔 女” given to a chara with “魔女” is one trait', () => {
    const t = mine({ partner: [{ def: 'star-mine-girl', attached: [{ def: 'nm-set-witch-space', kind: 'set' }] }] });
    expect(t.card('partner@0:star-mine-girl').characteristics.traits).toEqual(['魔女']);
  });

  it('CT-2.1.4 / CT-3.6.2 / CT-14.5.2: a unit named 「村 正」 on 「村正」 has the one name 「村 正」', () => {
    const t = mine({ hand: ['nm-unit-space', 'test-dummy'], partner: ['test-dummy2'], front1: ['nitro-muramasa'] });
    t.choose('unit:nm-unit-space:front1');
    const unit = t.card('front1@0[0]');
    expect(unit.def).toBe('nm-unit-space');
    expect(unit.characteristics.names).toEqual(['村 正']);
  });

  it("CT-2.1.4 / CT-3.6.2: a name 「九 郎」 and an extra cost's 「九郎」 are one name of the card", () => {
    const t = mine({ extra: ['nm-solar-space'], partner: ['test-dummy2'] });
    expect(t.card('extra@0:nm-solar-space').characteristics.names).toEqual(['九 郎']);
  });

  it('CT-2.1.4 / CT-13.6.1: a ＴＳＴゲージ may be set on a chara named 「神前 美月」, not on one named otherwise', () => {
    const k = keys(
      mine({ hand: ['tst-gauge'], partner: ['test-dummy2'], front1: ['nm-mitsuki-space'], front2: ['nm-yuuji'] }),
    );
    expect(k).toContain('set:tst-gauge:front1');
    expect(k).not.toContain('set:tst-gauge:front2');
  });

  it('CT-2.1.4 / CT-13.8.2: ソルラルチャージ 「九 郎」 is offered on a partner named 「九郎」, not 「エルザ」', () => {
    const prompt = (partner: string, solar = 'nm-solar-space') =>
      start(
        [
          { zones: { deck: filler(10), extra: [solar], partner: [partner] } },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
        'battle',
      ).pending?.prompt;
    expect(prompt('nitro-kurou')).toBe('solarCharge');
    expect(prompt('nitro-elsa')).not.toBe('solarCharge');
    // The other way round: ソルラルチャージ九郎's 「九郎」 and a partner's 「九 郎」.
    expect(prompt('nm-kurou-space', 'solar-kurou')).toBe('solarCharge');
  });

  it('CT-2.1.4 / CT-10.3.3: an extra chara 「向坂 環」 levels up with a hidden 「向坂環」 — not with another name', () => {
    const levelUps = (hand: string, extra: string) =>
      keys(mine({ hand: [hand], extra: [extra], partner: ['test-dummy2'], front1: ['nm-ex-tamaki'] })).filter((k) =>
        k.startsWith('levelUp:'),
      );
    expect(levelUps('aqua-konomi', 'nm-ex-tamaki-nospace')).toEqual(['levelUp:extra:nm-ex-tamaki:front1']);
    // 決意の姉's cost <<<坂環>>> is in the hand too, but its card name is another.
    expect(levelUps('aqua-tamaki', 'nm-ex-saka')).toEqual([]);
  });
});

describe('part of a card name (CT-4.2.3)', () => {
  it('CT-4.2.3 / CT-2.1.4: <<<坂環>>> in an extra cost is met by 「向坂環」 and 「向坂 環」, not by 「向坂 雄二」', () => {
    const offer = (base: string) => keys(mine({ extra: ['nm-ex-saka'], partner: ['test-dummy2'], front1: [base] }));
    expect(offer('aqua-tamaki')).toContain('extra:nm-ex-saka:front1');
    // Only after the space is removed does 「向坂 環」 contain 坂環.
    expect(offer('nm-tamaki-space')).toContain('extra:nm-ex-saka:front1');
    expect(offer('nm-yuuji')).not.toContain('extra:nm-ex-saka:front1');
  });

  it('CT-4.2.3 / CT-2.1.4: a cost item selecting cards with cardNameContains(card, "坂 環") takes 「向坂環」 only', () => {
    expect(keys(mine({ hand: ['nm-picky', 'nm-yuuji'], partner: ['nm-picky'] }))).not.toContain(
      'levelUp:partner:nm-picky',
    );
    const t = mine({ hand: ['nm-picky', 'nm-yuuji', 'aqua-tamaki'], partner: ['nm-picky'] });
    t.choose('levelUp:partner:nm-picky');
    expect(t.zone('wr@0')).toEqual(['aqua-tamaki']);
    expect(t.zone('hand@0')).toEqual(['nm-yuuji']);
    expect(t.card('partner@0:nm-picky').characteristics.level).toBe(2);
  });

  it('CT-4.2.3 / CT-2.1.4: cardNameContains reads a card that left the arena by its last-known card name', () => {
    const handAfter = (target: string) => {
      const t = mine({ hand: ['nm-bounce-check'], partner: ['test-dummy2'], front1: [target] });
      t.choose('event:nm-bounce-check').select([`front1@0:${target}`]);
      return t.zone('hand@0').length;
    };
    // 「向坂 環」 returns to the hand and, read as it was in the arena, contains 坂環: it and 1 drawn card.
    expect(handAfter('nm-tamaki-space')).toBe(2);
    expect(handAfter('nm-yuuji')).toBe(1);
  });

  it('CT-4.2.3: a card condition whose phrase is only spaces is rejected (it would match every card)', () => {
    const card = (phrase: string) => ({
      id: 'x',
      name: 'x',
      type: 'extra',
      work: TH,
      attack: 1,
      durability: 1,
      extraCost: { conditions: [{ cardNameContains: phrase }], join: 'か' },
    });
    expect(ChaosCardSchema.safeParse(card('\u3000 ')).success).toBe(false);
    expect(ChaosCardSchema.safeParse(card('坂 環')).success).toBe(true);
  });

  it('CT-2.1.3 / CT-2.1.4: a card condition whose trait is only spaces is rejected (no trait is left)', () => {
    const card = (trait: string) => ({
      id: 'x',
      name: 'x',
      type: 'extra',
      work: TH,
      attack: 1,
      durability: 1,
      extraCost: { conditions: [{ trait }], join: 'か' },
    });
    expect(ChaosCardSchema.safeParse(card('\u3000 ')).success).toBe(false);
    expect(ChaosCardSchema.safeParse(card('魔 女')).success).toBe(true);
  });
});
