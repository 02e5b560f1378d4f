import { describe, it, expect } from 'vitest';
import { DeckFileError, RulesetRegistry, type DeckFileProblem } from '@tcgkit/core';
import { pokemonRuleset, SAMPLE_POOL, type PokemonTcgCard } from '../src/index.js';

// Invented cards: one Froakie printed twice (a reprint), another Froakie, and a Supporter.
const froakie = (id: string, prints: { set: string; number: string }[], damage: number): PokemonTcgCard => ({
  id,
  name: 'Froakie',
  prints,
  kind: 'pokemon',
  stage: 'basic',
  hp: 50,
  types: ['W'],
  retreat: 1,
  tags: [],
  attacks: [{ name: 'Bubble', cost: ['W'], damage }],
});
const pool = [
  ...SAMPLE_POOL,
  froakie(
    'froakie-xy',
    [
      { set: 'XY', number: '39' },
      { set: 'BKT', number: '37' },
    ],
    10,
  ),
  froakie('froakie-flf', [{ set: 'FLF', number: '20' }], 20),
];
const engine = new RulesetRegistry().register(pokemonRuleset(pool)).engine('pokemon');

function problems(text: string): DeckFileProblem[] {
  try {
    engine.readDeck(text);
  } catch (e) {
    if (e instanceof DeckFileError) return [...e.problems];
    throw e;
  }
  return [];
}

const exported = [
  'Pokémon: 8',
  '4 Froakie XY 39',
  '* 4 Froakie BKT 37',
  '',
  'Trainer: 12',
  '4 Potion',
  '4 Switch',
  "4 Professor's Research",
  '',
  'Energy: 40',
  '40 Water Energy',
  '',
  'Total Cards: 60',
].join('\n');

describe('deck lists as players write them (the official clients’ export format)', () => {
  it('an exported list loads: sections skipped, set codes and numbers name prints, names name cards', () => {
    const deck = engine.readDeck(exported).deck;
    expect(deck).toHaveLength(60);
    expect(deck.filter((c) => c === 'froakie-xy')).toHaveLength(8);
    expect(deck.filter((c) => c === 'professors-letter')).toHaveLength(4);
    expect(deck.filter((c) => c === 'water-energy')).toHaveLength(40);
  });

  it('the deck rules then see 8 copies of the one Froakie', () => {
    expect(engine.validateDeck(engine.readDeck(exported))).toEqual([
      { rule: 'PK-C.5', message: '8 cards named "Froakie" (at most 4)', card: 'Froakie' },
    ]);
  });

  it('a different card of the same name is its own card', () => {
    expect(engine.readDeck('4 Froakie FLF 20').deck).toEqual(Array<string>(4).fill('froakie-flf'));
  });

  it('a bare name shared by two cards is ambiguous, with how to write each', () => {
    expect(problems('Pokémon: 4\n4 Froakie')).toEqual([
      {
        line: 2,
        field: 'deck.0',
        message: '"Froakie" names several cards: write one of "Froakie XY 39", "Froakie FLF 20"',
      },
    ]);
  });

  it('an unknown print is reported at its line with the closest names', () => {
    const found = problems('Pokémon: 4\n4 Froakie XY 40\n');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 2, field: 'deck.0' });
    expect(found[0].message).toMatch(/^no card "Froakie XY 40" \(closest: "Froakie XY 39"/);
  });
});

describe('basic Energy in exported lists', () => {
  it('any print of a basic Energy is the basic Energy; another card of an unknown print is not guessed', () => {
    expect(engine.readDeck('2 Water Energy XY 134\n1 Fairy Energy Energy 9').deck).toEqual([
      'water-energy',
      'water-energy',
      'fairy-energy',
    ]);
    expect(problems('1 Potion XY 127')[0].message).toMatch(/^no card "Potion XY 127"/);
  });
});
