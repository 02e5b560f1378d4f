import { z } from 'zod';
import type { RulesetRegistry } from '@tcgkit/core';
import { ScenarioSchema } from './scenario-schema.js';

/** JSON Schema as zod 4 emits it (a plain JSON object). */
export type JsonSchema = Record<string, unknown>;

// Input side: what a file may say (defaults optional). Refinements and transforms that JSON Schema
// cannot express become "any" there; the zod schema still judges them when the file is read.
const toJson = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' });

/** The scenario schema of one ruleset: its id, its options and its card format filled in. */
export function rulesetScenarioSchema(registry: RulesetRegistry, ruleset: string): z.ZodType {
  const plugin = registry.plugin(ruleset);
  return ScenarioSchema.extend({
    ruleset: z.literal(ruleset),
    ...(plugin.manifest.options ? { options: plugin.manifest.options.optional() } : {}),
    ...(plugin.cards ? { cards: z.array(plugin.cards.schema).optional() } : {}),
  });
}

/**
 * JSON Schemas for editors (`tcgkit schema <ruleset>`): `card`, one card of the ruleset's card
 * file format (null when the ruleset offers none), and `scenario`, a scenario file for it.
 */
export function rulesetJsonSchemas(
  registry: RulesetRegistry,
  ruleset: string,
): { card: JsonSchema | null; scenario: JsonSchema } {
  const cards = registry.plugin(ruleset).cards;
  return {
    card: cards ? toJson(cards.schema) : null,
    scenario: toJson(rulesetScenarioSchema(registry, ruleset)),
  };
}
