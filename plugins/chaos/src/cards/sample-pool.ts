import type { Expr, Instruction, Selector } from '@tcgkit/core';
import type { ChaosCardInput } from './card-schema.js';
import { SAMPLE_POOL_TEXTS } from './sample-pool-texts.js';

/*
 * The sample card pool: invented cards modelled on the examples the rules name (Eila on Bf109G-2,
 * Perrine, 無垢なる刃デモンベイン on 私立探偵大十字九郎 with フィンジアスの剣, Star Mine Girl, the
 * ぷちどるはるかさん pair, …) so that every mechanic of the rules is exercised by at least one card.
 * Cards are plain data; the helpers below only shorten repeated expressions.
 */

const AREAS = ['front1', 'front2', 'back1', 'back2', 'partner'];
const self: Expr = { ref: 'self' };
const ev = (path: string): Expr => ({ ref: 'event', path });
const eq = (a: Expr, b: Expr): Expr => ({ op: 'eq', args: [a, b] });
const and = (...args: Expr[]): Expr => ({ op: 'and', args });
const not = (a: Expr): Expr => ({ op: 'not', args: [a] });
const has = (l: Expr, v: Expr): Expr => ({ op: 'has', args: [l, v] });
const charas = (player?: 'controller' | 'opponent', where?: Expr): Selector => ({
  zone: AREAS,
  ...(player ? { player: { ref: player } } : {}),
  ...(where ? { where } : {}),
});
const target = (sel: Selector, into = 't', max = 1): Instruction => ({
  do: 'choose',
  from: { selector: sel },
  max,
  into,
  prompt: 'target',
  target: true,
});
const v = (name: string): Expr => ({ ref: 'var', path: name });
const appearsSelf = { on: 'appear', where: eq(ev('card'), self) };
const numeric = (key: string, amount: number | Expr) => ({
  layer: 'numeric',
  op: { kind: 'add' as const, key, amount },
});
const boost = (targets: Expr, key: string, amount: number, boundary = 'turn.end'): Instruction => ({
  do: 'continuous',
  targets,
  effect: { affects: { self: true }, parts: [numeric(key, amount)], duration: { kind: 'untilBoundary', boundary } },
});

type Card = ChaosCardInput;

const chara = (
  id: string,
  name: string,
  work: string,
  attack: number,
  durability: number,
  more: Partial<Card> = {},
): Card => ({ id, name, type: 'chara', work, attack, durability, gender: ['female'], attributes: ['null'], ...more });

