import type { RulesetRegistry } from '@tcgkit/core';
import { rulesetJsonSchemas } from '@tcgkit/testing';
import { CliError } from '../cli-error.js';

/**
 * `tcgkit schema <ruleset> [card|scenario]`: the JSON Schema of a scenario file for the ruleset (its
 * `cards` items are the card schema), or of one card, for editors' completion and checking.
 */
export function schemaCommand(registry: RulesetRegistry, ruleset: string, which = 'scenario'): string {
  if (!registry.has(ruleset))
    throw new CliError(`unknown ruleset "${ruleset}" (known: ${registry.ids().join(', ') || 'none'})`);
  if (which !== 'card' && which !== 'scenario') throw new CliError(`schema: card or scenario, not "${which}"`);
  const schemas = rulesetJsonSchemas(registry, ruleset);
  const schema = schemas[which];
  if (schema === null) throw new CliError(`ruleset "${ruleset}" has no card file format`);
  return JSON.stringify(schema, null, 2);
}
