import type { RulesetPresentationInput } from '@tcgkit/core';

type Detail = NonNullable<RulesetPresentationInput['detail']>;

/** The Energy types as players see them on cards: a letter in the type's colour (PK-A01). */
const ENERGY_SYMBOLS: Detail['symbols'] = {
  G: { mark: 'G', label: 'Grass', colour: '#3d8b37' },
  R: { mark: 'R', label: 'Fire', colour: '#d0432b' },
  W: { mark: 'W', label: 'Water', colour: '#2a74c4' },
  L: { mark: 'L', label: 'Lightning', colour: '#c99a00' },
  P: { mark: 'P', label: 'Psychic', colour: '#8a4bb0' },
  F: { mark: 'F', label: 'Fighting', colour: '#a85a26' },
  D: { mark: 'D', label: 'Darkness', colour: '#33343f' },
  M: { mark: 'M', label: 'Metal', colour: '#6f7b88' },
  Y: { mark: 'Y', label: 'Fairy', colour: '#c9508e' },
  N: { mark: 'N', label: 'Dragon', colour: '#8a7424' },
  C: { mark: 'C', label: 'Colorless', colour: '#8f8a7c' },
};

/**
 * A Pokémon card read in full: kind, stage and what it evolves from, type and HP (with what is
 * left), Abilities, attacks with their Energy costs and damage, Weakness, Resistance and Retreat
 * Cost, the rule box of EX / LV.X / BREAK cards, and a Trainer's or Energy's text.
 */
export const POKEMON_CARD_DETAIL: Detail = {
  colour: 'types',
  attachedSymbols: 'provides',
  symbols: ENERGY_SYMBOLS,
  sections: [
    {
      fields: [
        {
          parts: [
            { path: 'kind', values: { pokemon: 'Pokémon', trainer: 'Trainer', energy: 'Energy' } },
            {
              path: 'trainerType',
              values: { item: 'Item', tool: 'Pokémon Tool', supporter: 'Supporter', stadium: 'Stadium' },
            },
            { path: 'energyKind', values: { basic: 'Basic', special: 'Special' } },
            { path: 'stage', values: { basic: 'Basic', stage1: 'Stage 1', stage2: 'Stage 2', levelUp: 'LV.X' } },
          ],
        },
        { label: 'Evolves from', parts: [{ path: 'evolvesFrom' }] },
        { label: 'Type', parts: [{ path: 'types', current: 'types', show: 'symbols' }] },
        { label: 'HP', parts: [{ path: 'hp', current: 'hp', left: 'damage' }] },
        { label: 'Provides', parts: [{ path: 'provides', show: 'symbols' }] },
      ],
    },
    {
      title: 'Abilities',
      each: 'abilityText',
      fields: [{ parts: [{ path: 'name' }] }, { parts: [{ path: 'text', show: 'block' }] }],
    },
    {
      title: 'Attacks',
      each: 'attacks',
      fields: [
        {
          parts: [
            { path: 'cost', show: 'symbols' },
            { path: 'name' },
            { path: 'damage', values: { '0': '' } },
            { path: 'marker', values: { x: '×', '+': '+', '-': '−' } },
          ],
        },
        { parts: [{ path: 'text', show: 'block' }] },
      ],
    },
    {
      fields: [
        {
          label: 'Weakness',
          parts: [
            { path: 'weakness.type', show: 'symbols' },
            { path: 'weakness.value', prefix: '×' },
          ],
        },
        {
          label: 'Resistance',
          parts: [
            { path: 'resistance.type', show: 'symbols' },
            { path: 'resistance.value', prefix: '−' },
          ],
        },
        { label: 'Retreat', parts: [{ path: 'retreat', current: 'retreat' }] },
      ],
    },
    {
      title: 'Rule',
      fields: [
        {
          parts: [
            {
              path: 'tags',
              show: 'block',
              values: {
                EX: 'Pokémon-EX rule: when a Pokémon-EX has been Knocked Out, your opponent takes 2 Prize cards.',
                LVX: 'LV.X rule: put this card onto your Active Pokémon of the same name to level it up.',
                BREAK:
                  'BREAK Evolution rule: it keeps the attacks, Abilities, Weakness, Resistance and Retreat Cost ' +
                  'of its previous Evolution.',
                MEGA: 'Mega Evolution rule: when 1 of your Pokémon becomes a Mega Evolution Pokémon, your turn ends.',
              },
            },
          ],
        },
      ],
    },
    { fields: [{ parts: [{ path: 'text', show: 'block' }] }] },
  ],
};

/** The presentation words in Japanese, as the Japanese cards and rule book say them. */
export const POKEMON_JAPANESE: Record<string, string> = {
  Active: 'バトル場',
  'Being played': '使用中',
  Prizes: 'サイド',
  'Prizes left': '残りサイド',
  Bench: 'ベンチ',
  Deck: '山札',
  Discard: 'トラッシュ',
  Hand: '手札',
  Stadium: 'スタジアム',
  HP: 'HP',
  damage: 'ダメージ',
  Asleep: 'ねむり',
  Paralyzed: 'マヒ',
  Confused: 'こんらん',
  Poisoned: 'どく',
  Burned: 'やけど',
  'face down': '裏向き',
  'attached (Energy, Tools, evolution stack)': 'ついているカード（エネルギー・どうぐ・進化前）',
  Pokémon: 'ポケモン',
  Trainer: 'トレーナーズ',
  Energy: 'エネルギー',
  Item: 'グッズ',
  'Pokémon Tool': 'ポケモンのどうぐ',
  Supporter: 'サポート',
  Basic: 'たね',
  Special: '特殊',
  'Stage 1': '1進化',
  'Stage 2': '2進化',
  'Evolves from': '進化元',
  Type: 'タイプ',
  Provides: '供給',
  Abilities: '特性',
  Attacks: 'ワザ',
  Weakness: '弱点',
  Resistance: '抵抗力',
  Retreat: 'にげる',
  Rule: 'ルール',
  Grass: '草',
  Fire: '炎',
  Water: '水',
  Lightning: '雷',
  Psychic: '超',
  Fighting: '闘',
  Darkness: '悪',
  Metal: '鋼',
  Fairy: 'フェアリー',
  Dragon: 'ドラゴン',
  Colorless: '無色',
  Draw: 'ドロー',
  Main: 'メイン',
  Checkup: 'ポケモンチェック',
};
