import { describe, it, expect } from 'vitest';
import { drawCase } from '../src/game/sudden-death.js';

/** Players who took all their Prizes / cannot put out an Active Pokémon, as the predicates drawCase reads. */
const board = (tookAll: number[], noActive: number[]) =>
  [(p: number) => tookAll.includes(p), (p: number) => noActive.includes(p)] as const;

/**
 * PK-LG-12: the five draws that lead to Sudden Death, named from the turn player's side. Player 1 is
 * the turn player here, so "the opponent" is player 0 — an engine that finds the opponent any other
 * way names the wrong player.
 */
describe('PK-LG-12 the draw cases that lead to Sudden Death', () => {
  it.each([
    [[0, 1], [0, 1], 'case 3: both took all their Prizes and neither can put out an Active Pokémon'],
    [[0, 1], [], 'case 4: both players took their last Prize cards at once'],
    [[0, 1], [0], 'case 4: both players took their last Prize cards at once'],
    [[], [0, 1], 'case 5: neither player can put out an Active Pokémon'],
    [[1], [1], 'case 1: player 1 took all Prizes but cannot put out an Active Pokémon'],
    [[0], [0], 'case 2: player 0 took all Prizes but cannot put out an Active Pokémon'],
  ])('PK-LG-12 took all %j, no Active %j: %s', (tookAll, noActive, expected) => {
    expect(drawCase(1, ...board(tookAll, noActive))).toBe(expected);
  });
});
