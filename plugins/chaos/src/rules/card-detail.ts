import type { RulesetPresentationInput } from '@tcgkit/core';

type Detail = NonNullable<RulesetPresentationInput['detail']>;
type Field = NonNullable<Detail['sections']>[number]['fields'][number];

/** The seven attributes (CT-2.4.1) drawn as their kanji in the attribute's colour. */
const ATTRIBUTE_SYMBOLS: Detail['symbols'] = {
  earth: { mark: '地', label: 'Earth', colour: '#8a6a2f' },
  water: { mark: '水', label: 'Water', colour: '#2a74c4' },
  fire: { mark: '火', label: 'Fire', colour: '#d0432b' },
  air: { mark: '風', label: 'Air', colour: '#3d8b37' },
  light: { mark: '光', label: 'Light', colour: '#c99a00' },
  dark: { mark: '闇', label: 'Dark', colour: '#4b3a6b' },
  null: { mark: '無', label: 'Null', colour: '#8f8a7c' },
};

/** What each cost item asks (CT-4.2.8), as the card text says it. */
const COST_WORDS: Record<string, string> = {
  rest: 'rest this card',
  reverse: 'turn this card over',
  restFriends: 'rest friends',
  discard: 'discard from hand',
  levelToWr: 'level cards to the WR',
  wrToBackyard: 'WR cards to the backyard',
  handToBackyard: 'hand cards to the backyard',
  charaToWr: 'charas to the WR',
  damageOwnCharas: 'damage to each of your charas',
  reveal: 'reveal from hand',
};

/** A 【】 cost line: its first item and how many (the ability texts spell out longer costs). */
const cost = (label: string, key: string): Field => ({
  label,
  parts: [
    { path: `costs.${key}.0.do`, values: COST_WORDS },
    { path: `costs.${key}.0.count`, prefix: '× ' },
    { path: `costs.${key}.0.amount`, prefix: '× ' },
  ],
});

/**
 * A ChaosTCG card read in full (CT-2): card name, work, type, traits, attributes, ATK and DUR
 * (current beside printed; none on events and sets), level, skills, its 【】 costs (level-up
 * among them), the partner's level table, abilities with their text, and the card text.
 */
export const CHAOS_CARD_DETAIL: Detail = {
  colour: 'attributes',
  symbols: ATTRIBUTE_SYMBOLS,
  sections: [
    {
      fields: [
        { label: 'Work', parts: [{ path: 'work' }] },
        {
          label: 'Type',
          parts: [
            {
              path: 'type',
              values: { chara: 'Chara', extra: 'Extra', partner: 'Partner', set: 'Set', event: 'Event' },
            },
          ],
        },
        { label: 'Traits', parts: [{ path: 'traits' }] },
        { label: 'Attribute', parts: [{ path: 'attributes', show: 'symbols' }] },
        { label: 'ATK', parts: [{ path: 'attack', current: 'attack' }] },
        { label: 'DUR', parts: [{ path: 'durability', current: 'durability' }] },
        { label: 'Level', parts: [{ current: 'level' }] },
        {
          label: 'Skills',
          parts: [
            {
              path: 'skills',
              values: {
                opponentSelect: 'Opponent Select',
                firstStrike: 'First Strike',
                firstDefense: 'First Defense',
                penetrate: 'Penetrate',
                reflect: 'Reflect',
              },
            },
          ],
        },
        { label: 'Timing', parts: [{ path: 'timing', values: { main: 'Main', battle: 'Battle', any: 'Any time' } }] },
      ],
    },
    {
      title: 'Costs',
      fields: [
        cost('Appear', 'appear'),
        cost('Intrude', 'intrude'),
        cost('Level up', 'levelUp'),
        cost('Use', 'use'),
        cost('Set', 'set'),
        cost('Maintain', 'maintain'),
      ],
    },
    {
      title: 'Levels',
      each: 'partnerLevels',
      fields: [
        {
          parts: [
            { path: 'attack', prefix: 'ATK ' },
            { path: 'durability', prefix: 'DUR ' },
          ],
        },
      ],
    },
    { title: 'Abilities', each: 'abilities', fields: [{ parts: [{ path: 'text', show: 'block' }] }] },
    { fields: [{ parts: [{ path: 'text', show: 'block' }] }] },
  ],
};

/** The presentation words in Japanese, as ChaosTCG's rules say them. */
export const CHAOS_JAPANESE: Record<string, string> = {
  'Front 1': 'フロント1',
  'Front 2': 'フロント2',
  'Back 1': 'バック1',
  'Back 2': 'バック2',
  Partner: 'パートナー',
  Resolving: '解決中',
  Deck: 'デッキ',
  'Extra deck': 'エクストラデッキ',
  WR: 'WR',
  Backyard: '裏庭',
  Hand: '手札',
  ATK: '攻撃力',
  DUR: '耐久力',
  LV: 'Lv',
  damage: 'ダメージ',
  'face down': '裏向き',
  rest: 'レスト',
  stand: 'スタンド',
  'base card': 'ベースカード',
  'stacked and set': '重ねられたカード・セットカード',
  Work: '作品',
  Type: '種類',
  Traits: '特徴',
  Attribute: '属性',
  Level: 'レベル',
  Skills: 'スキル',
  Timing: 'タイミング',
  Costs: 'コスト',
  Appear: '登場',
  Intrude: '乱入',
  'Level up': 'レベルアップ',
  Use: '使用',
  Set: 'セット',
  Maintain: '維持',
  Levels: 'レベル',
  Abilities: '能力',
  Chara: 'キャラ',
  Extra: 'エクストラ',
  Event: 'イベント',
  Earth: '地',
  Water: '水',
  Fire: '火',
  Air: '風',
  Light: '光',
  Dark: '闇',
  Null: '無',
  'Opponent Select': '相手選択',
  'First Strike': '先制攻撃',
  'First Defense': '先制防御',
  Penetrate: '貫通',
  Reflect: '反射',
  Main: 'メイン',
  Battle: 'バトル',
  'Any time': 'いつでも',
  Beginning: 'ビギニング',
  End: 'エンド',
  'rest this card': 'このカードをレスト',
  'turn this card over': 'このカードを裏向きにする',
  'rest friends': 'フレンドをレスト',
  'discard from hand': '手札を捨てる',
  'level cards to the WR': 'レベルカードをWRへ',
  'WR cards to the backyard': 'WRのカードを裏庭へ',
  'hand cards to the backyard': '手札を裏庭へ',
  'charas to the WR': 'キャラをWRへ',
  'damage to each of your charas': '自分のキャラそれぞれにダメージ',
  'reveal from hand': '手札を公開',
};
