import { describe, it, expect } from 'vitest';
import { parseDeckFile, DeckFileError, CardNameIndex, nameKey, type DeckFileProblem } from '../src/index.js';

const cards = new CardNameIndex([
  { id: 'research', name: "Professor's Research" },
  { id: 'ball', name: 'Ultra Ball', aliases: ['Ultra Ball PLF 113', 'Ultra Ball FLF 99'] },
  { id: 'froakie-a', name: 'Froakie', aliases: ['Froakie XY 39'] },
  { id: 'froakie-b', name: 'Froakie', aliases: ['Froakie BKT 37'] },
  { id: 'flabebe', name: 'Flabébé' },
]);
const context = { source: 'my.deck', zones: ['deck'], cards };

function problems(text: string): DeckFileProblem[] | null {
  try {
    parseDeckFile(text, context);
    return null;
  } catch (e) {
    if (e instanceof DeckFileError) return [...e.problems];
    throw e;
  }
}

describe('deck entries name their cards through the card index', () => {
  it('a name, an id and an alias each resolve to the card id, counts expanded', () => {
    expect(parseDeckFile("4 Professor's Research\n2 ball\n1 Ultra Ball FLF 99\n", context)).toEqual({
      deck: ['research', 'research', 'research', 'research', 'ball', 'ball', 'ball'],
    });
  });

  it('case, accents, curly apostrophes and spaces do not matter in a name', () => {
    expect(nameKey('  PROFESSOR\u2019S   research ')).toBe(nameKey("Professor's Research"));
    expect(parseDeckFile('2 flabebe\n1 professor\u2019s research', context)).toEqual({
      deck: ['flabebe', 'flabebe', 'research'],
    });
  });

  it('reprints named by different prints are one card', () => {
    const deck = parseDeckFile('2 Ultra Ball PLF 113\n2 Ultra Ball FLF 99\n', context);
    expect(new Set(deck.deck)).toEqual(new Set(['ball']));
  });

  it('an exported list: sections, starred lines and banners are read, the zone stays the deck', () => {
    const text = [
      '****** Card Game Deck List ******',
      '##Creatures - 2',
      '* 2 Froakie XY 39',
      'Creatures: 1',
      '1 Froakie BKT 37',
      'Trainer Cards - 4',
      "* 4 Professor's Research",
      'Total Cards - 7',
    ].join('\n');
    expect(parseDeckFile(text, context).deck).toEqual([
      'froakie-a',
      'froakie-a',
      'froakie-b',
      'research',
      'research',
      'research',
      'research',
    ]);
  });

  it('an unknown name is reported at its line with the closest names', () => {
    expect(problems("4 Professor's Research\n3 Ultra Bal\n")).toEqual([
      { line: 2, field: 'deck.1', message: 'no card "Ultra Bal" (closest: "Ultra Ball")' },
    ]);
    expect(problems('1 Zapdos')?.[0].message).toBe('no card "Zapdos"');
  });

  it('an ambiguous name is reported with how to write each card', () => {
    expect(problems('\n2 Froakie')).toEqual([
      {
        line: 2,
        field: 'deck.0',
        message: '"Froakie" names several cards: write one of "Froakie XY 39", "Froakie BKT 37"',
      },
    ]);
  });

  it('without a card index an entry is an id, and a name with spaces is refused as before', () => {
    expect(parseDeckFile('2 ball', { source: 'x' })).toEqual({ deck: ['ball', 'ball'] });
    expect(() => parseDeckFile('2 Ultra Ball', { source: 'x' })).toThrow(/is not "card-id" or "N card-id"/);
  });
});

describe("the ruleset's fallback for texts that name no card", () => {
  const energy = new CardNameIndex(
    [
      { id: 'water', name: 'Water Energy' },
      { id: 'ball', name: 'Ultra Ball' },
    ],
    (t) => /^(\w+ Energy) [A-Z]+ \d+$/.exec(t)?.[1] ?? null,
  );
  it('any print of a card the ruleset says is one card resolves to it', () => {
    expect(energy.resolve('Water Energy XY 134')).toEqual({ kind: 'found', id: 'water' });
  });
  it('the fallback is not used for a text that names a card, nor for one it does not know', () => {
    expect(energy.resolve('Ultra Ball XY 1')).toMatchObject({ kind: 'unknown' });
    expect(energy.resolve('Fire Energy XY 134')).toMatchObject({ kind: 'unknown' });
  });
});
