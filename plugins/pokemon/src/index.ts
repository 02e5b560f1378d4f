export { pokemon, pokemonRuleset } from './plugin.js';
export {
  PokemonTcgCardSchema,
  PokemonCardSchema,
  TrainerCardSchema,
  EnergyCardSchema,
  AttackSchema,
  EnergyType,
  type PokemonTcgCard,
  type PokemonCard,
  type TrainerCard,
  type EnergyCard,
  type Attack,
} from './cards/card-schema.js';
export { SAMPLE_POOL } from './cards/sample-pool.js';
export { paysCost, unitsOfType, provisionTypes, type Provision } from './cards/energy-provision.js';
export { calculateDamage, type DamageResult, type CalculationStep } from './game/damage-calculation.js';
export { NOT_ON_POKEMON, onDefendingPokemon } from './game/effects-on-pokemon.js';
export { PokemonOptionsSchema, resolveOptions, type PokemonOptions, type ResolvedOptions } from './rules/options.js';
export { POKEMON_RULE_MAP } from './rules/rule-map.js';
export { POKEMON_DECK_RULES } from './rules/deck-rules.js';
export { POKEMON_INVARIANTS } from './rules/invariants.js';
export { simultaneousOutcome, type Conditions } from './rules/simultaneous-outcome.js';
export { PokemonBot, pokemonBotFactory } from './bot/heuristic-bot.js';
export { SAMPLE_DECKS, SAMPLE_DECK_ERAS } from './cards/sample-decks.js';
import { pokemon } from './plugin.js';
/** The plugin the CLI discovers (package.json "tcgkit.ruleset"). */
export const rulesetPlugin = pokemon;
export {
  importSets,
  type ImportFile,
  type ImportedPool,
  type ImportedSet,
  type UnsupportedPrint,
} from './import/import-sets.js';
export { importReport, sentenceShape } from './import/import-report.js';
export { translateCard, type CardTranslation } from './import/card-translator.js';
export { ERA_OPTIONS, SERIES_ERAS, eraOfSeries, type PrintedEra } from './import/eras.js';
export type { SentenceTemplate, AttackPart } from './import/sentence-template.js';
