import type { CardInput } from './card-schema.js';

const RANKS = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
/** The ranks as Japanese players call playing cards. */
const RANKS_JA = ['エース', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'ジャック', 'クイーン', 'キング'];
const ja = (kind: string, i: number) => ({ ja: { name: `${kind}${RANKS_JA[i]}` } });

/** The card pool: the 13 bid cards and the 13 prize cards (GS-1.1, GS-1.2). */
export const SAMPLE_POOL: CardInput[] = [
  ...RANKS.map((r, i) => ({
    id: `bid-${i + 1}`,
    name: `Bid ${r}`,
    kind: 'bid' as const,
    value: i + 1,
    i18n: ja('入札', i),
  })),
  ...RANKS.map((r, i) => ({
    id: `prize-${i + 1}`,
    name: `Prize ${r}`,
    kind: 'prize' as const,
    value: i + 1,
    i18n: ja('賞品', i),
  })),
];

/** The ids of a full suit of a kind, 1 to 13. */
export const suit = (kind: 'bid' | 'prize'): string[] => RANKS.map((_, i) => `${kind}-${i + 1}`);
