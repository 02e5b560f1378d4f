import {
  DeckFileError,
  INPUT_LIMITS,
  InputError,
  type DeckFileProblem,
  type DeckProblem,
  type Engine,
  type JsonObject,
} from '@tcgkit/core';
import { CliError } from '../cli-error.js';
import { readBoundedText } from './read-data-file.js';

/** A deck-file problem as `file:line: field: message` (the parts it has). */
export function deckFileProblemLine(file: string, p: DeckFileProblem): string {
  return `${file}${p.line !== undefined ? `:${p.line}` : ''}: ${p.field ? `${p.field}: ` : ''}${p.message}`;
}

/** A deck-rule problem with its rule ID and card. */
export function deckRuleProblemLine(where: string, p: DeckProblem): string {
  return `${where}: ${p.rule}: ${p.message}${p.card ? ` [${p.card}]` : ''}`;
}

/**
 * Reads a deck file with the ruleset's deck reader ({@link Engine.readDeck}: JSON, YAML or the
 * `N card-id` text form), the size looked at before anything is read. Every problem of the file
 * becomes one line of the {@link CliError}.
 */
export function readDeckFile(engine: Engine, file: string): Record<string, string[]> {
  const text = readBoundedText(file, 'deck file', INPUT_LIMITS.deckBytes, 'deckBytes');
  try {
    return engine.readDeck(text, file);
  } catch (e) {
    if (e instanceof DeckFileError) throw new CliError(e.problems.map((p) => deckFileProblemLine(file, p)).join('\n'));
    if (e instanceof InputError) throw new CliError(e.message);
    throw e;
  }
}

/**
 * A deck file for a game (`--deck0`, `--deck1`): read, then checked with every deck rule under the
 * options; a deck that breaks any is refused with each problem on its own line.
 */
export function legalDeckFile(
  engine: Engine,
  flag: string,
  file: string,
  options: JsonObject,
): Record<string, string[]> {
  const deck = readDeckFile(engine, file);
  const problems = engine.validateDeck(deck, options);
  if (problems.length === 0) return deck;
  throw new CliError(
    [
      `${flag}: ${file} is not a legal ${engine.manifest.id} deck with options ${JSON.stringify(options)}:`,
      ...problems.map((p) => deckRuleProblemLine(file, p)),
    ].join('\n'),
  );
}
