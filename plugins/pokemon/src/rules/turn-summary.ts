import type { TurnSummaryItem } from '@tcgkit/core';

/** What the summary of a Pokémon turn counts (log story kinds; see log-templates.ts). */
export const POKEMON_TURN_SUMMARY: TurnSummaryItem[] = [
  {
    kinds: ['move:hand>active', 'move:hand>bench'],
    text: { en: 'Pokémon put into play: {n}', ja: '場に出したポケモン：{n}' },
  },
  { kinds: ['attach:evolution', 'attach:level'], text: { en: 'Evolved: {n}', ja: '進化：{n}' } },
  { kinds: ['attach:energy'], text: { en: 'Energy attached: {n}', ja: 'つけたエネルギー：{n}' } },
  {
    kinds: ['move:hand>playing', 'move:hand>stadium', 'attach:tool'],
    text: { en: 'Trainer cards played: {n}', ja: '使ったトレーナーズ：{n}' },
  },
  { kinds: ['damage'], sum: 'amount', text: { en: 'Damage dealt: {n}', ja: '与えたダメージ：{n}' } },
  { kinds: ['knockOut'], text: { en: 'Knocked Out: {n}', ja: 'きぜつ：{n}' } },
  { kinds: ['move:prizes>hand'], text: { en: 'Prize cards taken: {n}', ja: '取ったサイド：{n}' } },
];
