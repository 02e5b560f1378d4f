import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@tcgkit/core';
import { PresentationResultSchema } from '@tcgkit/protocol';
import { optionWords } from '../src/decisions/option-words';
import { cardWords } from '../src/board/card-words';

const presentation = PresentationResultSchema.parse({
  ruleset: 'test',
  printed: {},
  presentation: {
    zones: [{ zone: 'front1', label: 'Front 1', row: 0 }],
    face: { title: 'cardName', titlePath: 'name' },
    translations: { ja: { 'Front 1': 'フロント1' } },
    optionTexts: {
      pass: { en: 'End turn', ja: 'ターン終了' },
      'battle.attack/attack': { en: 'Attack with {1} ({2})', ja: '{1}（{2}）でアタック' },
      'battle.attack/end': { en: 'End attacks', ja: 'アタックを終える' },
      'discard/*': { en: 'Discard {0}', ja: '{0}を捨てる' },
      'retreat/retreat': { en: 'Retreat, discarding {-1}' },
    },
  },
  cards: {
    erica: { name: 'エーリカ', i18n: { en: { name: 'Erica' } } },
    water: { name: 'Water Energy', i18n: { ja: { name: '基本水エネルギー' } } },
  },
});

// One card of the view: Erica in front 1 as object o7.
const view = {
  zones: {
    'front1@0': {
      zone: 'front1',
      player: 0,
      count: 1,
      cards: [{ id: 'o7', def: 'erica', characteristics: { cardName: 'エーリカ' }, attached: [] }],
    },
  },
} as unknown as PlayerView;

const wordsIn = (language: string) => optionWords(view, presentation, cardWords(presentation, language), language);

describe("an option in the player's words", () => {
  it("words an option by its prompt and its key's first part, naming the key's parts as cards and zones", () => {
    const attack = { key: 'attack:erica:front1', label: 'attack with erica (front1)', value: 'o7' };
    expect(wordsIn('en')(attack, 'battle.attack')).toBe('Attack with Erica (Front 1)');
    expect(wordsIn('ja')(attack, 'battle.attack')).toBe('エーリカ（フロント1）でアタック');
  });

  it('a whole key under its prompt; a key alone; a prompt for any key; several cards joined by +', () => {
    expect(wordsIn('ja')({ key: 'end', label: 'end attacks', value: null }, 'battle.attack')).toBe('アタックを終える');
    // `end` under another prompt is not "end attacks".
    expect(wordsIn('en')({ key: 'end', label: 'stop', value: null }, 'other')).toBe('stop');
    expect(wordsIn('ja')({ key: 'pass', label: 'do nothing', value: null }, 'playTiming')).toBe('ターン終了');
    expect(wordsIn('en')({ key: 'water+erica', label: 'x', value: null }, 'discard')).toBe(
      'Discard Water Energy, Erica',
    );
  });

  it('without words for it, the label with every id it holds named: object ids, card definitions, zones', () => {
    const label = { key: 'x', label: 'move o7 to front1, then water', value: null };
    expect(wordsIn('en')(label, 'other')).toBe('move Erica to Front 1, then Water Energy');
    expect(wordsIn('ja')(label, 'other')).toBe('move エーリカ to フロント1, then 基本水エネルギー');
  });
});
