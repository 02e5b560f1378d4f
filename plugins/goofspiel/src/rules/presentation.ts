import type { RulesetPresentationInput } from '@tcgkit/core';
import { GOOFSPIEL_TURN_SUMMARY } from './turn-summary.js';
import { GOOFSPIEL_OPTION_WORDS, GOOFSPIEL_LOBBY_WORDS } from './option-words.js';
import { GOOFSPIEL_LOG_TEMPLATES, GOOFSPIEL_OPTION_TEXTS, GOOFSPIEL_PROMPTS } from './log-templates.js';
import { RULE_MAP } from './rule-map.js';
import { GOOFSPIEL_CARD_DETAIL, GOOFSPIEL_JAPANESE } from './card-detail.js';

/**
 * How a graphical client draws Goofspiel: the prize deck and the prize row in the middle, each
 * player's bid in front of them, their bidding hand, winnings and discarded bids at the edge.
 */
export const GOOFSPIEL_PRESENTATION: RulesetPresentationInput = {
  zones: [
    { zone: 'prizes', label: 'Prize deck', row: 0, order: 0, layout: 'pile' },
    { zone: 'table', label: 'Prize row', row: 0, order: 1 },
    { zone: 'spent', label: 'Discarded prizes', row: 0, order: 2, layout: 'pile' },
    { zone: 'bid', label: 'Bid', row: 1, order: 0 },
    { zone: 'won', label: 'Winnings', row: 1, order: 1, layout: 'pile' },
    { zone: 'discard', label: 'Spent bids', row: 1, order: 2, layout: 'pile' },
    { zone: 'hand', label: 'Hand', row: 0, order: 0 },
  ],
  face: { title: 'name', stats: [{ key: 'value', label: 'value' }] },
  playerFacts: [{ zone: 'won', sum: 'value', label: 'Score' }],
  detail: GOOFSPIEL_CARD_DETAIL,
  phases: { round: 'Round' },
  translations: { ja: GOOFSPIEL_JAPANESE },
  ruleTitles: Object.fromEntries(Object.entries(RULE_MAP).map(([id, rule]) => [id, rule.title])),
  logTemplates: GOOFSPIEL_LOG_TEMPLATES,
  prompts: GOOFSPIEL_PROMPTS,
  optionTexts: GOOFSPIEL_OPTION_TEXTS,
  gameOptions: GOOFSPIEL_OPTION_WORDS,
  turnSummary: GOOFSPIEL_TURN_SUMMARY,
  ...GOOFSPIEL_LOBBY_WORDS,
};
