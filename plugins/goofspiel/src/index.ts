import { goofspiel } from './plugin.js';

export { goofspiel, goofspielRuleset, MANIFEST } from './plugin.js';
export { CardSchema, type Card, type CardInput } from './cards/card-schema.js';
export { SAMPLE_POOL } from './cards/sample-pool.js';
export { SAMPLE_DECKS } from './cards/sample-decks.js';
export { RULE_MAP } from './rules/rule-map.js';
export { DECK_RULES } from './rules/deck-rules.js';
export { OptionsSchema, type Options } from './rules/options.js';
export { GoofspielBot } from './bot/bot.js';

/** The plugin the CLI discovers (package.json "tcgkit.ruleset"). */
export const rulesetPlugin = goofspiel;
