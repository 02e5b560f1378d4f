import type { RulesetPresentationInput } from '@tcgkit/core';
import { POKEMON_RULE_MAP } from './rule-map.js';

/**
 * How a graphical client draws the Pokémon Card Game: the Active Spot nearest the middle, the
 * Bench behind it with the Prizes, deck and discard pile beside, the hand at the edge; the Stadium
 * in the middle of the table.
 */
export const POKEMON_PRESENTATION: RulesetPresentationInput = {
  zones: [
    { zone: 'active', label: 'Active', row: 2, order: 0 },
    { zone: 'playing', label: 'Being played', row: 2, order: 1 },
    { zone: 'prizes', label: 'Prizes', row: 1, order: 0, layout: 'pile' },
    { zone: 'bench', label: 'Bench', row: 1, order: 1 },
    { zone: 'deck', label: 'Deck', row: 1, order: 2, layout: 'pile' },
    { zone: 'discard', label: 'Discard', row: 1, order: 3, layout: 'pile' },
    { zone: 'hand', label: 'Hand', row: 0, order: 0 },
    { zone: 'stadium', label: 'Stadium', row: 0, order: 0 },
  ],
  face: {
    title: 'name',
    subtitle: 'stage',
    stats: [{ key: 'hp', label: 'HP', printed: 'hp' }],
    counters: [{ key: 'damage', label: 'damage' }],
    statuses: [
      { key: 'asleep', label: 'Asleep' },
      { key: 'paralyzed', label: 'Paralyzed' },
      { key: 'confused', label: 'Confused' },
      { key: 'poisoned', label: 'Poisoned' },
      { key: 'burned', label: 'Burned' },
      { key: 'faceDown', label: 'face down' },
    ],
    attachedLabel: 'attached (Energy, Tools, evolution stack)',
  },
  playerFacts: [{ key: 'prizesSet', label: 'Prizes set' }],
  ruleTitles: POKEMON_RULE_MAP,
  // Pokémon, Trainer or Energy; then a Pokémon's types, a Trainer's kind, the Energy it provides.
  catalogue: { kind: 'kind', types: ['types', 'trainerType', 'provides'], text: ['text', 'name'] },
};
