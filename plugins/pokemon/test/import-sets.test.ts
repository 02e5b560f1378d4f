import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { DeckFileError, RulesetRegistry } from '@tcgkit/core';
import { importSets, importReport, pokemon, type PokemonTcgCard } from '../src/index.js';

const fixture = (name: string) => ({
  name,
  data: JSON.parse(readFileSync(new URL(`fixtures/import/${name}`, import.meta.url), 'utf8')) as unknown,
});
const pool = importSets(['sets.json', 'tst1.json', 'tst2.json', 'lgt1.json'].map(fixture));
const byName = (name: string) => pool.cards.filter((c) => c.name === name);
const one = (name: string): PokemonTcgCard => {
  const found = byName(name);
  expect(found).toHaveLength(1);
  return found[0];
};

describe('importing set files: printed stats map directly', () => {
  it('HP, type, stage, evolves from, Weakness, Resistance with values, Retreat, EX', () => {
    expect(one('Puddlehound')).toMatchObject({
      kind: 'pokemon',
      stage: 'stage1',
      evolvesFrom: 'Puddlepup',
      hp: 90,
      types: ['W'],
      weakness: { type: 'L', value: 2 },
      retreat: 2,
      tags: [],
    });
    expect(one('Sparkmouse')).toMatchObject({
      weakness: { type: 'F', value: 2 },
      resistance: { type: 'M', value: 20 },
    });
    expect(one('Titanhorn-EX')).toMatchObject({ tags: ['EX'], retreat: 3, hp: 170 });
    expect(one('Twincoin')).toMatchObject({ retreat: 0 });
  });

  it('attack costs, damage and markers', () => {
    const attack = (one('Twincoin') as Extract<PokemonTcgCard, { kind: 'pokemon' }>).attacks[0];
    expect(attack).toMatchObject({ name: 'Double Peck', cost: ['C'], damage: 20, marker: 'x' });
    const horn = (one('Titanhorn-EX') as Extract<PokemonTcgCard, { kind: 'pokemon' }>).attacks[0];
    expect(horn).toMatchObject({ cost: ['F', 'C'], damage: 60, marker: '+' });
  });

  it('Trainer kinds and special Energy; basic Energy is the ruleset’s own', () => {
    expect(one('Quick Notes')).toMatchObject({ kind: 'trainer', trainerType: 'supporter' });
    expect(one('Field Bandage')).toMatchObject({ kind: 'trainer', trainerType: 'item' });
    expect(one('Twin Colorless Energy')).toMatchObject({ kind: 'energy', energyKind: 'special', provides: ['C', 'C'] });
    expect(byName('Water Energy')).toEqual([]);
    expect(pool.sets.find((s) => s.id === 'tst1')).toMatchObject({ cards: 15, basicEnergy: 1 });
  });

  it("the era of each set's series, mapped onto the rule options; Legend-series cards are Legend-legal", () => {
    expect(pool.sets.map((s) => [s.code, s.era, s.options])).toEqual([
      ['TST', 'xy', { era: 'xy' }],
      ['TSR', 'xy', { era: 'xy' }],
      ['LGT', 'hgss', { era: 'legend' }],
    ]);
    expect(one('Oldroot').legendLegal).toBe(true);
    expect(one('Puddlehound').legendLegal).toBeUndefined();
  });

  it('a reprint (same name, same card) is one card with both prints; a different card of that name is not', () => {
    const pups = byName('Puddlepup');
    expect(pups).toHaveLength(2);
    expect(pups.map((c) => c.prints)).toEqual([
      [
        { set: 'TST', number: '1' },
        { set: 'TSR', number: '1' },
      ],
      [{ set: 'TSR', number: '2' }],
    ]);
    expect(one('Quick Notes').prints).toHaveLength(2);
  });
});

describe('never guessing: a card with an unmatched sentence is not imported', () => {
  it('is listed with its first unmatched sentence (attack text, Ability, or a rule the ruleset lacks)', () => {
    expect(pool.unsupported).toEqual([
      {
        set: 'TST',
        number: '8',
        name: 'Riddlewisp',
        sentence: "Your opponent's Active Pokémon is now invisible to all Trainers.",
      },
      { set: 'TST', number: '9', name: 'Quietcub', sentence: 'Ability: This Pokémon feels soft.' },
      { set: 'TST', number: '13', name: 'Lucky Charm', sentence: 'Item, ACE SPEC card (no rules for it yet)' },
    ]);
    expect(byName('Riddlewisp')).toEqual([]);
  });

  it('is not playable: the pool does not have it, and a deck naming it is refused at its line', () => {
    const engine = new RulesetRegistry().register(pokemon.cards!.withCards(pool.cards)).engine('pokemon');
    expect(engine.cards().some((c) => c.name === 'Riddlewisp')).toBe(false);
    expect(() => engine.readDeck('Pokémon: 1\n1 Riddlewisp TST 8\n')).toThrow(DeckFileError);
    expect(() => engine.readDeck('Pokémon: 1\n1 Riddlewisp TST 8\n')).toThrow(
      /line 2: deck.0: no card "Riddlewisp TST 8"/,
    );
    expect(engine.readDeck('1 Puddlehound TST 2\n1 Twin Colorless Energy TST 14').deck).toEqual([
      one('Puddlehound').id,
      one('Twin Colorless Energy').id,
    ]);
  });

  it('the report gives per set counts and the unmatched sentence shapes, numbers and types as slots', () => {
    const report = importReport(pool);
    expect(report).toContain('TST     xy       15        11             1            3     80.0 %');
    expect(report).toMatch(/1 {2}Your opponent's Active Pokémon is now invisible to all Trainers\./);
  });

  it('the committed pool the CI fuzz plays (fixtures/import/imported-pool.json) is what the importer makes now', () => {
    const committed = fixture('imported-pool.json').data as { cards: unknown[] };
    expect(committed.cards).toEqual(importSets(['sets.json', 'tst1.json', 'tst2.json'].map(fixture)).cards);
  });

  it('a file that is neither a set list nor a card file is refused, naming it', () => {
    expect(() => importSets([{ name: 'x.json', data: { cards: 1 } }])).toThrow(/x\.json/);
    expect(() => importSets([fixture('tst1.json')])).toThrow(/no set list names set "tst1"/);
  });
});
