import type { RulesetPresentationInput } from '@tcgkit/core';

type Detail = NonNullable<RulesetPresentationInput['detail']>;

/** A Goofspiel card read in full: its value and whether it is a bid or a prize (GS-1.1, GS-1.2). */
export const GOOFSPIEL_CARD_DETAIL: Detail = {
  sections: [
    {
      fields: [
        { label: 'Value', parts: [{ path: 'value', current: 'value' }] },
        { label: 'Kind', parts: [{ path: 'kind', values: { bid: 'Bid card', prize: 'Prize card' } }] },
        { parts: [{ path: 'text', show: 'block' }] },
      ],
    },
  ],
};

/** The presentation words in Japanese. */
export const GOOFSPIEL_JAPANESE: Record<string, string> = {
  'Prize deck': '賞品の山',
  'Prize row': '賞品の列',
  'Discarded prizes': '捨てられた賞品',
  Bid: '入札',
  Winnings: '獲得した賞品',
  'Spent bids': '使った入札札',
  Hand: '手札',
  value: '数値',
  Value: '数値',
  Kind: '種類',
  'Bid card': '入札カード',
  'Prize card': '賞品カード',
  Score: '得点',
  Round: 'ラウンド',
  'lower winnings': '獲得点が少ない',
  'equal winnings': '獲得点が同じ',
};
