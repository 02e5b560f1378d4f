import { describe, it, expect } from 'vitest';
import { parseDeckFile, DeckFileError, INPUT_LIMITS } from '../src/index.js';
import { engine } from './support/harness.js';

const context = { source: 'my.deck', ruleset: 'test', zones: ['deck', 'hand', 'field'] };

/** The problems of a deck text, or null when it reads. */
function problems(text: string) {
  try {
    parseDeckFile(text, context);
    return null;
  } catch (e) {
    if (e instanceof DeckFileError) return e.problems;
    throw e;
  }
}

describe('deck files: one parser for JSON, YAML and the text form, with limits', () => {
  it('reads the three forms to the same deck, counts expanded', () => {
    const expected = { deck: ['big', 'big', 'big', 'ping'], hand: ['coin'] };
    expect(parseDeckFile('{ "deck": ["3 big", "ping"], "hand": ["coin"] }', context)).toEqual(expected);
    expect(parseDeckFile('deck:\n  - 3x big\n  - ping\nhand: [coin]\n', context)).toEqual(expected);
    expect(parseDeckFile('# my deck\ndeck:\n3 big\nping\n\nhand:\ncoin # one\n', context)).toEqual(expected);
    expect(parseDeckFile('3 big\nping\n', context)).toEqual({ deck: ['big', 'big', 'big', 'ping'] });
    expect(parseDeckFile('{ "ruleset": "test", "zones": { "deck": ["ping"] } }', context)).toEqual({
      deck: ['ping'],
    });
  });

  it('a huge count is refused without being expanded (37 bytes, 10⁹ copies; 20 digits)', () => {
    expect(problems('deck: [1000000000 water-energy]')).toEqual([
      {
        line: 1,
        field: 'deck.0',
        message:
          `1000000000 copies of water-energy: at most ${INPUT_LIMITS.copiesPerEntry} per entry ` +
          `(INPUT_LIMITS.copiesPerEntry)`,
      },
    ]);
    expect(problems('99999999999999999999 x')?.[0].message).toMatch(/^99999999999999999999 copies of x: at most/);
  });

  it('more than INPUT_LIMITS.cardsPerPlayer cards in all, or more than deckBytes of text, is refused', () => {
    const at = `${INPUT_LIMITS.cardsPerPlayer} ping`;
    expect(parseDeckFile(at, context).deck).toHaveLength(INPUT_LIMITS.cardsPerPlayer);
    expect(problems(`${at}\nping`)?.[0].message).toContain('INPUT_LIMITS.cardsPerPlayer');
    const big = `deck:\n${'  - ping\n'.repeat(INPUT_LIMITS.deckBytes / 9 + 1)}`;
    expect(() => parseDeckFile(big, context)).toThrow(/INPUT_LIMITS\.deckBytes/);
  });

  it('unknown zones, a foreign ruleset and stray fields are refused, each with its line', () => {
    expect(problems('deck: [ping]\nsideboard: [big]\n')).toEqual([
      { line: 2, field: 'sideboard', message: 'unknown zone "sideboard" (zones: deck, hand, field)' },
    ]);
    expect(problems('ruleset: other-game\ndeck: [ping]\n')).toEqual([
      { line: 1, field: 'ruleset', message: 'the deck is for "other-game", not "test"' },
    ]);
    expect(problems('{ "zones": { "deck": ["ping"] }, "format": 2 }')?.[0]).toMatchObject({
      field: 'format',
      message: 'unknown field "format" beside "zones"',
    });
  });

  it('every distinct problem once, with its field: no "Invalid input"', () => {
    const text = '{\n  "deck": ["4", "ping", {"id": "x"}, "4", "two words here"],\n  "hand": "coin"\n}';
    expect(problems(text)).toEqual([
      { line: 2, field: 'deck.0', message: '"4" is not "card-id" or "N card-id"' },
      { line: 2, field: 'deck.2', message: 'a card entry is text: "card-id" or "N card-id"' },
      { line: 2, field: 'deck.3', message: '"4" is not "card-id" or "N card-id"' },
      { line: 2, field: 'deck.4', message: '"two words here" is not "card-id" or "N card-id"' },
      { line: 3, field: 'hand', message: 'a list of cards ("card-id" or "N card-id")' },
    ]);
    expect(problems('{ "deck": ["ping", }')?.[0].line).toBe(1);
    expect(problems('[1, 2]')).toEqual([
      { line: 1, field: '', message: 'a deck file is a map of zone → list of cards' },
    ]);
  });

  it('Engine.readDeck reads for its ruleset, and validateDeck says each fault once', () => {
    expect(engine.readDeck('deck:\n21 vanilla\n')).toEqual({ deck: Array<string>(21).fill('vanilla') });
    expect(() => engine.readDeck('pile: [vanilla]')).toThrow(DeckFileError);
    const deck = engine.readDeck('deck:\n300 vanilla\n');
    expect(engine.validateDeck(deck)).toEqual([{ rule: 'CT-6.1.1', message: 'at most 20 cards' }]);
  });
});
