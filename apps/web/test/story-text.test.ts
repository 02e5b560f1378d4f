import { describe, expect, it } from 'vitest';
import { piecesText, storyPieces, templateKeys } from '../src/log/story-text';

const TEMPLATES = {
  'move:deck>hand': { en: '{actor} drew {card}', ja: '{actor}は{card}を引いた' },
  'move:*>discard': { en: '{card} went to the discard pile' },
  damage: { en: '{target} took {amount} damage' },
  'status:asleep': { en: '{card} is now Asleep' },
  appear: { en: '{actor}: {card} appeared' },
};

describe('log stories in words', () => {
  it('looks a kind up whole, then with a move end widened, then by its first part; never undoes an :off', () => {
    expect(templateKeys('move:deck>hand')).toEqual(['move:deck>hand', 'move:deck>*', 'move:*>hand', 'move']);
    expect(templateKeys('appear:intrude')).toEqual(['appear:intrude', 'appear']);
    expect(templateKeys('status:asleep:off')).toEqual(['status:asleep:off']);
  });

  it('names cards the reader may see, says "a card" for hidden ones, and words the actor for the reader', () => {
    const drawn = { kind: 'move:deck>hand', actor: 1, cards: { card: { id: 'o7', name: 'Water Energy' } } };
    expect(piecesText(storyPieces(drawn, TEMPLATES, 'en', 1, 2)!)).toBe('You drew Water Energy');
    const hidden = { ...drawn, cards: { card: { hidden: true as const } } };
    expect(piecesText(storyPieces(hidden, TEMPLATES, 'en', 0, 2)!)).toBe('Your opponent drew a card');
    expect(piecesText(storyPieces(hidden, TEMPLATES, 'en', null, 2)!)).toBe('Player 2 drew a card');
    // The card is a piece of its own, with its object id for pointing at it on the board.
    expect(storyPieces(drawn, TEMPLATES, 'en', 1, 2)).toContainEqual({ card: 'Water Energy', id: 'o7' });
  });

  it('uses the language of the page when the template has it, English otherwise, and per-language card names', () => {
    const drawn = {
      kind: 'move:deck>hand',
      actor: 0,
      cards: { card: { id: 'o7', name: 'ペリーヌ', names: { en: 'Perrine', ja: 'ペリーヌ' } } },
    };
    expect(piecesText(storyPieces(drawn, TEMPLATES, 'en', 0, 2)!)).toBe('You drew Perrine');
    const damage = { kind: 'damage', cards: { target: { id: 'o3', name: 'Samurott' } }, numbers: { amount: 40 } };
    expect(piecesText(storyPieces(damage, TEMPLATES, 'ja', 0, 2)!)).toBe('Samurott took 40 damage');
    const discarded = { kind: 'move:hand>discard', cards: { card: { hidden: true as const } } };
    expect(piecesText(storyPieces(discarded, TEMPLATES, 'en', 0, 2)!)).toBe('a card went to the discard pile');
    // A part the story lacks reads as nothing, never as its key.
    expect(piecesText(storyPieces({ kind: 'damage' }, TEMPLATES, 'en', 0, 2)!)).toBe(' took  damage');
  });

  it('has no words for a kind the ruleset does not word: the line stays in the rule trace', () => {
    expect(storyPieces({ kind: 'boundary:turn.start' }, TEMPLATES, 'en', 0, 2)).toBeNull();
    expect(storyPieces({ kind: 'status:asleep:off', cards: {} }, TEMPLATES, 'en', 0, 2)).toBeNull();
  });
});
