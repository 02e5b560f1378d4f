import { chaos } from './plugin.js';

/** The plugin export the CLI and tools discover (package.json `tcgkit.ruleset`). */
export const rulesetPlugin = chaos;
export { chaos, chaosRuleset, parsePool, ChaosCards } from './plugin.js';
export * from './cards/card-schema.js';
export { OS_TABLE, osOf, sameOs, canonicalOs, neoStandardCompatible } from './cards/os-table.js';
export { SAMPLE_POOL } from './cards/sample-pool.js';
export { SAMPLE_DECKS } from './cards/sample-decks.js';
export { CHAOS_ZONES, AREAS, FRIEND_AREAS } from './rules/zones.js';
export { ChaosOptionsSchema, type ChaosOptions } from './rules/options.js';
export { CHAOS_RULE_TITLES, ruleTitle } from './rules/rule-map.js';
export { CHAOS_DECK_RULES } from './rules/deck-rules.js';
export { CHAOS_INVARIANTS } from './rules/invariants.js';
export { extraPaymentCheck, conditionsMet } from './game/actions.js';
export { ChaosBot } from './bot/heuristic-bot.js';
