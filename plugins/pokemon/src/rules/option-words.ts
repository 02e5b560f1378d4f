import type { GameOptionWordsInput } from '@tcgkit/core';

const ERAS = {
  xy: { en: 'XY (2015 rules)', ja: 'XY（2015年のルール）' },
  dp: { en: 'Diamond & Pearl', ja: 'ダイヤモンド＆パール' },
  legend: { en: 'LEGEND', ja: 'レジェンド' },
};

/**
 * How a lobby words the Pokémon options (see options.ts), in English and Japanese. Options left at
 * "default" follow the chosen era; the rest settle one conflict between the eras' rule texts (PK-X).
 */
export const POKEMON_OPTION_WORDS: Record<string, GameOptionWordsInput> = {
  era: {
    label: { en: 'Rules of the era', ja: 'ルールの時代' },
    help: { en: 'The rule guide the game follows', ja: '対戦が従うルールガイド' },
    values: ERAS,
  },
  firstTurnAttack: {
    advanced: true,
    label: { en: 'First player attacks on turn 1', ja: '先攻1ターン目のワザ' },
    help: { en: 'Default: not in XY', ja: '既定：XYではできない' },
    rule: 'PK-X-01',
  },
  firstTurnTrainers: {
    advanced: true,
    label: { en: 'First player plays Trainers on turn 1', ja: '先攻1ターン目のトレーナーズ' },
    help: { en: 'Default: not in Diamond & Pearl', ja: '既定：DPではできない' },
    rule: 'PK-X-01',
  },
  prizes: {
    advanced: true,
    label: { en: 'Prize cards', ja: 'サイドの枚数' },
    help: { en: 'Default: 6 for a 60-card deck, 3 for 30', ja: '既定：60枚デッキは6枚、30枚デッキは3枚' },
    rule: 'PK-X-06',
  },
  benchSize: {
    advanced: true,
    label: { en: 'Bench size', ja: 'ベンチの数' },
    help: { en: 'Default: 5 (4 in a double battle)', ja: '既定：5（ダブルバトルでは4）' },
    rule: 'PK-X-07',
  },
  doubleBattle: {
    label: { en: 'Double battle', ja: 'ダブルバトル' },
    help: { en: 'Two Active Pokémon each and a Bench of 4', ja: 'バトル場に2匹ずつ、ベンチは4' },
    rule: 'PK-PR-17',
  },
  paralysis: {
    advanced: true,
    label: { en: 'Paralysis ends', ja: 'マヒの回復' },
    rule: 'PK-X-09',
    values: {
      endOfOwnersTurn: { en: "After its owner's next turn", ja: '持ち主の次の番の終わりに' },
      twoCheckups: { en: 'After 2 Pokémon Checkups', ja: 'ポケモンチェック2回の後に' },
    },
  },
  rareCandy: {
    advanced: true,
    label: { en: 'Rare Candy text', ja: 'ふしぎなアメの効果' },
    help: { en: "Default: the era's", ja: '既定：その時代のもの' },
    rule: 'PK-X-02',
    values: ERAS,
  },
  supporterDiscard: {
    advanced: true,
    label: { en: 'A played Supporter is discarded', ja: '使ったサポートのトラッシュ' },
    rule: 'PK-X-04',
    values: {
      afterUse: { en: 'After use', ja: '使った後すぐに' },
      endOfTurn: { en: 'At the end of the turn', ja: '番の終わりに' },
    },
  },
  confusionSelfDamage: {
    advanced: true,
    label: { en: 'Confused Pokémon hurts itself', ja: 'こんらんで自分にのせるダメージ' },
    rule: 'PK-X-08',
    values: {
      counters: { en: '3 damage counters', ja: 'ダメカン3個' },
      damage: { en: '30 damage', ja: '30ダメージ' },
    },
  },
  mulliganDraws: {
    advanced: true,
    label: { en: "The opponent's extra draws after mulligans", ja: '相手が引き直した後に引ける枚数' },
    rule: 'PK-X-10',
    values: {
      perMulligan: { en: 'One per mulligan', ja: '引き直し1回につき1枚' },
      one: { en: 'One in all', ja: '全部で1枚' },
    },
  },
  powerEffectsOnBench: {
    advanced: true,
    label: { en: 'Poké-Power effects on a Pokémon moved to the Bench', ja: 'ベンチに戻ったポケモンのポケパワーの効果' },
    help: { en: 'Default: they continue in Diamond & Pearl', ja: '既定：DPでは続く' },
    rule: 'PK-X-12',
    values: {
      cleared: { en: 'All cleared', ja: 'すべてなくなる' },
      continue: { en: 'Continue', ja: '続く' },
    },
  },
  suddenDeath: {
    advanced: true,
    label: { en: 'Sudden Death instead of a draw', ja: '引き分けのかわりにサドンデス' },
    rule: 'PK-E.5',
  },
};

/** What the ruleset is, and its sample decks, as a lobby names them. */
export const POKEMON_LOBBY_WORDS = {
  description: {
    en: 'The 2015 (XY) rule guide by default; Diamond & Pearl and LEGEND eras as options.',
    ja: '既定は2015年（XY）のルールガイド。DPとレジェンドの時代のルールも選べます。',
  },
  sampleDeckNames: {
    water: { en: 'Water (XY)', ja: '水（XY）' },
    lightning: { en: 'Lightning (XY)', ja: '雷（XY）' },
    fire: { en: 'Fire (XY)', ja: '炎（XY）' },
    dp: { en: 'Diamond & Pearl', ja: 'ダイヤモンド＆パール' },
    legend: { en: 'LEGEND', ja: 'レジェンド' },
  },
};
