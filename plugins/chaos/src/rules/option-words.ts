import type { GameOptionWordsInput } from '@tcgkit/core';

/** How a lobby words ChaosTCG's game options (see options.ts), in English and Japanese. */
export const CHAOS_OPTION_WORDS: Record<string, GameOptionWordsInput> = {
  checkTiming: {
    advanced: true,
    label: { en: 'Order of plays at a check timing', ja: 'チェックタイミングでのプレイ順' },
    help: {
      en: 'Whether the main player and the sub player take turns playing, or the main player plays all first',
      ja: 'メインプレイヤーとサブプレイヤーが交互にプレイするか、メインプレイヤーが先にすべてプレイするか',
    },
    rule: 'CT-9.4.1.5',
    values: {
      alternate: { en: 'Take turns (main, sub, main…)', ja: '交互（メイン→サブ→メイン…）' },
      exhaust: { en: 'Main player first, then sub', ja: 'メインが先に、次にサブ' },
    },
  },
  format: {
    label: { en: 'Format', ja: 'フォーマット' },
    help: {
      en: 'Free: the deck rules only; Neo Standard: also one OS per deck',
      ja: 'フリー：デッキ構築のルールのみ／ネオスタンダード：1デッキ1OS',
    },
    rule: 'CT-APX.2',
    values: {
      free: { en: 'Free', ja: 'フリー' },
      neoStandard: { en: 'Neo Standard', ja: 'ネオスタンダード' },
    },
  },
  handLimit: {
    label: { en: 'Hand limit at the end of the turn', ja: 'ターン終了時の手札上限' },
    help: {
      en: 'Cards a player may keep at the end of their turn (7 by the rules)',
      ja: 'ターン終了時に残せる手札の枚数（ルールでは7枚）',
    },
    rule: 'CT-7.6.6.1',
  },
};

/** What the ruleset is, and its sample decks, as a lobby names them. */
export const CHAOS_LOBBY_WORDS = {
  description: {
    en: 'The ChaosTCG comprehensive rules (2016-05-17).',
    ja: 'ChaosTCG 総合ルール（2016年5月17日版）',
  },
  sampleDeckNames: {
    witches: { en: 'Strike Witches', ja: 'ストライクウィッチーズ' },
    demonbane: { en: 'Demonbane', ja: '斬魔大聖デモンベイン' },
    toheart: { en: 'ToHeart2', ja: 'ToHeart2' },
  },
};
