import { RulesetRegistry } from '@tcgkit/core';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { chaos, chaosRuleset, SAMPLE_DECKS, SAMPLE_POOL, type ChaosCardInput } from '../src/index.js';

export const registry = new RulesetRegistry().register(chaos);
export const engine = registry.engine('chaos');
export type DeckName = keyof typeof SAMPLE_DECKS;
/** Cards by starting zone for a sample deck. */
export const cardsOf = (name: DeckName) => ({
  deck: [...SAMPLE_DECKS[name].deck],
  extra: [...SAMPLE_DECKS[name].extra],
});

const AREAS = ['front1', 'front2', 'back1', 'back2', 'partner'];
/** Chooses exactly one card (no target: CT-9.3.8 does not filter the offer) from `zone` into variable `into`. */
const chooseOne = (zone: unknown, into: string, prompt: string) => ({
  do: 'choose',
  from: { select: { zone } },
  min: 1,
  max: 1,
  into,
  prompt,
});
/** The one card a `chooseOne` put into variable `name`. */
/** A 1/1 chara that draws 1 when it is turned face down "by" the given cause (CT-14.7). */
const faceDownWitness = (id: string, name: string, by: 'battle' | 'effect'): ChaosCardInput => ({
  id,
  name,
  type: 'chara',
  work: 'Nitro+',
  attack: 1,
  durability: 1,
  names: ['証人'],
  abilities: [
    {
      id: 'witness',
      kind: 'automatic',
      icons: ['faceDown'],
      text: `When this chara is turned face down by ${by === 'battle' ? 'battle' : 'an effect'}, draw 1.`,
      trigger: {
        on: 'status',
        where: {
          op: 'and',
          args: [
            { op: 'eq', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] },
            { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'down'] },
            { op: 'has', args: [{ ref: 'event', path: 'by' }, by] },
          ],
        },
      },
      effect: [{ do: 'draw', count: 1 }],
    },
  ],
});

const chosen = (name: string) => ({ op: 'at', args: [{ ref: 'var', path: name }, 0] });
const target = { do: 'choose', from: { selector: { zone: AREAS } }, max: 1, into: 't', prompt: 'target', target: true };
const boost = (n: number) => ({
  do: 'continuous',
  targets: { ref: 'var', path: 't' },
  effect: { affects: { self: true }, parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: n } }] },
});