// ── Strike Witches (OS:ストライクウィッチーズ) ─────────────────────────────────────────────
const SW = 'ストライクウィッチーズ';
const witch = { traits: ['ウィッチ'] };
const STRIKE_WITCHES: Card[] = [
  chara('sw-eila-bf109', 'Bf109G-2のエイラ', SW, 2, 3, {
    ...witch,
    names: ['エイラ'],
    attributes: ['water'],
    attackMod: 1,
    durabilityMod: 2,
    abilities: [
      {
        id: 'reduce',
        kind: 'permanent',
        text: 'Damage this chara receives is reduced by 3.',
        replacements: [
          {
            on: 'damage',
            where: eq(ev('target'), self),
            action: { kind: 'modify', set: { amount: { op: 'sub', args: [ev('amount'), 3] } } },
          },
        ],
      },
    ],
  }),
  chara('sw-eila', 'エイラ・イルマタル・ユーティライネン', SW, 3, 2, {
    ...witch,
    names: ['エイラ'],
    attributes: ['water'],
    attackMod: 2,
    durabilityMod: 2,
    costs: { levelUp: [{ do: 'discard', count: 1 }] },
  }),
  chara('sw-perrine', 'ペリーヌ・クロステルマン', SW, 2, 3, {
    ...witch,
    names: ['ペリーヌ'],
    attributes: ['air'],
    attackMod: 1,
    durabilityMod: 1,
    abilities: [
      {
        id: 'no-effect-damage',
        kind: 'permanent',
        text: 'This chara does not receive non-battle damage.',
        replacements: [
          {
            on: 'damage',
            where: and(eq(ev('target'), self), not(has(ev('tags'), 'battle'))),
            action: { kind: 'prevent' },
          },
        ],
      },
    ],
  }),
  chara('sw-sanya', 'サーニャ・V・リトヴャク', SW, 3, 2, {
    ...witch,
    names: ['サーニャ'],
    attributes: ['dark'],
    skills: ['firstStrike'],
  }),
  chara('sw-yoshika', '宮藤芳佳', SW, 2, 3, {
    ...witch,
    names: ['芳佳'],
    attributes: ['light'],
    attackMod: 1,
    durabilityMod: 1,
    abilities: [
      {
        id: 'heal',
        kind: 'automatic',
        text: 'When this chara appears, a chara you master recovers all damage.',
        trigger: appearsSelf,
        effect: [target(charas('controller')), { do: 'recover', cards: v('t') }],
      },
    ],
  }),
  chara('sw-lynette', 'リネット・ビショップ', SW, 1, 3, {
    ...witch,
    names: ['リーネ'],
    attributes: ['earth'],
    abilities: [
      {
        id: 'snipe',
        kind: 'activated',
        icons: ['main'],
        cost: [{ do: 'rest' }],
        text: '[Main] 〔rest this card〕 Deal 1 damage to a target chara.',
        effect: [target(charas()), { do: 'damageCharas', targets: v('t'), amount: 1 }],
      },
    ],
  }),
  chara('sw-mio', '坂本美緒', SW, 3, 3, { ...witch, names: ['美緒'], attributes: ['fire'], skills: ['penetrate'] }),
  chara('sw-minna', 'ミーナ・ディートリンデ・ヴィルケ', SW, 2, 3, {
    ...witch,
    names: ['ミーナ'],
    attributes: ['air'],
    abilities: [
      {
        id: 'command',
        kind: 'permanent',
        icons: ['friend'],
        text: '[Friend] Your other charas get attack +1.',
        continuous: [
          {
            affects: { selector: charas('controller', { op: 'ne', args: [{ ref: 'card' }, self] }) },
            parts: [numeric('attack', 1)],
          },
        ],
      },
    ],
  }),
  chara('sw-gertrud', 'ゲルトルート・バルクホルン', SW, 3, 3, {
    ...witch,
    names: ['ゲルトルート'],
    attributes: ['earth'],
    skills: ['opponentSelect'],
  }),
  chara('sw-erica', 'エーリカ・ハルトマン', SW, 2, 2, {
    ...witch,
    names: ['エーリカ'],
    attributes: ['air'],
    costs: { intrude: [{ do: 'discard', count: 1 }] },
  }),
  chara('sw-shirley', 'シャーロット・E・イェーガー', SW, 2, 3, {
    ...witch,
    names: ['シャーリー'],
    attributes: ['fire'],
    skills: ['firstDefense'],
  }),
  chara('sw-francesca', 'フランチェスカ・ルッキーニ', SW, 5, 4, {
    ...witch,
    names: ['ルッキーニ'],
    attributes: ['fire'],
    costs: { maintain: [{ do: 'discard', count: 1 }] },
  }),
  chara('sw-mio-guard', '扶桑の魔女 美緒', SW, 1, 5, {
    ...witch,
    names: ['美緒'],
    attributes: ['water'],
    skills: ['reflect'],
  }),
  {
    id: 'sw-ev-scramble',
    name: 'スクランブル',
    type: 'event',
    work: SW,
    timing: 'main',
    text: '[Main] Draw 2.',
    effect: [{ do: 'draw', count: 2 }],
  },
  {
    id: 'sw-ev-shield',
    name: 'シールド展開',
    type: 'event',
    work: SW,
    timing: 'battle',
    text: '[Battle] A target chara you master gets durability +2 until the end of the battle.',
    effect: [target(charas('controller')), boost(v('t'), 'durability', 2, 'battle.end')],
  },
  {
    id: 'sw-ev-barrage',
    name: '一斉射撃',
    type: 'event',
    work: SW,
    timing: 'main',
    costs: { use: [{ do: 'discard', count: 1 }] },
    text: '[Main] 〔discard 1〕 Choose any number of target charas and deal 4 damage divided among them as you like.',
    effect: [
      { do: 'distribute', from: { select: charas('opponent') }, total: 4, into: 'split', prompt: 'divide 4 damage' },
      { do: 'damageSplit', split: v('split') },
    ],
  },
  {
    id: 'sw-ev-cheer',
    name: '全機、続け!',
    type: 'event',
    work: SW,
    timing: 'main',
    text: '[Main] Until the end of the turn, all your charas get attack +2.',
    effect: [
      { do: 'continuous', effect: { affects: { selector: charas('controller') }, parts: [numeric('attack', 2)] } },
    ],
  },
  {
    id: 'sw-set-striker',
    name: 'ストライカーユニット',
    type: 'set',
    work: SW,
    attackMod: 1,
    durabilityMod: 1,
    traits: ['飛行'],
    setOn: { trait: 'ウィッチ' },
    text: 'Can only be set on a “ウィッチ”.',
  },
  { id: 'sw-set-mg42', name: 'MG42', type: 'set', work: SW, attackMod: 2, text: 'Attack +2.' },
  {
    id: 'sw-ex-eila-sanya',
    name: 'エイラ&サーニャ 夜空の二人',
    type: 'extra',
    work: SW,
    attack: 4,
    durability: 4,
    attackMod: 1,
    durabilityMod: 1,
    gender: ['female'],
    attributes: ['water', 'dark'],
    extraCost: { conditions: [{ name: 'エイラ' }, { name: 'サーニャ' }], join: '&' },
    text: '【エクストラ 「エイラ」&「サーニャ」】',
  },
  {
    id: 'sw-ex-yoshika',
    name: '覚醒の芳佳',
    type: 'extra',
    work: SW,
    attack: 4,
    durability: 3,
    attackMod: 1,
    durabilityMod: 1,
    gender: ['female'],
    attributes: ['light'],
    skills: ['penetrate'],
    extraCost: { conditions: [{ name: '芳佳' }, { name: '美緒' }], join: 'か' },
    text: '【エクストラ 「芳佳」か「美緒」】',
  },
];

