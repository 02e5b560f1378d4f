import type { TurnSummaryItem } from '@tcgkit/core';

/** What the summary of a ChaosTCG turn counts (log story kinds; see log-templates.ts). */
export const CHAOS_TURN_SUMMARY: TurnSummaryItem[] = [
  { kinds: ['appear'], text: { en: 'Charas appeared: {n}', ja: '登場したキャラ：{n}' } },
  { kinds: ['played:event'], text: { en: 'Events used: {n}', ja: '使ったイベント：{n}' } },
  { kinds: ['levelUp'], text: { en: 'Level-ups: {n}', ja: 'レベルアップ：{n}' } },
  { kinds: ['battle'], text: { en: 'Attacks: {n}', ja: 'アタック：{n}' } },
  { kinds: ['damage'], sum: 'amount', text: { en: 'Damage to charas: {n}', ja: 'キャラへのダメージ：{n}' } },
  {
    kinds: ['playerDamage'],
    sum: 'amount',
    text: { en: 'Damage to players: {n}', ja: 'プレイヤーへのダメージ：{n}' },
  },
];
