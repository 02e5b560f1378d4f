import { describe, it, expect } from 'vitest';
import { DeckError, InputError, INPUT_LIMITS } from '@tcgkit/core';
import { engine } from './support.js';
import { NOT_ON_POKEMON, SAMPLE_DECKS, SAMPLE_POOL, pokemonRuleset } from '../src/index.js';

const game = (deck0: string[], deck1: string[] = SAMPLE_DECKS.water.deck) => ({
  seed: 1,
  players: [{ cards: { deck: deck0 } }, { cards: { deck: deck1 } }],
});

/** The deck problems createGame gives, or null when the game starts. */
function deckProblems(deck0: string[]) {
  try {
    engine.createGame(game(deck0));
    return null;
  } catch (e) {
    if (e instanceof DeckError) return e.problems.map((p) => `${p.player} ${p.rule}`);
    throw e;
  }
}

describe('createGame refuses decks that break the deck rules, before any state exists', () => {
  it('PK-G.4: 60 Water Energy (no Basic Pokémon) is refused at once, not left to a mulligan loop', () => {
    expect(deckProblems(Array<string>(60).fill('water-energy'))).toContain('0 PK-G.4');
  });

  it('PK-X-06: a 1-card deck is refused; the sample deck starts', () => {
    expect(deckProblems(['poliwag'])).toContain('0 PK-X-06');
    expect(deckProblems(SAMPLE_DECKS.water.deck)).toBeNull();
  });

  it('a 10⁶-card deck is refused by INPUT_LIMITS.cardsPerPlayer before anything is placed', () => {
    const huge = Array<string>(1_000_000).fill('water-energy');
    expect(() => engine.createGame(game(huge))).toThrow(InputError);
    expect(() => engine.createGame(game(huge))).toThrow(/INPUT_LIMITS\.cardsPerPlayer/);
  });

  it('a deck file asking for 10⁹ copies is refused without expanding it (the deck parser is the core’s)', () => {
    expect(() => engine.readDeck('deck: [1000000000 water-energy]')).toThrow(
      `at most ${INPUT_LIMITS.copiesPerEntry} per entry`,
    );
  });
});

describe('the card schema refuses an unknown continuous effect flag (PK-II-B07)', () => {
  // A Stadium whose effect reaches Pokémon from elsewhere, marked with the given flags, as a static ability's
  // effect and as one an Item's program creates inside an `if`.
  const effect = (flags: string[]) => ({
    affects: { selector: { zone: ['active', 'bench'] } },
    parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'dc5All', amount: -20 } }],
    flags,
  });
  const stadium = (flags: string[]) => ({
    id: 'calm-field',
    name: 'Calm Field',
    kind: 'trainer',
    trainerType: 'stadium',
    abilities: [{ id: 'calm-field.calm', kind: 'static', continuous: [effect(flags)] }],
  });
  const item = (flags: string[]) => ({
    id: 'calm-spray',
    name: 'Calm Spray',
    kind: 'trainer',
    trainerType: 'item',
    effect: [{ do: 'if', cond: true, then: [{ do: 'continuous', effect: effect(flags) }] }],
  });
  const load = (card: unknown) => () => pokemonRuleset([...SAMPLE_POOL, card]);
  const message = 'unknown continuous effect flag "notOnPokemn" (known: notOnPokemon)';

  it('PK-II-B07: notOnPokemon loads; the misspelt notOnPokemn is refused, naming the flag and the known ones', () => {
    expect(load(stadium([NOT_ON_POKEMON]))).not.toThrow();
    expect(load(item([NOT_ON_POKEMON]))).not.toThrow();
    expect(load(stadium(['notOnPokemn']))).toThrow(InputError);
    expect(load(stadium(['notOnPokemn']))).toThrow(`abilities.0.continuous.0.flags.0: ${message}`);
    expect(load(item([NOT_ON_POKEMON, 'notOnPokemn']))).toThrow(`effect.0.then.0.effect.flags.1: ${message}`);
  });
});
