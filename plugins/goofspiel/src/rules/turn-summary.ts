import type { TurnSummaryItem } from '@tcgkit/core';

/** What the summary of a Goofspiel round counts (log story kinds; see log-templates.ts). */
export const GOOFSPIEL_TURN_SUMMARY: TurnSummaryItem[] = [
  { kinds: ['prizesTaken'], sum: 'amount', text: { en: 'Prize points won: {n}', ja: '獲得した賞品：{n}点' } },
];
