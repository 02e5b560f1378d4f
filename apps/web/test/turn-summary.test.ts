import { describe, expect, it } from 'vitest';
import type { TurnSummaryItem } from '@tcgkit/core';
import { turnSummary } from '../src/log/turn-summary';
import type { LogLine } from '../src/game/game-state';

const ITEMS: TurnSummaryItem[] = [
  { kinds: ['move:*>hand'], text: { en: 'Cards to hand: {n}', ja: '手札に加えた：{n}' } },
  { kinds: ['attach:energy'], text: { en: 'Energy attached: {n}', ja: 'つけたエネルギー：{n}' } },
  { kinds: ['damage'], sum: 'amount', text: { en: 'Damage dealt: {n}' } },
  { kinds: ['knockOut'], text: { en: 'Knocked Out: {n}' } },
];

const line = (kind: string, numbers?: Record<string, number>): LogLine => ({
  rule: 'X-1',
  message: kind,
  turn: 5,
  version: 9,
  story: { kind, ...(numbers ? { numbers } : {}) },
});

describe("a turn's summary", () => {
  it("counts each item's stories, adds up the number it names, widens a kind as a template would, omits zeros", () => {
    const lines = [
      line('move:deck>hand'),
      line('attach:energy'),
      line('damage', { amount: 30, total: 30 }),
      line('damage', { amount: 40, total: 70 }),
      line('move:prizes>hand'),
      line('attach:energy:off'),
    ];
    expect(turnSummary(lines, ITEMS, 'en')).toEqual(['Cards to hand: 2', 'Energy attached: 1', 'Damage dealt: 70']);
  });

  it("in the page's language, English where an item has no other", () => {
    const lines = [line('attach:energy'), line('damage', { amount: 20 })];
    expect(turnSummary(lines, ITEMS, 'ja')).toEqual(['つけたエネルギー：1', 'Damage dealt: 20']);
  });
});
