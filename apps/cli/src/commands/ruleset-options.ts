import type { Engine, JsonObject } from '@tcgkit/core';
import { CliError } from '../cli-error.js';

/** `--options <json>`: a JSON object the ruleset's option schema accepts, as given; `{}` when not given. */
export function rulesetOptions(engine: Engine, text: string | undefined): JsonObject {
  let options: unknown = {};
  if (text !== undefined) {
    try {
      options = JSON.parse(text);
    } catch {
      throw new CliError(`--options must be a JSON object`);
    }
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new CliError(`--options must be a JSON object`);
  if (!engine.manifest.options) return options as JsonObject;
  const r = engine.manifest.options.safeParse(options);
  if (!r.success) throw new CliError(`--options (${r.error.issues[0]?.path.join('.')}): ${r.error.issues[0]?.message}`);
  return options as JsonObject;
}

/**
 * A sample deck the game may be played with: legal by every deck rule under the options (an era
 * has its own deck size and card pool). Otherwise a {@link CliError} naming the deck, the option
 * set and the first rule it breaks — the engine itself places any cards it is given, so that
 * scenarios can set up any position.
 */
export function legalSampleDeck(
  engine: Engine,
  flag: string,
  name: string,
  deck: Record<string, string[]>,
  options: JsonObject,
): Record<string, string[]> {
  const problems = engine.validateDeck(deck, options);
  if (problems.length === 0) return deck;
  const p = problems[0];
  throw new CliError(
    `${flag}: sample deck "${name}" is not legal with options ${JSON.stringify(options)}: ${p.rule}: ` +
      `${p.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
  );
}