/** Test-only cards (effects with exact numbers the rules' examples need). */
export const TEST_CARDS: ChaosCardInput[] = [
  {
    id: 'test-blast5',
    name: 'テスト爆撃',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Deal 5 damage to a target chara.',
    effect: [target, { do: 'damageCharas', targets: { ref: 'var', path: 't' }, amount: 5 }],
  },
  {
    id: 'test-minus3',
    name: 'テスト減衰',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] A target chara gets attack −3.',
    effect: [target, boost(-3)],
  },
  {
    id: 'test-plus2',
    name: 'テスト強化',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] A target chara gets attack +2.',
    effect: [target, boost(2)],
  },
  {
    id: 'test-tough2',
    name: 'テスト堅守',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] A target chara gets durability +2 until the end of the main phase.',
    effect: [
      target,
      {
        do: 'continuous',
        targets: { ref: 'var', path: 't' },
        effect: {
          affects: { self: true },
          parts: [{ layer: 'numeric', op: { kind: 'add', key: 'durability', amount: 2 } }],
          duration: { kind: 'untilBoundary', boundary: 'phase.end:main' },
        },
      },
    ],
  },
  {
    id: 'test-harsh',
    name: '苛烈な登場',
    type: 'chara',
    work: 'Nitro+',
    attack: 3,
    durability: 5,
    names: ['苛烈'],
    costs: { appear: [{ do: 'damageOwnCharas', amount: 3 }] },
    text: '【登場】〔deal 3 damage to all your charas〕',
  },
  {
    id: 'test-fragile',
    name: 'コストにならない者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 2,
    names: ['儚'],
    keywords: ['cannotBeCost'],
  },
  { id: 'test-dummy', name: 'ダミー', type: 'chara', work: 'Nitro+', attack: 1, durability: 1, names: ['ダミー'] },
  // Name duplication (CT-11.4): another card name with 破壊ロボ's name, and 破壊ロボ's card name without its
  // "can appear more than once"; a set card with a chara's name.
  {
    id: 'test-drone-kin',
    name: 'ロボ整備士',
    type: 'chara',
    work: '斬魔大聖デモンベイン',
    attack: 1,
    durability: 1,
    names: ['破壊ロボ'],
  },
  {
    id: 'test-drone-plain',
    name: '破壊ロボ',
    type: 'chara',
    work: '斬魔大聖デモンベイン',
    attack: 1,
    durability: 1,
    names: ['破壊ロボ'],
  },
  { id: 'test-set-named', name: 'ダミーの面', type: 'set', work: 'Nitro+', attackMod: 1, names: ['ダミー'] },
  {
    id: 'test-battle-ward',
    name: '戦場の護り',
    type: 'chara',
    work: 'Nitro+',
    attack: 0,
    durability: 9,
    names: ['護り'],
    abilities: [
      {
        id: 'battle-ward',
        kind: 'permanent',
        text: 'Battle damage dealt to you is reduced by 1.',
        replacements: [
          {
            on: 'playerDamage',
            where: {
              op: 'and',
              args: [
                { op: 'eq', args: [{ ref: 'event', path: 'player' }, { ref: 'controller' }] },
                { op: 'eq', args: [{ ref: 'event', path: 'battle' }, true] },
              ],
            },
            action: {
              kind: 'modify',
              set: { amount: { op: 'sub', args: [{ ref: 'event', path: 'amount' }, 1] } },
            },
          },
        ],
      },
    ],
  },
  { id: 'test-dummy2', name: 'ダミー2', type: 'chara', work: 'Nitro+', attack: 2, durability: 2, names: ['ダミー2'] },
  {
    id: 'test-set-grant',
    name: '付与の剣',
    type: 'set',
    work: 'Nitro+',
    attackMod: 1,
    abilities: [
      {
        id: 'granted',
        kind: 'permanent',
        text: 'The chara gets durability +1.',
        continuous: [
          { affects: { self: true }, parts: [{ layer: 'numeric', op: { kind: 'add', key: 'durability', amount: 1 } }] },
        ],
      },
      { id: 'own', kind: 'permanent', setSelf: true, text: 'About this set card itself.' },
    ],
  },
  {
    id: 'test-watcher',
    name: '見張り',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['見張り'],
    abilities: [
      {
        id: 'draw',
        kind: 'automatic',
        text: 'When another chara appears, draw 1.',
        trigger: { on: 'appear', where: { op: 'ne', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] } },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'test-watcher2',
    name: '見張り2',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['見張り2'],
    abilities: [
      {
        id: 'draw',
        kind: 'automatic',
        text: 'When another chara appears, draw 1.',
        trigger: { on: 'appear', where: { op: 'ne', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] } },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'test-flip',
    name: 'テスト反転',
    type: 'event',
    work: 'Nitro+',
    timing: 'battle',
    text: '[Battle] Turn a target chara face down.',
    effect: [target, { do: 'turnFace', cards: { ref: 'var', path: 't' }, face: 'down' }],
  },
  {
    id: 'test-bounce',
    name: 'テスト帰還',
    type: 'event',
    work: 'Nitro+',
    timing: 'any',
    text: "Return a target chara to its owner's hand.",
    effect: [target, { do: 'move', cards: { ref: 'var', path: 't' }, to: 'hand' }],
  },
  { id: 'test-zero', name: '無力', type: 'chara', work: 'Nitro+', attack: 0, durability: 3, names: ['無力'] },
  {
    id: 'test-pen2',
    name: '二重貫通',
    type: 'chara',
    work: 'Nitro+',
    attack: 3,
    durability: 3,
    names: ['二重'],
    skills: [
      'penetrate',
      'penetrate',
      'reflect',
      'reflect',
      'opponentSelect',
      'opponentSelect',
      'firstStrike',
      'firstStrike',
    ],
  },
  {
    id: 'test-pen-big',
    name: '貫く巨人',
    type: 'chara',
    work: 'Nitro+',
    attack: 6,
    durability: 6,
    names: ['貫く巨人'],
    skills: ['penetrate'],
  },
  {
    id: 'test-commander',
    name: '指揮官',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['指揮官'],
    abilities: [
      {
        id: 'order',
        kind: 'activated',
        icons: ['battle'],
        text: '[Battle] Draw 1.',
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'test-ex-watcher',
    name: '見張りの真の姿',
    type: 'extra',
    work: 'Nitro+',
    attack: 3,
    durability: 3,
    extraCost: { conditions: [{ name: '見張り' }], join: '&' },
  },
  {
    id: 'test-swap',
    name: 'テスト入れ替え',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Swap your front1 and back1 areas.',
    effect: [{ do: 'swapAreas', player: { ref: 'controller' }, a: 'front1', b: 'back1' }],
  },
  {
    id: 'test-swap-partner',
    name: 'テスト入れ替え（相方）',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Swap your front1 area and your partner area (the partner area is never a destination).',
    effect: [{ do: 'swapAreas', player: { ref: 'controller' }, a: 'front1', b: 'partner' }],
  },
  {
    id: 'test-hit-heal',
    name: 'テスト打撃と治癒',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Deal 3 damage to a target chara, then it recovers all damage.',
    effect: [
      target,
      { do: 'damageCharas', targets: { ref: 'var', path: 't' }, amount: 3 },
      { do: 'recover', cards: { ref: 'var', path: 't' } },
    ],
  },
  {
    id: 'test-silence',
    name: 'テスト沈黙',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: "[Main] Until the end of the turn, a target chara's abilities are invalid.",
    effect: [
      target,
      {
        do: 'continuous',
        targets: { ref: 'var', path: 't' },
        effect: {
          affects: { self: true },
          parts: [{ layer: 'invalidateAbilities', op: { kind: 'invalidateAbilities' } }],
        },
      },
    ],
  },
  {
    id: 'test-set5',
    name: 'テスト固定',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: "[Main] A target chara's attack becomes 5.",
    effect: [
      target,
      {
        do: 'continuous',
        targets: { ref: 'var', path: 't' },
        effect: {
          affects: { self: true },
          parts: [{ layer: 'numeric', op: { kind: 'set', key: 'attack', value: 5 } }],
        },
      },
    ],
  },
  faceDownWitness('test-battle-witness', '戦場の証人', 'battle'),
  faceDownWitness('test-effect-witness', '効果の証人', 'effect'),
  // CT-13.3.4: a トータル・イクリプス chara whose gender (free text, CT-2.2.3) is neither male nor female.
  {
    id: 'test-te-machine',
    name: '戦術機',
    type: 'chara',
    work: 'トータル・イクリプス',
    attack: 2,
    durability: 3,
    gender: ['機械'],
    names: ['戦術機'],
  },
  // CT-7.2.4 with CT-7.4.3: an effect that lasts until the end of the main phase.
  {
    id: 'test-main-boost',
    name: 'テスト主段強化',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] A target chara gets attack +2 until the end of the main phase.',
    effect: [
      target,
      {
        do: 'continuous',
        targets: { ref: 'var', path: 't' },
        effect: {
          affects: { self: true },
          parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 2 } }],
          duration: { kind: 'untilBoundary', boundary: 'phase.end:main' },
        },
      },
    ],
  },
  // CT-1.3.1 over CT-3.10.7: card text that names the stacked cards takes them along.
  {
    id: 'test-bounce-all',
    name: 'テスト全員帰還',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: "[Main] Return a target chara and every card stacked under it to its owner's hand.",
    effect: [target, { do: 'move', cards: { ref: 'var', path: 't' }, to: 'hand', carry: 'all' }],
  },
  {
    id: 'test-bounce-sets',
    name: 'テストセット帰還',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: "[Main] Return a target chara and its set cards to its owner's hand.",
    effect: [target, { do: 'move', cards: { ref: 'var', path: 't' }, to: 'hand', carry: ['set'] }],
  },
  // CT-1.3.3: a replacement of an act that would change nothing does not apply.
  {
    id: 'test-stubborn',
    name: '頑固者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['頑固者'],
    abilities: [
      {
        id: 'stubborn',
        kind: 'permanent',
        text: 'If this chara would become rested, it becomes reversed instead.',
        replacements: [
          {
            on: 'status',
            where: {
              op: 'and',
              args: [
                { op: 'eq', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] },
                { op: 'eq', args: [{ ref: 'event', path: 'key' }, 'pose'] },
                { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'rest'] },
              ],
            },
            action: { kind: 'modify', set: { value: 'reverse' } },
          },
        ],
      },
    ],
  },
  // CT-13.8.4 / CT-13.10.1: generic effects on the extra deck, which the append rules restrict.
  {
    id: 'test-extra-dump',
    name: 'テスト放出',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Put every card in your extra deck into your WR.',
    effect: [{ do: 'move', cards: { select: { zone: 'extra', player: { ref: 'controller' } } }, to: 'wr' }],
  },
  {
    id: 'test-extra-call',
    name: 'テスト召喚',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Put a card from your extra deck into your back2 area.',
    effect: [
      {
        do: 'choose',
        from: { select: { zone: 'extra', player: { ref: 'controller' } } },
        min: 1,
        max: 1,
        into: 'c',
        prompt: 'call',
      },
      { do: 'move', cards: { ref: 'var', path: 'c' }, to: 'back2' },
    ],
  },
  // CT-7.2.5: turned face down by a rule process inside the battle end step, its boost must expire there too.
  {
    id: 'test-last-word',
    name: '最後の言葉',
    type: 'chara',
    work: 'Nitro+',
    attack: 2,
    durability: 2,
    names: ['最後の言葉'],
    abilities: [
      {
        id: 'rally',
        kind: 'automatic',
        icons: ['faceDown'],
        text: 'When this chara turns face down, a target chara gets attack +2 until the end of the battle.',
        trigger: {
          on: 'status',
          where: {
            op: 'and',
            args: [
              { op: 'eq', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] },
              { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'down'] },
            ],
          },
        },
        effect: [
          target,
          {
            do: 'continuous',
            targets: { ref: 'var', path: 't' },
            effect: {
              affects: { self: true },
              parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 2 } }],
              duration: { kind: 'untilBoundary', boundary: 'battle.end' },
            },
          },
        ],
      },
    ],
  },
  // CT-8.8.1: the roles last through the battle end step's triggers.
  {
    id: 'test-veteran',
    name: '古参',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 5,
    names: ['古参'],
    abilities: [
      {
        id: 'debrief',
        kind: 'automatic',
        text: 'At the end of the battle, if this chara is the attack chara, draw 1.',
        trigger: { at: 'end', unit: 'battle' },
        effect: [
          {
            do: 'if',
            cond: { op: 'eq', args: [{ op: 'battleRole', args: [{ ref: 'self' }] }, 'attack'] },
            then: [{ do: 'draw', count: 1 }],
          },
        ],
      },
    ],
  },
  {
    id: 'test-sentry',
    name: '歩哨',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 5,
    names: ['歩哨'],
    abilities: [
      {
        id: 'relief',
        kind: 'automatic',
        text: 'At the end of the battle, if this chara is the guard chara, draw 1.',
        trigger: { at: 'end', unit: 'battle' },
        effect: [
          {
            do: 'if',
            cond: { op: 'eq', args: [{ op: 'battleRole', args: [{ ref: 'self' }] }, 'guard'] },
            then: [{ do: 'draw', count: 1 }],
          },
        ],
      },
    ],
  },
  // CT-8.7.1.1–CT-8.7.1.4: its "when battling" ability only triggers once its start-of-damage-step ability resolved.
  {
    id: 'test-rouser',
    name: '奮起',
    type: 'chara',
    work: 'Nitro+',
    attack: 2,
    durability: 5,
    names: ['奮起'],
    // First strike: its damage is dealt in CT-8.7.1.5, right after the check timing of CT-8.7.1.4.
    skills: ['firstStrike'],
    abilities: [
      {
        id: 'rouse',
        kind: 'automatic',
        text: 'At the start of the battle damage step, this chara gains the trait “闘志” until the end of the turn.',
        trigger: { at: 'start', unit: 'battleDamageStep' },
        effect: [
          {
            do: 'continuous',
            targets: { ref: 'self' },
            effect: {
              affects: { self: true },
              parts: [{ layer: 'nonNumeric', op: { kind: 'addTo', key: 'traits', values: '闘志' } }],
            },
          },
        ],
      },
      {
        id: 'fight',
        kind: 'automatic',
        text: 'When this chara battles, if it has “闘志”, it gets attack +3 until the end of the turn.',
        trigger: {
          on: 'battling',
          where: {
            op: 'and',
            args: [
              { op: 'eq', args: [{ ref: 'event', path: 'attacker' }, { ref: 'self' }] },
              { op: 'has', args: [{ op: 'char', args: [{ ref: 'self' }, 'traits'] }, '闘志'] },
            ],
          },
        },
        effect: [
          {
            do: 'continuous',
            targets: { ref: 'self' },
            effect: {
              affects: { self: true },
              parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 3 } }],
            },
          },
        ],
      },
    ],
  },
  {
    id: 'test-kurou-other',
    name: '別作品の九郎',
    type: 'chara',
    work: 'ToHeart2',
    attack: 2,
    durability: 2,
    names: ['九郎'],
  },
  {
    id: 'test-doom',
    name: '破滅',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Your opponent loses the game. Draw 1.',
    effect: [
      { do: 'lose', player: { ref: 'opponent' }, reason: 'an effect', rule: 'CT-1.2.7' },
      { do: 'draw', count: 1 },
    ],
  },
  {
    id: 'test-draw-neg',
    name: '負の引き',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Draw −2.',
    effect: [{ do: 'draw', count: -2 }],
  },
  {
    id: 'test-summon',
    name: '召喚',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Put a chara card from your hand into your back2 area.',
    effect: [
      {
        do: 'choose',
        from: { select: { zone: 'hand', player: { ref: 'controller' } } },
        min: 1,
        max: 1,
        into: 'c',
        prompt: 'summon',
      },
      { do: 'move', cards: { ref: 'var', path: 'c' }, to: 'back2' },
    ],
  },
  {
    id: 'test-stoic',
    name: '不動',
    type: 'chara',
    work: 'Nitro+',
    attack: 3,
    durability: 3,
    names: ['不動'],
    keywords: ['noIncrease'],
  },
  {
    id: 'test-unbowed',
    name: '不屈',
    type: 'chara',
    work: 'Nitro+',
    attack: 3,
    durability: 3,
    names: ['不屈'],
    keywords: ['noDecrease'],
  },
  {
    id: 'test-ladies',
    name: '淑女の集い',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Charas that are female get attack +1.',
    effect: [
      {
        do: 'continuous',
        effect: {
          affects: {
            selector: {
              zone: AREAS,
              where: { op: 'has', args: [{ op: 'char', args: [{ ref: 'card' }, 'gender'] }, 'female'] },
            },
          },
          parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 1 } }],
        },
      },
    ],
  },
  {
    id: 'test-later',
    name: '後で引く',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] At the end of this turn, draw 1.',
    effect: [
      {
        do: 'delayed',
        trigger: { on: 'unitEnd', where: { op: 'eq', args: [{ ref: 'event', path: 'unit' }, 'turn'] } },
        program: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'test-mourner',
    name: '喪に服す者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['喪'],
    abilities: [
      {
        id: 'mourn',
        kind: 'automatic',
        text: 'When an Earth chara turns face down, draw 1.',
        trigger: {
          on: 'status',
          where: {
            op: 'and',
            args: [
              { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'down'] },
              { op: 'has', args: [{ ref: 'event', path: 'charsBefore.attributes' }, 'earth'] },
            ],
          },
        },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'test-angelize',
    name: '天使化',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] A target chara gains “天使” and attack +1.',
    effect: [
      target,
      {
        do: 'continuous',
        targets: { ref: 'var', path: 't' },
        effect: {
          affects: { self: true },
          parts: [
            { layer: 'nonNumeric', op: { kind: 'addTo', key: 'traits', values: '天使' } },
            { layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 1 } },
          ],
        },
      },
    ],
  },
  {
    id: 'test-halo',
    name: '光輪',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Until end of turn, charas with “天使” gain “光”.',
    effect: [
      {
        do: 'continuous',
        effect: {
          affects: {
            selector: {
              zone: AREAS,
              where: { op: 'has', args: [{ op: 'char', args: [{ ref: 'card' }, 'traits'] }, '天使'] },
            },
          },
          parts: [{ layer: 'nonNumeric', op: { kind: 'addTo', key: 'traits', values: '光' } }],
        },
      },
    ],
  },
  {
    id: 'test-gift',
    name: '加護',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] A target chara gains "damage this chara receives is reduced by 3".',
    effect: [
      target,
      {
        do: 'continuous',
        targets: { ref: 'var', path: 't' },
        effect: {
          affects: { self: true },
          parts: [{ layer: 'abilities', op: { kind: 'grantAbility', ability: 'sw-eila-bf109/reduce' } }],
        },
      },
    ],
  },
  {
    id: 'test-lock',
    name: '固定化',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: "[Main] A target chara's attack cannot be modified.",
    effect: [
      target,
      {
        do: 'continuous',
        targets: { ref: 'var', path: 't' },
        effect: {
          affects: { self: true },
          parts: [{ layer: 'prohibitions', op: { kind: 'prohibit', keys: ['attack'] } }],
        },
      },
    ],
  },
  {
    id: 'test-nullify',
    name: '無効化',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Continuous effects on a target chara are invalid.',
    effect: [
      target,
      {
        do: 'continuous',
        targets: { ref: 'var', path: 't' },
        effect: { affects: { self: true }, parts: [{ layer: 'invalidateEffects', op: { kind: 'invalidateEffects' } }] },
      },
    ],
  },
  {
    id: 'test-end-main',
    name: '終幕',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] End the main phase.',
    effect: [{ do: 'endPhase', phase: 'main' }],
  },
  {
    id: 'test-end-main-any',
    name: '終幕・随時',
    type: 'event',
    work: 'Nitro+',
    timing: 'any',
    text: '[Any] End the main phase.',
    effect: [{ do: 'endPhase', phase: 'main' }],
  },
  {
    id: 'test-pseudo-any',
    name: '模倣・無差別',
    type: 'event',
    work: 'Nitro+',
    timing: 'any',
    text: "[Any] Use the effect of a card in the opponent's WR (a pseudo-card), whatever its type.",
    effect: [
      {
        do: 'choose',
        from: { select: { zone: 'wr', player: { ref: 'opponent' } } },
        min: 1,
        max: 1,
        into: 'copy',
        prompt: 'copy a card',
      },
      { do: 'pseudoCard', card: { ref: 'var', path: 'copy' } },
    ],
  },
  {
    id: 'test-opp-draw2',
    name: '施し',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Your opponent draws 2 cards.',
    effect: [{ do: 'draw', count: 2, player: { ref: 'opponent' } }],
  },
  ...(['rest', 'reverse'] as const).map((pose) => ({
    id: `test-${pose}-any`,
    name: `テスト${pose}`,
    type: 'event' as const,
    work: 'Nitro+',
    timing: 'main' as const,
    text: `[Main] Put a chosen chara (either player's) into ${pose}.`,
    effect: [chooseOne(AREAS, 't', 'chara'), { do: 'setPose', cards: { ref: 'var', path: 't' }, pose }],
  })),
  {
    id: 'test-participant',
    name: '奮戦',
    type: 'chara',
    work: 'Nitro+',
    attack: 2,
    durability: 2,
    names: ['奮戦'],
    abilities: [
      {
        id: 'rally',
        kind: 'activated',
        icons: ['battle', 'participating', 'oncePerTurn'],
        text: '[Battle][Participating][Once per turn] This chara gets attack +2.',
        effect: [
          {
            do: 'continuous',
            effect: {
              affects: { self: true },
              parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 2 } }],
            },
          },
        ],
      },
    ],
  },
  {
    id: 'test-pump',
    name: '力溜め',
    type: 'chara',
    work: 'Nitro+',
    attack: 2,
    durability: 3,
    names: ['力溜め'],
    abilities: [
      {
        id: 'pump',
        kind: 'activated',
        icons: ['main', 'oncePerTurn'],
        text: '[Main][Once per turn] This chara gets attack +2 (until the end of the turn).',
        effect: [
          {
            do: 'continuous',
            effect: {
              affects: { self: true },
              parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 2 } }],
            },
          },
        ],
      },
    ],
  },
  {
    id: 'test-herald',
    name: '先触れ',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 4,
    names: ['先触れ'],
    abilities: [
      {
        id: 'game',
        kind: 'automatic',
        text: 'At the start of the game, draw 1.',
        trigger: { at: 'start', unit: 'game' },
        effect: [{ do: 'draw', count: 1 }],
      },
      {
        id: 'turn',
        kind: 'automatic',
        text: 'At the start of your turn, draw 1.',
        trigger: { at: 'start', unit: 'turn', yours: true },
        effect: [{ do: 'draw', count: 1 }],
      },
      {
        id: 'stands',
        kind: 'automatic',
        text: 'When a chara you master stands, draw 1.',
        trigger: {
          on: 'status',
          where: {
            op: 'and',
            args: [
              { op: 'eq', args: [{ ref: 'event', path: 'key' }, 'pose'] },
              { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'stand'] },
              {
                op: 'eq',
                args: [
                  { op: 'master', args: [{ ref: 'event', path: 'card' }] },
                  { op: 'master', args: [{ ref: 'self' }] },
                ],
              },
            ],
          },
        },
        effect: [{ do: 'draw', count: 1 }],
      },
      {
        id: 'rests',
        kind: 'automatic',
        text: 'When a chara you master rests, draw 1.',
        trigger: {
          on: 'status',
          where: {
            op: 'and',
            args: [
              { op: 'eq', args: [{ ref: 'event', path: 'key' }, 'pose'] },
              { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'rest'] },
              {
                op: 'eq',
                args: [
                  { op: 'master', args: [{ ref: 'event', path: 'card' }] },
                  { op: 'master', args: [{ ref: 'self' }] },
                ],
              },
            ],
          },
        },
        effect: [{ do: 'draw', count: 1 }],
      },
      {
        id: 'end',
        kind: 'automatic',
        text: 'At the start of your end phase, draw 1.',
        trigger: { at: 'start', unit: 'endPhase', yours: true },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  // The beginning and end phases as units: their end triggers and "until the end of" them (CT-7.2, CT-7.3, CT-7.6).
  {
    id: 'test-phase-marks',
    name: '刻',
    type: 'chara',
    work: 'Nitro+',
    attack: 2,
    durability: 4,
    names: ['刻'],
    abilities: (
      [
        ['dawn', 'turn', 'beginning', 2],
        ['dusk', 'endPhase', 'end', 3],
      ] as const
    ).flatMap(([id, unit, phase, amount]) => [
      {
        id,
        kind: 'automatic' as const,
        text: `At the start of your ${unit}, this chara gets attack +${amount} until the end of the ${phase} phase.`,
        trigger: { at: 'start' as const, unit, yours: true },
        effect: [
          {
            do: 'continuous',
            targets: { ref: 'self' },
            effect: {
              affects: { self: true },
              parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount } }],
              duration: { kind: 'untilBoundary', boundary: `phase.end:${phase}` },
            },
          },
        ],
      },
      {
        id: `${id}End`,
        kind: 'automatic' as const,
        text: `At the end of your ${phase} phase, draw 1.`,
        trigger: { at: 'end' as const, unit: `${phase}Phase`, yours: true },
        effect: [{ do: 'draw', count: 1 }],
      },
    ]),
  },
  {
    id: 'test-oath-count',
    name: '誓いの数',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: "[Main] Draw cards equal to your partner's loyalty.",
    effect: [
      {
        do: 'draw',
        count: {
          op: 'loyalty',
          args: [{ op: 'at', args: [{ select: { zone: 'partner', player: { ref: 'controller' } } }, 0] }],
        },
      },
    ],
  },
  {
    id: 'test-count-down',
    name: '伏兵の数',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Draw 1 card for each face-down chara you master.',
    effect: [
      {
        do: 'draw',
        count: {
          op: 'len',
          args: [
            {
              select: {
                zone: AREAS,
                player: { ref: 'controller' },
                where: { op: 'not', args: [{ op: 'faceUp', args: [{ ref: 'card' }] }] },
              },
            },
          ],
        },
      },
    ],
  },
  {
    id: 'test-revealer',
    name: '開示者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 2,
    names: ['開示者'],
    abilities: [
      {
        id: 'show',
        kind: 'activated',
        icons: ['main'],
        cost: [{ do: 'reveal', count: 1 }],
        text: '[Main] 〔reveal 1 card from your hand〕 Draw 1.',
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'test-rearrange',
    name: '配置換え',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Rearrange your friends.',
    effect: [{ do: 'rearrange' }],
  },
  {
    id: 'test-peek',
    name: '覗き見',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Look at up to 3 cards from the top of your deck.',
    effect: [{ do: 'lookUpTo', max: 3 }],
  },
  {
    id: 'test-burn3',
    name: '火炎',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Deal 3 damage to your opponent.',
    effect: [{ do: 'damagePlayer', player: { ref: 'opponent' }, amount: 3 }],
  },
  {
    id: 'test-peek-bury',
    name: '覗いて埋める',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Look at up to 3 cards from the top of your deck, then put the cards you looked at into your WR.',
    effect: [
      { do: 'lookUpTo', max: 3 },
      { do: 'move', cards: { ref: 'var', path: 'looked' }, to: 'wr' },
    ],
  },
  // "Look at the top 3": take none (a glance), or take up to 1 chara card among them (only those are offered).
  {
    id: 'test-glance',
    name: '一瞥',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Look at the top 3 cards of your deck.',
    effect: [{ do: 'lookTop', count: 3 }],
  },
  {
    id: 'test-seek',
    name: '探索',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Look at the top 3 cards of your deck and put up to 1 chara card among them into your hand.',
    effect: [
      {
        do: 'lookTop',
        count: 3,
        take: 1,
        where: { op: 'has', args: [{ op: 'char', args: [{ ref: 'card' }, 'types'] }, 'chara'] },
      },
    ],
  },
  {
    id: 'test-blast4',
    name: 'テスト砲撃',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Deal 4 damage to a target chara.',
    effect: [target, { do: 'damageCharas', targets: { ref: 'var', path: 't' }, amount: 4 }],
  },
  {
    id: 'test-curse',
    name: '呪い',
    type: 'set',
    work: 'Nitro+',
    text: 'Damage the chara this is set on receives is doubled.',
    abilities: [
      {
        id: 'double',
        kind: 'permanent',
        replacements: [
          {
            on: 'damage',
            where: { op: 'eq', args: [{ ref: 'event', path: 'target' }, { ref: 'self' }] },
            action: { kind: 'modify', set: { amount: { op: 'mul', args: [{ ref: 'event', path: 'amount' }, 2] } } },
          },
        ],
      },
    ],
  },
  {
    id: 'test-sacrifice',
    name: '犠牲',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Put a friend you master into the WR, then deal damage equal to its attack to a target chara.',
    effect: [
      {
        do: 'choose',
        from: { selector: { zone: ['front1', 'front2', 'back1', 'back2'], player: { ref: 'controller' } } },
        min: 1,
        max: 1,
        into: 'c',
        prompt: 'sacrifice',
      },
      { do: 'move', cards: { ref: 'var', path: 'c' }, to: 'wr' },
      {
        do: 'choose',
        from: { selector: { zone: AREAS, player: { ref: 'opponent' } } },
        max: 1,
        into: 't',
        prompt: 'target',
        target: true,
      },
      {
        do: 'damageCharas',
        targets: { ref: 'var', path: 't' },
        amount: { op: 'char', args: [{ op: 'at', args: [{ ref: 'var', path: 'c' }, 0] }, 'attack'] },
      },
    ],
  },
  {
    id: 'test-dodger',
    name: '身代わり',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['身代わり'],
    abilities: [
      {
        id: 'dodge',
        kind: 'permanent',
        text: 'When damage would be dealt to this chara, instead you may rest it; if you do, no damage is dealt.',
        replacements: [
          {
            on: 'damage',
            where: { op: 'eq', args: [{ ref: 'event', path: 'target' }, { ref: 'self' }] },
            optional: {
              prompt: 'rest instead',
              feasible: { op: 'eq', args: [{ op: 'pose', args: [{ ref: 'self' }] }, 'stand'] },
            },
            action: { kind: 'instead', events: [{ kind: 'status', card: '$self', key: 'pose', value: 'rest' }] },
          },
        ],
      },
    ],
  },
  {
    id: 'test-redirect',
    name: '転送者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['転送者'],
    abilities: [
      {
        id: 'redirect',
        kind: 'permanent',
        text: 'When a card would be put from your hand into your WR, instead put it into your backyard.',
        replacements: [
          {
            on: 'move',
            where: {
              op: 'and',
              args: [
                { op: 'eq', args: [{ op: 'zone', args: [{ ref: 'event', path: 'card' }] }, 'hand'] },
                { op: 'eq', args: [{ op: 'zoneIdOf', args: [{ ref: 'event', path: 'to' }] }, 'wr'] },
                {
                  op: 'eq',
                  args: [
                    { op: 'master', args: [{ ref: 'event', path: 'card' }] },
                    { op: 'master', args: [{ ref: 'self' }] },
                  ],
                },
              ],
            },
            action: {
              kind: 'instead',
              events: [{ kind: 'move', card: '$event.card', to: 'backyard@0', position: 'top' }],
            },
          },
        ],
      },
    ],
  },
  {
    id: 'test-barrier',
    name: '結界',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['結界'],
    abilities: [
      {
        id: 'barrier',
        kind: 'permanent',
        text: "Charas cannot be put into your opponent's front1 area.",
        replacements: [
          {
            on: 'move',
            where: {
              op: 'eq',
              args: [
                { ref: 'event', path: 'to' },
                {
                  op: 'zoneKey',
                  args: ['front1', { op: 'sub', args: [1, { op: 'master', args: [{ ref: 'self' }] }] }],
                },
              ],
            },
            action: { kind: 'prevent' },
          },
        ],
      },
    ],
  },
  {
    id: 'test-bouncer',
    name: '追い返す者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['追い返す者'],
    abilities: [
      {
        id: 'bounce',
        kind: 'automatic',
        text: 'When this chara appears, return a target friend of your opponent to its hand.',
        trigger: { on: 'appear', where: { op: 'eq', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] } },
        effect: [
          {
            do: 'choose',
            from: { selector: { zone: ['front1', 'front2', 'back1', 'back2'], player: { ref: 'opponent' } } },
            max: 1,
            into: 't',
            prompt: 'target',
            target: true,
          },
          { do: 'move', cards: { ref: 'var', path: 't' }, to: 'hand' },
        ],
      },
    ],
  },
  {
    id: 'test-elegist',
    name: '哀歌',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['哀歌'],
    abilities: [
      {
        id: 'elegy',
        kind: 'automatic',
        text: 'When a chara with attack 5 or more is put from an arena into a WR, draw 1.',
        trigger: {
          on: 'move',
          where: {
            op: 'and',
            args: [
              {
                op: 'has',
                args: [{ list: ['front1', 'front2', 'back1', 'back2', 'partner'] }, { ref: 'event', path: 'fromZone' }],
              },
              { op: 'eq', args: [{ ref: 'event', path: 'toZone' }, 'wr'] },
              { op: 'gte', args: [{ op: 'char', args: [{ ref: 'event', path: 'oldId' }, 'attack'] }, 5] },
            ],
          },
        },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  // CT-13.5.3: an activated main-icon ability given by another card (defined only to be granted).
  {
    id: 'test-chant-giver',
    name: '詠唱の師',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['詠唱の師'],
    abilities: [
      {
        id: 'teach',
        kind: 'permanent',
        text: 'The chara in your front1 area gains "[Main] 〔rest〕 Draw 1."',
        continuous: [
          {
            affects: { selector: { zone: 'front1', player: { ref: 'controller' } } },
            parts: [{ layer: 'abilities', op: { kind: 'grantAbility', ability: 'test-chant-giver/lesson' } }],
          },
        ],
      },
    ],
    grants: [
      {
        id: 'lesson',
        kind: 'activated',
        icons: ['main'],
        cost: [{ do: 'rest' }],
        text: '[Main] 〔rest〕 Draw 1.',
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'test-banner',
    name: '先鋒旗',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['先鋒旗'],
    abilities: [
      {
        id: 'banner',
        kind: 'permanent',
        text: 'Charas in your front1 area gain “先鋒”.',
        continuous: [
          {
            affects: { selector: { zone: 'front1', player: { ref: 'controller' } } },
            parts: [{ layer: 'nonNumeric', op: { kind: 'addTo', key: 'traits', values: '先鋒' } }],
          },
        ],
      },
      {
        id: 'scout',
        kind: 'automatic',
        text: 'When a “先鋒” chara appears, draw 1.',
        trigger: {
          on: 'appear',
          where: { op: 'has', args: [{ op: 'char', args: [{ ref: 'event', path: 'card' }, 'traits'] }, '先鋒'] },
        },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'test-nullify-source',
    name: '源の否定',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Until end of turn, effects whose source is a target chara do not apply to your partner.',
    effect: [
      target,
      {
        do: 'continuous',
        vars: { src: { op: 'at', args: [{ ref: 'var', path: 't' }, 0] } },
        effect: {
          affects: { selector: { zone: 'partner', player: { ref: 'controller' } } },
          parts: [{ layer: 'invalidateEffects', op: { kind: 'invalidateEffects', from: { ref: 'var', path: 'src' } } }],
        },
      },
    ],
  },
  {
    id: 'test-purge',
    name: '一掃',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Put all cards of your hand into your WR.',
    effect: [{ do: 'move', cards: { select: { zone: 'hand', player: { ref: 'controller' } } }, to: 'wr' }],
  },
  {
    id: 'test-friend-sweep',
    name: '放逐',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: "[Main] Put all of your opponent's friends into the WR (no target: one move of several charas).",
    effect: [
      {
        do: 'move',
        cards: { select: { zone: ['front1', 'front2', 'back1', 'back2'], player: { ref: 'opponent' } } },
        to: 'wr',
      },
    ],
  },
  {
    id: 'test-counter',
    name: '数える者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['数える者'],
    abilities: [
      {
        id: 'count',
        kind: 'automatic',
        text: 'When a card is put from your hand into your WR, this chara gets attack +1.',
        trigger: {
          on: 'move',
          where: {
            op: 'and',
            args: [
              { op: 'eq', args: [{ ref: 'event', path: 'fromZone' }, 'hand'] },
              { op: 'eq', args: [{ ref: 'event', path: 'toZone' }, 'wr'] },
            ],
          },
        },
        effect: [
          {
            do: 'continuous',
            effect: {
              affects: { self: true },
              parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 1 } }],
            },
          },
        ],
      },
    ],
  },
  {
    id: 'test-self-silence',
    name: '自縛',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['自縛'],
    abilities: [
      {
        id: 'bind',
        kind: 'activated',
        icons: ['main'],
        text: "[Main] Draw 1. This chara's abilities become invalid until end of turn. Draw 1.",
        effect: [
          { do: 'draw', count: 1 },
          {
            do: 'continuous',
            effect: {
              affects: { self: true },
              parts: [{ layer: 'invalidateAbilities', op: { kind: 'invalidateAbilities' } }],
            },
          },
          { do: 'draw', count: 1 },
        ],
      },
    ],
  },
  {
    id: 'test-aloof',
    name: '超然',
    type: 'chara',
    work: 'Nitro+',
    attack: 2,
    durability: 3,
    names: ['超然'],
    keywords: ['notAffectedByEvents'],
  },
  {
    id: 'test-tribute',
    name: '献上',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    costs: { use: [{ do: 'charaToWr', count: 1 }] },
    text: '【使用】〔put 1 of your friends into the WR〕 [Main] Draw 2.',
    effect: [{ do: 'draw', count: 2 }],
  },
  {
    id: 'test-armory',
    name: '武器庫',
    type: 'chara',
    work: 'Nitro+',
    attack: 2,
    durability: 4,
    names: ['武器庫'],
    abilities: [
      {
        id: 'racks',
        kind: 'permanent',
        text: 'This chara can have up to 2 set cards.',
        continuous: [
          { affects: { self: true }, parts: [{ layer: 'numeric', op: { kind: 'set', key: 'setLimit', value: 2 } }] },
        ],
      },
    ],
  },
  {
    id: 'test-seesaw',
    name: 'シーソー',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['シーソー'],
    text: '[Main] 〔rest〕: nothing. When this chara rests, stand it. When this chara stands, rest it.',
    abilities: [
      { id: 'tip', kind: 'activated', icons: ['main'], cost: [{ do: 'rest' }], effect: [] },
      {
        id: 'up',
        kind: 'automatic',
        trigger: {
          on: 'status',
          where: {
            op: 'and',
            args: [
              { op: 'eq', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] },
              { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'rest'] },
            ],
          },
        },
        effect: [{ do: 'setPose', cards: { ref: 'self' }, pose: 'stand' }],
      },
      {
        id: 'down',
        kind: 'automatic',
        trigger: {
          on: 'status',
          where: {
            op: 'and',
            args: [
              { op: 'eq', args: [{ ref: 'event', path: 'card' }, { ref: 'self' }] },
              { op: 'eq', args: [{ ref: 'event', path: 'value' }, 'stand'] },
            ],
          },
        },
        effect: [{ do: 'setPose', cards: { ref: 'self' }, pose: 'rest' }],
      },
    ],
  },
  {
    id: 'test-juggler',
    name: '入れ替え屋',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 3,
    names: ['入れ替え屋'],
    text: '[Main][Battle] Swap your front1 and back1 areas.',
    abilities: [
      {
        id: 'juggle',
        kind: 'activated',
        icons: ['main', 'battle'],
        effect: [{ do: 'swapAreas', player: { ref: 'controller' }, a: 'front1', b: 'back1' }],
      },
    ],
  },
  // CT-13.5.4: リフレイン cards whose own ability puts them into the backyard, by its cost or by its effect.
  {
    id: 'test-refrain-cost',
    name: '輪廻の帰還者',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 1,
    names: ['輪廻の帰還者'],
    append: ['refrain'],
    text: '[Main] 〔put 1 card from your WR into your backyard〕 (from the WR) Draw 1.',
    abilities: [
      {
        id: 'recall',
        kind: 'activated',
        icons: ['main'],
        functionsIn: ['wr'],
        cost: [{ do: 'wrToBackyard', count: 1 }],
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  },
  {
    id: 'test-refrain-effect',
    name: '輪廻の旅人',
    type: 'chara',
    work: 'Nitro+',
    attack: 1,
    durability: 1,
    names: ['輪廻の旅人'],
    append: ['refrain'],
    text: '[Main] 〔rest〕 Put this card into your backyard. Draw 1.',
    abilities: [
      {
        id: 'depart',
        kind: 'activated',
        icons: ['main'],
        cost: [{ do: 'rest' }],
        effect: [
          { do: 'move', cards: { ref: 'self' }, to: 'backyard' },
          { do: 'draw', count: 1 },
        ],
      },
    ],
  },
  { id: 'test-big', name: '巨人', type: 'chara', work: 'Nitro+', attack: 6, durability: 6, names: ['巨人'] },
  // Instructions at their edges: each chooses without targeting (CT-9.3.8 does not filter the offer), so the
  // instruction's own checks decide.
  {
    id: 'test-become-any',
    name: 'テスト変化',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] A chosen card in an area becomes a set card set on a chosen card in an area or a WR.',
    effect: [
      chooseOne(AREAS, 'c', 'card'),
      chooseOne([...AREAS, 'wr'], 'h', 'host'),
      { do: 'becomeSet', card: chosen('c'), onto: chosen('h') },
    ],
  },
  {
    id: 'test-to-deck-top',
    name: 'テスト戻し',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Put up to 2 chosen cards from your hand or WR on top of your deck.',
    effect: [
      {
        do: 'choose',
        from: { select: { zone: ['hand', 'wr'], player: { ref: 'controller' } } },
        min: 1,
        max: 2,
        into: 'c',
        prompt: 'cards',
      },
      { do: 'handToDeckTop', cards: { ref: 'var', path: 'c' } },
    ],
  },
  {
    id: 'test-face-up',
    name: 'テスト表返し',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Turn a chosen chara face up.',
    effect: [chooseOne(AREAS, 't', 'chara'), { do: 'turnFace', cards: { ref: 'var', path: 't' }, face: 'up' }],
  },
  {
    id: 'test-loyal-any',
    name: 'テスト忠誠',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Put a chosen card from your hand into a chosen card’s area (an area or a WR) as a loyalty card.',
    effect: [
      {
        do: 'choose',
        from: { select: { zone: 'hand', player: { ref: 'controller' } } },
        min: 1,
        max: 1,
        into: 'c',
        prompt: 'card',
      },
      chooseOne([...AREAS, 'wr'], 'h', 'host'),
      { do: 'loyaltyCard', card: chosen('c'), to: chosen('h') },
    ],
  },
  {
    id: 'test-move-any',
    name: 'テスト移動',
    type: 'event',
    work: 'Nitro+',
    timing: 'main',
    text: '[Main] Move a chosen chara (the partner too) to another friend area.',
    effect: [chooseOne(AREAS, 't', 'chara'), { do: 'moveFriend', card: { ref: 'var', path: 't' } }],
  },
  // Untargeted effects on every card in every area (charas and the cards stacked on them): the instruction
  // alone must keep to charas the effect can affect (CT-9.3.8).
  ...(
    [
      ['test-quake', '地震', 'Deal 1 damage to every chara.', { do: 'damageCharas', amount: 1 }],
      ['test-lull', '子守唄', 'Rest every chara.', { do: 'setPose', pose: 'rest' }],
      ['test-shroud', '帳', 'Turn every chara face down.', { do: 'turnFace', face: 'down' }],
    ] as const
  ).map(([id, name, text, instr]): ChaosCardInput => {
    const every = { select: { zone: AREAS } };
    return {
      id,
      name,
      type: 'event',
      work: 'Nitro+',
      timing: 'main',
      text: `[Main] ${text}`,
      effect: [instr.do === 'damageCharas' ? { ...instr, targets: every } : { ...instr, cards: every }],
    };
  }),
];

export const testEngine = new RulesetRegistry().register(chaosRuleset([...SAMPLE_POOL, ...TEST_CARDS])).engine('chaos');

/** Starts a test table at a position (player 0 active, turn 3, main phase by default). */
export function table(setup: Partial<TableSetup> & { players: TableSetup['players'] }): TestTable {
  return TestTable.start(testEngine, { start: { activePlayer: 0, turn: 3, phase: 'main' }, ...setup });
}

/** A filler deck so that draws and damage have cards to move. */
export const filler = (n: number, def = 'test-dummy') => Array.from({ length: n }, () => def);

/**
 * Tables where player 0 acts (at turn 3's main phase unless `start` says otherwise), made from their zones and the
 * opponent's (a lone partner by default), each over a filler deck of `deck` cards.
 */
export const tablesWith =
  (deck: number) =>
  (
    zones: Record<string, unknown[]>,
    them: Record<string, unknown[]> = { partner: ['test-dummy'] },
    start = { activePlayer: 0, turn: 3, phase: 'main' },
  ): TestTable =>
    table({
      start,
      players: [{ zones: { deck: filler(deck), ...zones } }, { zones: { deck: filler(deck), ...them } }],
    });

/** Passes every play timing and trigger choice until the pending decision's prompt is `prompt`. */
export function passUntil(t: TestTable, prompt: string, limit = 50): TestTable {
  for (let i = 0; i < limit && t.pending && t.pending.prompt !== prompt; i++) {
    const keys = t.pending.options.map((o) => o.key);
    t.choose(
      keys.includes('pass')
        ? 'pass'
        : keys.includes('end')
          ? 'end'
          : keys.includes('noGuard')
            ? 'noGuard'
            : keys.includes('keep')
              ? 'keep'
              : keys.includes('no')
                ? 'no'
                : keys[0],
    );
  }
  if (t.pending?.prompt !== prompt) throw new Error(`never reached "${prompt}" (at ${t.pending?.prompt})`);
  return t;
}
