import type { GameOptionWordsInput } from '@tcgkit/core';

/** How a lobby words Goofspiel's game options (see options.ts), in English and Japanese. */
export const GOOFSPIEL_OPTION_WORDS: Record<string, GameOptionWordsInput> = {
  ties: {
    label: { en: 'Equal bids', ja: '同じ数の入札' },
    help: {
      en: 'What happens to the prize when both players bid the same value',
      ja: '両プレイヤーの入札が同じ数のとき、賞品をどうするか',
    },
    rule: 'GS-2.5',
    values: {
      carry: { en: 'The prize carries over to the next round', ja: '賞品は次のラウンドに持ち越し' },
      discard: { en: 'The prize is discarded', ja: '賞品は捨て札に' },
    },
  },
};

/** What the ruleset is, and its sample deck, as a lobby names them. */
export const GOOFSPIEL_LOBBY_WORDS = {
  description: {
    en: 'Goofspiel (the Game of Pure Strategy): simultaneous face-down bids for a shared row of prizes.',
    ja: 'ゴップスピール（純粋戦略のゲーム）：場の賞品をめぐり、同時に伏せて入札します。',
  },
  sampleDeckNames: { suit: { en: 'One suit each', ja: '1人1スート' } },
};
