import type { DeckError, Engine } from '@tcgkit/core';
import { InputError } from '@tcgkit/core';
import type { DeckInput } from '@tcgkit/protocol';
import { ClientError } from '../errors/client-error.js';

/**
 * A client's deck as cards per zone: a sample deck by name, cards given per zone, or a deck
 * file's text read by `Engine.readDeck` (its size, shape and counts checked there). The deck
 * rules are checked when the game is created (`createGame` runs every one of them).
 *
 * @param seat the seat (from 0) the deck is for: messages count seats from 1, as the page does.
 */
export function resolveDeck(
  engine: Engine,
  samples: Record<string, Record<string, string[]>>,
  input: DeckInput,
  seat: number,
): Record<string, string[]> {
  if ('sample' in input) {
    const deck = samples[input.sample];
    if (!deck || !Object.hasOwn(samples, input.sample))
      throw new ClientError('bad-deck', `seat ${seat + 1}: no such sample deck`);
    return deck;
  }
  if ('cards' in input) return input.cards;
  try {
    return engine.readDeck(input.text, `deck of seat ${seat + 1}`);
  } catch (e) {
    if (e instanceof InputError) throw new ClientError('bad-deck', e.message);
    throw e;
  }
}

/** A deck-rule refusal as people read it: every problem with its seat (from 1) and rule ID. */
export function deckRefusal(e: DeckError): ClientError {
  const problems = e.problems.map((p) => `seat ${p.player + 1}: ${p.rule}: ${p.message}`);
  return new ClientError('bad-deck', `deck rules broken: ${problems.join('; ')}`);
}
