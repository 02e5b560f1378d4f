import type { RulesetPresentationInput } from '@tcgkit/core';
import { CHAOS_TURN_SUMMARY } from './turn-summary.js';
import { CHAOS_OPTION_WORDS, CHAOS_LOBBY_WORDS } from './option-words.js';
import { CHAOS_LOG_TEMPLATES, CHAOS_OPTION_TEXTS, CHAOS_PROMPTS } from './log-templates.js';
import { CHAOS_RULE_TITLES } from './rule-map.js';
import { CHAOS_CARD_DETAIL, CHAOS_JAPANESE } from './card-detail.js';

/** Event and set cards have no ATK or DUR of their own. */
const NOT_CHARAS = { key: 'types', values: ['event', 'set'] };

/**
 * How a graphical client draws ChaosTCG (CT-5): the two front areas nearest the middle, the back
 * areas and the partner area behind them, then hand, deck, extra deck, WR and backyard at the edge.
 */
export const CHAOS_PRESENTATION: RulesetPresentationInput = {
  zones: [
    { zone: 'front1', label: 'Front 1', row: 2, order: 0 },
    { zone: 'front2', label: 'Front 2', row: 2, order: 1 },
    { zone: 'back1', label: 'Back 1', row: 1, order: 0 },
    { zone: 'partner', label: 'Partner', row: 1, order: 1 },
    { zone: 'back2', label: 'Back 2', row: 1, order: 2 },
    { zone: 'resolution', label: 'Resolving', row: 1, order: 3 },
    { zone: 'deck', label: 'Deck', row: 1, order: 4, layout: 'pile' },
    { zone: 'extra', label: 'Extra deck', row: 1, order: 5, layout: 'pile' },
    { zone: 'wr', label: 'WR', row: 1, order: 6, layout: 'pile' },
    { zone: 'backyard', label: 'Backyard', row: 1, order: 7, layout: 'pile' },
    { zone: 'hand', label: 'Hand', row: 0, order: 0 },
  ],
  face: {
    title: 'cardName',
    titlePath: 'name',
    stats: [
      { key: 'attack', label: 'ATK', printed: 'attack', hideFor: NOT_CHARAS },
      { key: 'durability', label: 'DUR', printed: 'durability', left: 'damage', hideFor: NOT_CHARAS },
      { key: 'level', label: 'LV', hideFor: NOT_CHARAS },
    ],
    counters: [{ key: 'damage', label: 'damage' }],
    statuses: [
      { key: 'face', label: 'face', values: { down: 'face down' } },
      { key: 'pose', label: 'pose', values: { rest: 'rest', stand: 'stand' } },
      { key: 'stackRole', label: 'stack', values: { base: 'base card' } },
    ],
    faceDown: { key: 'face', value: 'down' },
    attachedLabel: 'stacked and set',
  },
  ruleTitles: CHAOS_RULE_TITLES,
  logTemplates: CHAOS_LOG_TEMPLATES,
  prompts: CHAOS_PROMPTS,
  optionTexts: CHAOS_OPTION_TEXTS,
  gameOptions: CHAOS_OPTION_WORDS,
  turnSummary: CHAOS_TURN_SUMMARY,
  ...CHAOS_LOBBY_WORDS,
  detail: CHAOS_CARD_DETAIL,
  phases: { beginning: 'Beginning', main: 'Main', battle: 'Battle', end: 'End' },
  translations: { ja: CHAOS_JAPANESE },
  // The card's type (a chara, an event…); then its attributes.
  catalogue: { kind: 'type', types: ['attributes'], text: ['text'] },
};
