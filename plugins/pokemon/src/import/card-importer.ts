import type { CardImporter } from '@tcgkit/core';
import { importSets } from './import-sets.js';
import { importReport } from './import-report.js';

/**
 * The ruleset's importer: set files of the community card database (the Pokémon TCG API format:
 * `sets/en.json` and `cards/en/<set>.json`) → a pool file `{ sets, cards, unsupported }`.
 */
export const CARD_IMPORTER: CardImporter = {
  description: "the community database's set list and card files (sets/en.json, cards/en/<set>.json)",
  import(files) {
    const pool = importSets(files);
    return { pool: { sets: pool.sets, cards: pool.cards, unsupported: pool.unsupported }, report: importReport(pool) };
  },
};
