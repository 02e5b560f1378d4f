import type { PokemonTcgCard } from './card-schema.js';

/**
 * The names exported deck lists give a card: `Froakie XY 39` for each of its prints (the official
 * online clients write the set's code and the card's number after the name), so that a list names
 * any reprint and reads as the one card.
 */
export function deckListNames(card: PokemonTcgCard): string[] {
  return (card.prints ?? []).map((p) => `${card.name} ${p.set} ${p.number}`);
}

/** `Water Energy XY 134`: a print of a basic Energy, any set and number. */
const BASIC_ENERGY_PRINT = /^((?:Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy) Energy) \S+ \S+$/i;

/**
 * What an exported list's line stands for when it names no card of the pool: every print of a
 * basic Energy is the basic Energy (its prints are not listed on the card, being countless).
 */
export function deckListFallback(text: string): string | null {
  return BASIC_ENERGY_PRINT.exec(text.trim())?.[1] ?? null;
}