// ── Demonbane and friends (OS:ニトロプラス) ──────────────────────────────────────────────────
const DB = '斬魔大聖デモンベイン';
const NITRO: Card[] = [
  chara('nitro-kurou', '私立探偵大十字九郎', DB, 2, 2, {
    names: ['九郎'],
    gender: ['male'],
    attributes: ['light'],
    attackMod: 2,
    durabilityMod: 3,
  }),
  chara('nitro-al', 'アル・アジフ', DB, 2, 3, {
    names: ['アル'],
    traits: ['魔導書'],
    attributes: ['dark'],
    abilities: [
      {
        id: 'grimoire',
        kind: 'permanent',
        icons: ['partner'],
        text: '[Partner] Your friends get durability +1.',
        continuous: [
          {
            affects: {
              selector: charas('controller', { op: 'not', args: [{ op: 'isPartner', args: [{ ref: 'card' }] }] }),
            },
            parts: [numeric('durability', 1)],
          },
        ],
      },
    ],
  }),
  chara('nitro-ruri', '覇道瑠璃', DB, 1, 3, {
    names: ['瑠璃'],
    attributes: ['light'],
    abilities: [
      {
        id: 'order',
        kind: 'activated',
        icons: ['battle'],
        cost: [{ do: 'discard', count: 1 }],
        text: '[Battle] 〔discard 1〕 A target chara gets attack +2 until the end of the battle.',
        effect: [target(charas()), boost(v('t'), 'attack', 2, 'battle.end')],
      },
    ],
  }),
  chara('nitro-winfield', 'ウィンフィールド', DB, 3, 3, {
    names: ['ウィンフィールド'],
    gender: ['male'],
    attributes: ['earth'],
    skills: ['firstStrike', 'firstDefense'],
  }),
  chara('nitro-west', 'ドクター・ウェスト', DB, 3, 2, {
    names: ['ウェスト'],
    gender: ['male'],
    attributes: ['fire'],
    abilities: [
      {
        id: 'bomb',
        kind: 'automatic',
        text: 'When this chara appears, deal 1 damage to each other chara.',
        trigger: appearsSelf,
        effect: [
          {
            do: 'damageCharas',
            targets: { select: charas(undefined, { op: 'ne', args: [{ ref: 'card' }, self] }) },
            amount: 1,
          },
        ],
      },
    ],
  }),
  chara('nitro-elsa', 'エルザ', DB, 2, 4, { names: ['エルザ'], attributes: ['dark'], skills: ['reflect'] }),
  chara('nitro-kurisu', '牧瀬紅莉栖', 'STEINS;GATE', 2, 2, {
    names: ['紅莉栖'],
    attributes: ['light'],
    abilities: [
      {
        id: 'lab',
        kind: 'automatic',
        icons: ['oncePerTurn'],
        text: '[Once per turn] When this chara appears, draw 1.',
        trigger: appearsSelf,
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  }),
  chara('nitro-okabe', '岡部倫太郎', 'STEINS;GATE', 2, 2, {
    names: ['岡部'],
    gender: ['male'],
    attributes: ['dark'],
    abilities: [
      {
        id: 'reading',
        kind: 'activated',
        icons: ['main', 'oncePerTurn'],
        cost: [{ do: 'rest' }],
        text:
          '[Main][Once per turn] 〔rest〕 Look at the top 3 cards of your deck and put up to 1 of them into ' +
          'your hand.',
        effect: [{ do: 'lookTop', count: 3, take: 1 }],
      },
    ],
  }),
  chara('nitro-mayuri', '椎名まゆり', 'STEINS;GATE', 1, 2, {
    names: ['まゆり'],
    attributes: ['earth'],
    abilities: [
      {
        id: 'tuturu',
        kind: 'activated',
        icons: ['main'],
        cost: [{ do: 'rest' }],
        text: '[Main] 〔rest〕 A target chara recovers 2 damage.',
        effect: [target(charas('controller')), { do: 'recover', cards: v('t'), amount: 2 }],
      },
    ],
  }),
  chara('nitro-muramasa', '三世村正', '装甲悪鬼村正', 4, 3, {
    names: ['村正'],
    attributes: ['fire'],
    skills: ['penetrate'],
    costs: { appear: [{ do: 'discard', count: 1 }] },
  }),
  chara('nitro-kageaki', '湊斗景明', '装甲悪鬼村正', 5, 5, {
    names: ['景明'],
    gender: ['male'],
    attributes: ['fire'],
    costs: { unit: { on: { name: '村正' }, cost: [{ do: 'discard', count: 1 }] } },
    text: '【ユニット】〔「村正」: discard 1〕',
  }),
  chara('nitro-sayaka', '沙耶', '沙耶の唄', 2, 3, {
    names: ['沙耶'],
    attributes: ['dark'],
    keywords: ['cannotBeCost'],
  }),
  chara('nitro-takumi', '西條拓巳', 'CHAOS;HEAD', 2, 2, {
    names: ['拓巳'],
    gender: ['male'],
    attributes: ['dark'],
    abilities: [
      {
        id: 'delusion',
        kind: 'automatic',
        text: 'At the end of your turn, if this chara is standing, draw 1.',
        trigger: { at: 'end', unit: 'turn', yours: true },
        effect: [{ do: 'if', cond: eq({ op: 'pose', args: [self] }, 'stand'), then: [{ do: 'draw', count: 1 }] }],
      },
    ],
  }),
  { id: 'nitro-set-fingias', name: 'フィンジアスの剣', type: 'set', work: DB, attackMod: 4, text: 'Attack +4.' },
  {
    id: 'nitro-set-grimoire',
    name: '魔導書ネクロノミコン',
    type: 'set',
    work: DB,
    durabilityMod: 2,
    traits: ['魔導書'],
    text: 'Durability +2; the chara gains “魔導書”.',
  },
  {
    id: 'nitro-ev-atlach',
    name: 'アトラック=ナチャ',
    type: 'event',
    work: DB,
    timing: 'main',
    text: '[Main] Rest a target chara.',
    effect: [target(charas('opponent')), { do: 'setPose', cards: v('t'), pose: 'rest' }],
  },
  {
    id: 'nitro-ev-hyperborea',
    name: 'ハイパーボリア・ゼロドライブ',
    type: 'event',
    work: DB,
    timing: 'battle',
    text: '[Battle] End the battle phase.',
    effect: [{ do: 'endPhase', phase: 'battle' }],
  },
  {
    id: 'nitro-ev-lemegeton',
    name: 'レメゲトン',
    type: 'event',
    work: DB,
    timing: 'main',
    costs: { use: [{ do: 'discard', count: 1 }] },
    text: '[Main] 〔discard 1〕 Turn a target chara face down.',
    effect: [target(charas('opponent')), { do: 'turnFace', cards: v('t'), face: 'down' }],
  },
  {
    id: 'nitro-ev-elder-sign',
    name: '旧神の印',
    type: 'event',
    work: DB,
    timing: 'main',
    text: '[Main] Move a friend you master to another friend area.',
    effect: [
      target(charas('controller', { op: 'not', args: [{ op: 'isPartner', args: [{ ref: 'card' }] }] })),
      { do: 'moveFriend', card: v('t') },
    ],
  },
  {
    id: 'nitro-ex-demonbane',
    name: '無垢なる刃デモンベイン',
    type: 'extra',
    work: DB,
    attack: 4,
    durability: 4,
    attackMod: 2,
    durabilityMod: 2,
    gender: ['male'],
    attributes: ['light'],
    extraCost: { conditions: [{ name: '九郎' }], join: '&' },
    text: '【エクストラ 「九郎」】',
  },
  {
    id: 'nitro-ex-demonbane-al',
    name: 'デモンベイン 九郎&アル',
    type: 'extra',
    work: DB,
    attack: 5,
    durability: 5,
    attackMod: 2,
    durabilityMod: 2,
    gender: ['male'],
    attributes: ['light', 'dark'],
    skills: ['penetrate'],
    extraCost: { conditions: [{ name: '九郎' }, { name: 'アル' }], join: '&' },
    text: '【エクストラ 「九郎」&「アル」】',
  },
];

// ── ToHeart2 (OS:アクアプラス), with a partner card ─────────────────────────────────────────
const TH = 'ToHeart2';
const AQUA: Card[] = [
  {
    id: 'aqua-konomi-partner',
    name: '柚原このみ',
    type: 'partner',
    work: TH,
    gender: ['female'],
    attributes: ['earth'],
    names: ['このみ'],
    partnerLevels: [
      { attack: 3, durability: 3 },
      { attack: 4, durability: 5 },
      { attack: 6, durability: 6 },
      { attack: 7, durability: 8 },
    ],
    text: 'Partner card: level 1 3/3, level 2 4/5, level 3 6/6, level 4 7/8.',
  },
  chara('aqua-konomi', '柚原このみ', TH, 2, 2, {
    names: ['このみ'],
    attributes: ['earth'],
    attackMod: 1,
    durabilityMod: 1,
    costs: { levelUp: [{ do: 'discard', count: 1 }] },
  }),
  chara('aqua-tamaki', '向坂環', TH, 3, 3, { names: ['環'], attributes: ['fire'], skills: ['opponentSelect'] }),
  chara('aqua-manaka', '小牧愛佳', TH, 1, 3, {
    names: ['愛佳'],
    attributes: ['water'],
    abilities: [
      {
        id: 'library',
        kind: 'automatic',
        text: 'When this chara appears, draw 1, then discard 1.',
        trigger: appearsSelf,
        effect: [
          { do: 'draw', count: 1 },
          {
            do: 'choose',
            from: { select: { zone: 'hand', player: { ref: 'controller' } } },
            min: 1,
            max: 1,
            into: 'd',
            prompt: 'discard',
          },
          { do: 'move', cards: v('d'), to: 'wr', position: 'top' },
        ],
      },
    ],
  }),
  chara('aqua-yuma', '十波由真', TH, 2, 3, { names: ['由真'], attributes: ['air'], skills: ['firstDefense'] }),
  chara('aqua-sasara', '久寿川ささら', TH, 2, 2, {
    names: ['ささら'],
    attributes: ['water'],
    abilities: [
      {
        id: 'council',
        kind: 'permanent',
        text: 'While you master 3 or more charas, this chara gets attack +2.',
        continuous: [
          {
            affects: { self: true },
            parts: [
              numeric('attack', {
                op: 'if',
                args: [{ op: 'gte', args: [{ op: 'charaCount', args: [{ ref: 'controller' }] }, 3] }, 2, 0],
              }),
            ],
          },
        ],
      },
    ],
  }),
  chara('aqua-lucy', 'ルーシー・マリア・ミソラ', TH, 3, 2, {
    names: ['るーこ'],
    attributes: ['light'],
    keywords: ['cannotBePartner'],
  }),
  chara('aqua-ikuno', '小牧郁乃', TH, 1, 2, {
    names: ['郁乃'],
    attributes: ['earth'],
    abilities: [
      {
        id: 'watch',
        kind: 'automatic',
        text: 'When another chara you master appears, it gets attack +1 until the end of the turn.',
        trigger: {
          on: 'appear',
          where: and(
            { op: 'ne', args: [ev('card'), self] },
            { op: 'ne', args: [ev('base'), self] },
            eq({ op: 'master', args: [ev('card')] }, { op: 'master', args: [self] }),
          ),
        },
        effect: [boost(ev('card'), 'attack', 1)],
      },
    ],
  }),
  chara('aqua-karin', '笹森花梨', TH, 2, 2, {
    names: ['花梨'],
    attributes: ['air'],
    costs: { intrude: [{ do: 'wrToBackyard', count: 2 }] },
  }),
  chara('aqua-harumi', '河野はるみ', TH, 2, 3, {
    names: ['はるみ'],
    attributes: ['water'],
    abilities: [
      {
        id: 'nohand',
        kind: 'automatic',
        text: 'When you have no cards in hand, draw 1 (state trigger).',
        trigger: {
          state: and(
            { op: 'isChara', args: [self] },
            eq({ op: 'zoneCount', args: ['hand', { op: 'master', args: [self] }] }, 0),
          ),
        },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  }),
  chara('aqua-yuki', '長瀬由紀子', TH, 4, 3, {
    names: ['由紀子'],
    attributes: ['dark'],
    costs: { appear: [{ do: 'restFriends', count: 1 }] },
  }),
  {
    id: 'aqua-set-ribbon',
    name: 'このみのリボン',
    type: 'set',
    work: TH,
    attackMod: 1,
    durabilityMod: 2,
    setOn: { name: 'このみ' },
    abilities: [
      {
        id: 'bond',
        kind: 'permanent',
        text: 'The chara this is set on does not receive non-battle damage of 1.',
        replacements: [
          {
            on: 'damage',
            where: and(eq(ev('target'), self), eq(ev('amount'), 1), not(has(ev('tags'), 'battle'))),
            action: { kind: 'prevent' },
          },
        ],
      },
    ],
  },
  {
    id: 'aqua-set-racket',
    name: 'テニスラケット',
    type: 'set',
    work: TH,
    attackMod: 2,
    durabilityMod: -1,
    text: 'Attack +2, durability −1.',
  },
  {
    id: 'aqua-ev-festival',
    name: '学園祭',
    type: 'event',
    work: TH,
    timing: 'main',
    text: '[Main] Draw up to 2.',
    effect: [{ do: 'drawUpTo', max: 2 }],
  },
  {
    id: 'aqua-ev-recall',
    name: 'あの日の約束',
    type: 'event',
    work: TH,
    timing: 'any',
    text: '[Main/Battle] A target chara you master recovers all damage and stands.',
    effect: [
      target(charas('controller')),
      { do: 'recover', cards: v('t') },
      { do: 'setPose', cards: v('t'), pose: 'stand' },
    ],
  },
  {
    id: 'aqua-ev-rooftop',
    name: '屋上の決闘',
    type: 'event',
    work: TH,
    timing: 'battle',
    text: '[Battle] Deal 2 damage to a target chara.',
    effect: [target(charas()), { do: 'damageCharas', targets: v('t'), amount: 2 }],
  },
  {
    id: 'aqua-ev-counter',
    name: '反撃の狼煙',
    type: 'event',
    work: TH,
    timing: 'battle',
    text:
      "[Battle] Only during the opponent's battle phase: a target chara you master gets attack +3 until " +
      'the end of the battle.',
    useCondition: { op: 'ne', args: [{ ref: 'active' }, { ref: 'controller' }] },
    effect: [target(charas('controller')), boost(v('t'), 'attack', 3, 'battle.end')],
  },
  {
    id: 'aqua-ev-mimic',
    name: '見よう見まね',
    type: 'event',
    work: TH,
    timing: 'battle',
    text: "[Battle] Use the effect of an event card in the opponent's WR (a pseudo-card).",
    effect: [
      {
        do: 'choose',
        from: {
          select: {
            zone: 'wr',
            player: { ref: 'opponent' },
            where: eq({ op: 'printedType', args: [{ ref: 'card' }] }, 'event'),
          },
        },
        min: 0,
        max: 1,
        into: 'copy',
        prompt: 'copy an event',
      },
      { do: 'pseudoCard', card: v('copy') },
    ],
  },
  {
    id: 'aqua-ex-konomi',
    name: 'このみ 春の陽だまり',
    type: 'extra',
    work: TH,
    attack: 3,
    durability: 4,
    attackMod: 1,
    durabilityMod: 1,
    gender: ['female'],
    attributes: ['earth'],
    extraCost: { conditions: [{ name: 'このみ' }, { cardName: '向坂環' }], join: 'か' },
    text: '【エクストラ 「このみ」か《向坂環》】',
  },
  {
    id: 'aqua-ex-tamaki',
    name: '環 生徒会長の威厳',
    type: 'extra',
    work: TH,
    attack: 4,
    durability: 3,
    attackMod: 2,
    durabilityMod: 1,
    gender: ['female'],
    attributes: ['fire'],
    skills: ['firstStrike'],
    extraCost: { conditions: [{ name: '環' }], join: '&', other: [{ do: 'discard', count: 1 }] },
    text: '【エクストラ 「環」】〔discard 1〕',
  },
];

// ── Cards for the append rules and the rules' named examples ─────────────────────────────
const SPECIAL: Card[] = [
  // CT-3.15.1: one chara with three names counts as 1.
  chara(
    'star-mine-girl',
    'Star Mine Girl 魔女スピカ & ガーネット & ミラ',
    'ストライクウィッチーズ Operation Victory Arrow',
    3,
    3,
    { names: ['スピカ', 'ガーネット', 'ミラ'], traits: ['魔女'] },
  ),
  // CT-4.2.7.2: one condition needing a trait and a name must be met by one card.
  {
    id: 'spica-extra',
    name: '魔女スピカ 星の輝き',
    type: 'extra',
    work: 'ストライクウィッチーズ Operation Victory Arrow',
    attack: 4,
    durability: 4,
    attackMod: 1,
    durabilityMod: 1,
    gender: ['female'],
    extraCost: { conditions: [{ trait: '魔女', name: 'スピカ' }], join: '&' },
  },
  // CT-13.4: ぷちどるはるかさん, with and without the append rule.
  chara('haruka-mujaki', '無邪気なぷちどるはるかさん', 'ぷちます!-プチ・アイドルマスター-', 1, 2, {
    names: ['はるかさん'],
    append: ['haruka'],
  }),
  chara('haruka-amagami', 'あまがみ好きなぷちどるはるかさん', 'ぷちます!-プチ・アイドルマスター-', 2, 2, {
    names: ['はるかさん'],
  }),
  // CT-13.2.1: every work title.
  chara('oreyome-bride', '俺の嫁', 'Nitro+', 2, 2, { names: ['嫁'], append: ['oreyome'] }),
  // CT-13.3: BETA and Total Eclipse.
  chara('beta-tank', '突撃級', 'トータル・イクリプス', 3, 4, { gender: [], names: ['突撃級'], append: ['beta'] }),
  chara('beta-laser', '光線級', 'トータル・イクリプス', 2, 2, { gender: [], names: ['光線級'], append: ['beta'] }),
  chara('te-yui', '篁唯依', 'トータル・イクリプス', 3, 3, { names: ['唯依'] }),
  chara('te-yuuya', 'ユウヤ・ブリッジス', 'トータル・イクリプス', 3, 3, { names: ['ユウヤ'], gender: ['male'] }),
  // CT-13.6: TST gauge.
  chara('mitsuki', '神前美月', 'LOVELY×CATION', 2, 3, { names: ['神前美月'] }),
  { id: 'tst-gauge', name: 'TSTゲージ', type: 'set', work: 'LOVELY×CATION', attackMod: 1, append: ['tst'] },
  // CT-13.8: Solar Charge (an extra card that stacks on a same-name partner at the start of your battle phase).
  {
    id: 'solar-kurou',
    name: 'ソルラルチャージ九郎',
    type: 'extra',
    work: DB,
    attack: 5,
    durability: 5,
    gender: ['male'],
    names: ['九郎'],
    append: ['solarCharge'],
    extraCost: { conditions: [{ name: '九郎' }], join: '&' },
  },
  // CT-13.9: Harmonics with an angel partner.
  chara('harmonics-nymph', 'ハーモニクス・ニンフ', 'そらのおとしものf', 0, 0, {
    names: ['ニンフ'],
    traits: ['エンジェロイド'],
    append: ['harmonics'],
  }),
  chara('ikaros', 'イカロス', 'そらのおとしもの Final 永遠の私の鳥籠', 3, 4, {
    names: ['イカロス'],
    traits: ['天使'],
    skills: ['firstStrike'],
  }),
  // CT-13.11: extra charas that return from the WR to the extra deck (one face up, one face down).
  {
    id: 'fleet-iona',
    name: 'イオナ',
    type: 'extra',
    work: '蒼き鋼のアルペジオ',
    attack: 4,
    durability: 4,
    names: ['イオナ'],
    traits: ['霧'],
    gender: ['female'],
    attributes: ['water'],
    append: ['fleet'],
    extraDeckFace: 'up',
    extraCost: { conditions: [{ trait: '艦長' }], join: '&' },
  },
  {
    id: 'fleet-takao',
    name: 'タカオ',
    type: 'extra',
    work: '蒼き鋼のアルペジオ',
    attack: 4,
    durability: 3,
    names: ['タカオ'],
    traits: ['霧'],
    gender: ['female'],
    attributes: ['water'],
    append: ['fleet'],
    extraDeckFace: 'down',
    extraCost: { conditions: [{ trait: '艦長' }], join: '&' },
  },
  chara('arpeggio-gunzo', '千早群像', '蒼き鋼のアルペジオ', 2, 3, {
    names: ['群像'],
    traits: ['艦長'],
    gender: ['male'],
  }),
  // CT-13.12: event cards that return from the WR to the extra deck while the partner shares their work.
  {
    id: 'koisou-letter',
    name: '恋文',
    type: 'event',
    work: '恋想リレーション',
    timing: 'main',
    append: ['koisou'],
    extraDeckFace: 'up',
    text: '[Main] Draw 1.',
    effect: [{ do: 'draw', count: 1 }],
  },
  {
    id: 'koisou-promise',
    name: '約束',
    type: 'event',
    work: '恋想リレーション',
    timing: 'main',
    append: ['koisou'],
    extraDeckFace: 'up',
    text: '[Main] Draw 1.',
    effect: [{ do: 'draw', count: 1 }],
  },
  chara('koisou-heroine', '恋想のヒロイン', '恋想リレーション', 2, 3, { names: ['ヒロイン'] }),
  // CT-13.10, CT-13.14: abilities only in the extra deck.
  {
    id: 'aragami-vajra',
    name: 'ヴァジュラ',
    type: 'extra',
    work: 'ゴッドイーター',
    attack: 6,
    durability: 6,
    append: ['aragami'],
    extraCost: { conditions: [{ trait: '神機使い' }], join: '&' },
  },
  {
    id: 'gensokyo-reimu',
    name: '博麗霊夢',
    type: 'extra',
    work: '東方混沌符',
    attack: 4,
    durability: 4,
    gender: ['female'],
    append: ['gensokyo'],
    extraCost: { conditions: [{ name: '霊夢' }], join: '&' },
  },
  // CT-11.4.4: a card that can appear more than once.
  chara('nitro-drone', '破壊ロボ', DB, 1, 1, { names: ['破壊ロボ'], gender: [], keywords: ['multipleAppear'] }),
  // CT-14.8.1: cannot appear.
  chara('sealed-one', '封印されし者', DB, 9, 9, { names: ['封印'], keywords: ['cannotAppear'] }),
  // CT-10.3.4 / 10.4.5: cannot level up / auto level up (effective face down too).
  chara('stubborn', '頑固な九郎', DB, 2, 2, {
    names: ['九郎'],
    gender: ['male'],
    keywords: ['cannotLevelUp', 'cannotAutoLevelUp'],
  }),
  // CT-13.5: リフレイン — a main-icon ability that may be played again with 6 リフレイン cards in the backyard.
  chara('refrain-witch', '輪廻の魔女', SW, 2, 2, {
    names: ['輪廻'],
    append: ['refrain'],
    abilities: [
      {
        id: 'chant',
        kind: 'activated',
        icons: ['main', 'oncePerTurn'],
        cost: [{ do: 'rest' }],
        text: '[Main][Once per turn] 〔rest〕 Draw 1.',
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  }),
  {
    id: 'refrain-echo',
    name: '輪廻の残響',
    type: 'event',
    work: SW,
    timing: 'main',
    append: ['refrain'],
    text: '[Main] Draw 1.',
    effect: [{ do: 'draw', count: 1 }],
  },
  // CT-13.13.1: 契約者 — put as a loyalty card by an effect.
  chara('contractor-rin', '契約の騎士', 'ランス9 ヘルマン革命', 2, 2, {
    names: ['騎士'],
    append: ['contractor'],
    attackMod: 1,
    durabilityMod: 1,
  }),
  {
    id: 'contract-pact',
    name: '契約の儀',
    type: 'event',
    work: 'ランス9 ヘルマン革命',
    timing: 'main',
    text: "[Main] Put a 契約者 card from your hand into your partner's area as a loyalty card.",
    effect: [
      {
        do: 'choose',
        from: {
          select: {
            zone: 'hand',
            player: { ref: 'controller' },
            where: { op: 'has', args: [{ op: 'char', args: [{ ref: 'card' }, 'append'] }, 'contractor'] },
          },
        },
        min: 1,
        max: 1,
        into: 'c',
        prompt: 'loyalty card',
      },
      {
        do: 'loyaltyCard',
        card: { op: 'at', args: [{ ref: 'var', path: 'c' }, 0] },
        to: { op: 'at', args: [{ select: { zone: 'partner', player: { ref: 'controller' } } }, 0] },
      },
    ],
  },
  // CT-5.1.5: several cards put on the deck together are ordered by their master.
  {
    id: 'rewind',
    name: '巻き戻し',
    type: 'event',
    work: 'STEINS;GATE',
    timing: 'main',
    text: '[Main] Put 2 cards from your hand on top of your deck in any order, then draw 1.',
    effect: [
      {
        do: 'choose',
        from: { select: { zone: 'hand', player: { ref: 'controller' } } },
        min: 2,
        max: 2,
        into: 'c',
        prompt: 'to the deck',
      },
      { do: 'handToDeckTop', cards: { ref: 'var', path: 'c' } },
      { do: 'draw', count: 1 },
    ],
  },
  // CT-3.8.3: "original" attack.
  {
    id: 'true-strength',
    name: '真の力',
    type: 'event',
    work: DB,
    timing: 'main',
    text: "[Main] Deal damage equal to a target chara's original attack to it.",
    effect: [
      { do: 'choose', from: { selector: { zone: AREAS } }, max: 1, into: 't', prompt: 'target', target: true },
      {
        do: 'damageCharas',
        targets: v('t'),
        amount: { op: 'original', args: [{ op: 'at', args: [v('t'), 0] }, 'attack'] },
      },
    ],
  },
  // CT-2.5.2: an ability that works in the WR.
  chara('wr-returner', '帰還する魔女', SW, 2, 2, {
    names: ['帰還'],
    abilities: [
      {
        id: 'return',
        kind: 'activated',
        icons: ['main'],
        functionsIn: ['wr'],
        cost: [{ do: 'discard', count: 1 }],
        text: '[Main] 〔discard 1〕 Return this card in the WR to your hand.',
        effect: [{ do: 'move', cards: { ref: 'self' }, to: 'hand' }],
      },
    ],
  }),
  // CT-2.2.8–2.2.10: cards that become set cards.
  {
    id: 'striker-fusion',
    name: '魔導融合',
    type: 'event',
    work: SW,
    timing: 'main',
    text: '[Main] A friend you master becomes a set card set on your partner.',
    effect: [
      {
        do: 'choose',
        from: { selector: { zone: ['front1', 'front2', 'back1', 'back2'], player: { ref: 'controller' } } },
        max: 1,
        into: 't',
        prompt: 'target',
        target: true,
      },
      {
        do: 'becomeSet',
        card: { op: 'at', args: [v('t'), 0] },
        onto: { op: 'at', args: [{ select: { zone: 'partner', player: { ref: 'controller' } } }, 0] },
      },
    ],
  },
  {
    id: 'charm-event',
    name: '護符化',
    type: 'event',
    work: SW,
    timing: 'main',
    attackMod: 3,
    text: '[Main] This card becomes a set card set on your partner.',
    effect: [
      {
        do: 'becomeSet',
        card: { ref: 'self' },
        onto: { op: 'at', args: [{ select: { zone: 'partner', player: { ref: 'controller' } } }, 0] },
      },
    ],
  },
  // CT-4.1.10: an ability working while public in the extra deck.
  {
    id: 'ex-watcher',
    name: '見守る魔女',
    type: 'extra',
    work: SW,
    attack: 3,
    durability: 3,
    gender: ['female'],
    extraCost: { conditions: [{ trait: 'ウィッチ' }], join: '&' },
    abilities: [
      {
        id: 'watch',
        kind: 'permanent',
        icons: ['ex'],
        text: '[EX] While public in your extra deck, your partner gets attack +1.',
        continuous: [
          { affects: { selector: { zone: 'partner', player: { ref: 'controller' } } }, parts: [numeric('attack', 1)] },
        ],
      },
    ],
  },
];

/** Every sample card, with its words in other languages (English names, Japanese text). */
export const SAMPLE_POOL: readonly Card[] = [...STRIKE_WITCHES, ...NITRO, ...AQUA, ...SPECIAL].map((card) =>
  SAMPLE_POOL_TEXTS[card.id] ? { ...card, i18n: SAMPLE_POOL_TEXTS[card.id] } : card,
);
