import type { RulesetPresentationInput } from '@tcgkit/core';
import { POKEMON_TURN_SUMMARY } from './turn-summary.js';
import { POKEMON_OPTION_WORDS, POKEMON_LOBBY_WORDS } from './option-words.js';
import { POKEMON_LOG_TEMPLATES, POKEMON_OPTION_TEXTS, POKEMON_PROMPTS } from './log-templates.js';
import { POKEMON_RULE_MAP } from './rule-map.js';
import { POKEMON_CARD_DETAIL, POKEMON_JAPANESE } from './card-detail.js';

/**
 * How a graphical client draws the Pokémon Card Game: the Active Spot nearest the middle, the
 * Bench behind it with the Prizes, deck and discard pile beside, the hand at the edge; the Stadium
 * in the middle of the table.
 */
export const POKEMON_PRESENTATION: RulesetPresentationInput = {
  zones: [
    { zone: 'active', label: 'Active', row: 2, order: 0 },
    { zone: 'playing', label: 'Being played', row: 2, order: 1 },
    { zone: 'prizes', label: 'Prizes', row: 1, order: 0, layout: 'pile', top: 'first' },
    { zone: 'bench', label: 'Bench', row: 1, order: 1 },
    { zone: 'deck', label: 'Deck', row: 1, order: 2, layout: 'pile', top: 'first' },
    { zone: 'discard', label: 'Discard', row: 1, order: 3, layout: 'pile', top: 'first' },
    { zone: 'hand', label: 'Hand', row: 0, order: 0 },
    { zone: 'stadium', label: 'Stadium', row: 0, order: 0 },
  ],
  face: {
    title: 'name',
    subtitle: 'stage',
    subtitleValues: { basic: 'Basic', stage1: 'Stage 1', stage2: 'Stage 2', levelUp: 'LV.X' },
    stats: [{ key: 'hp', label: 'HP', printed: 'hp', left: 'damage' }],
    counters: [{ key: 'damage', label: 'damage' }],
    statuses: [
      { key: 'asleep', label: 'Asleep' },
      { key: 'paralyzed', label: 'Paralyzed' },
      { key: 'confused', label: 'Confused' },
      { key: 'poisoned', label: 'Poisoned' },
      { key: 'burned', label: 'Burned' },
      { key: 'faceDown', label: 'face down' },
    ],
    faceDown: { key: 'faceDown', value: true },
    attachedLabel: 'attached (Energy, Tools, evolution stack)',
  },
  playerFacts: [{ zone: 'prizes', label: 'Prizes left' }],
  ruleTitles: POKEMON_RULE_MAP,
  logTemplates: POKEMON_LOG_TEMPLATES,
  prompts: POKEMON_PROMPTS,
  optionTexts: POKEMON_OPTION_TEXTS,
  gameOptions: POKEMON_OPTION_WORDS,
  turnSummary: POKEMON_TURN_SUMMARY,
  ...POKEMON_LOBBY_WORDS,
  detail: POKEMON_CARD_DETAIL,
  phases: { draw: 'Draw', main: 'Main', checkup: 'Checkup' },
  translations: { ja: POKEMON_JAPANESE },
  // Pokémon, Trainer or Energy; then a Pokémon's types, a Trainer's kind, the Energy it provides.
  catalogue: { kind: 'kind', types: ['types', 'trainerType', 'provides'], text: ['text', 'name'] },
};
