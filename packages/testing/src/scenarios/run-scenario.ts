import { AnswerError, InputError, type RulesetRegistry } from '@tcgkit/core';
import { ScenarioSchema, type ParsedScenario } from './scenario-schema.js';
import { TestTable, ExpectationError } from '../fluent/test-table.js';
import { StepError } from './answer-step.js';
import type { Mismatch } from './expectations.js';

/** Where and why a scenario failed. */
export interface ScenarioFailure {
  /** Step index, or -1 for the setup. */
  step: number;
  /** The step's field at fault (for step errors), e.g. `select[1]`. */
  field: string;
  message: string;
  mismatches: Mismatch[];
}

export interface ScenarioResult {
  source: string;
  name: string;
  passed: boolean;
  failure: ScenarioFailure | null;
  steps: number;
}

/** A scenario that is not valid (bad file, unknown ruleset): names the file and the field. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
  constructor(
    readonly source: string,
    readonly field: string,
    message: string,
  ) {
    super(`${source}${field ? ` (${field})` : ''}: ${message}`);
  }
}

/** Validates raw scenario data, throwing {@link ScenarioError} with the field path. */
export function parseScenario(raw: unknown, source: string): ParsedScenario {
  const r = ScenarioSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new ScenarioError(source, issue?.path.join('.') ?? '', issue?.message ?? 'invalid scenario');
  }
  return r.data;
}

/**
 * The registry a scenario runs in: the given one, or, when the scenario brings its own `cards`,
 * a copy whose ruleset has them in its pool (each validated by the ruleset's card schema).
 */
function scenarioRegistry(registry: RulesetRegistry, sc: ParsedScenario, source: string): RulesetRegistry {
  if (!sc.cards?.length) return registry;
  try {
    return registry.withCards(sc.ruleset, sc.cards, source);
  } catch (e) {
    if (e instanceof InputError) {
      // The error names the same source; keep only its own words after "source (field): ".
      const bare = e.message.slice(`${e.source}${e.field ? ` (${e.field})` : ''}: `.length);
      throw new ScenarioError(source, e.field ? `cards.${e.field}` : 'cards', bare);
    }
    throw e;
  }
}

/** Runs a scenario against the registry's ruleset; stops at the first failing step. */
export function runScenario(registry: RulesetRegistry, raw: unknown, source = 'scenario'): ScenarioResult {
  const sc = parseScenario(raw, source);
  if (!registry.has(sc.ruleset))
    throw new ScenarioError(source, 'ruleset', `unknown ruleset "${sc.ruleset}" (known: ${registry.ids().join(', ')})`);
  const engine = scenarioRegistry(registry, sc, source).engine(sc.ruleset);
  const fail = (step: number, field: string, message: string, mismatches: Mismatch[] = []): ScenarioResult => ({
    source,
    name: sc.name,
    passed: false,
    failure: { step, field, message, mismatches },
    steps: sc.steps.length,
  });
  let table: TestTable;
  try {
    table = TestTable.start(engine, {
      seed: sc.seed,
      deckRules: sc.deckRules,
      options: sc.options,
      start: sc.start,
      data: sc.data,
      players: sc.players,
      random: sc.random,
    });
  } catch (e) {
    if (e instanceof InputError)
      throw new ScenarioError(source, e.field.replace(/^players\.(\d+)\.cards/, 'players.$1.zones'), e.message);
    throw e;
  }
  for (const [i, step] of sc.steps.entries()) {
    try {
      table.step(step);
    } catch (e) {
      if (e instanceof ExpectationError) return fail(i, 'expect', 'expectation failed', e.mismatches);
      if (e instanceof StepError) return fail(i, e.field, e.message);
      if (e instanceof AnswerError) return fail(i, e.path, `answer rejected (${e.code}): ${e.message}`);
      if (e instanceof Error) return fail(i, '', `${e.name}: ${e.message}`);
      throw e;
    }
  }
  return { source, name: sc.name, passed: true, failure: null, steps: sc.steps.length };
}
