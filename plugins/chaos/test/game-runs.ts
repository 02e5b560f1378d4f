import { expect } from 'vitest';
import { RandomAgent, playGame } from '@tcgkit/testing';
import type { Agent } from '@tcgkit/core';
import { engine, cardsOf, type DeckName } from './support.js';
import { ChaosBot, ChaosCards, parsePool, SAMPLE_POOL } from '../src/index.js';

const DECKS: DeckName[] = ['witches', 'demonbane', 'toheart'];
/** The rules a game may end by: deck-outs (CT-11.2.2, CT-11.2.3), concession (CT-1.2.6) or a draw (CT-1.2.5). */
export const ENDINGS = ['CT-11.2.2', 'CT-11.2.3', 'CT-1.2.6', 'CT-1.2.5'];
const cards = new ChaosCards(parsePool(SAMPLE_POOL));
export const bot = (): Agent => new ChaosBot(cards);
export const random = (seed: number): Agent => new RandomAgent(seed);

/**
 * Plays seeded games between the sample decks (every pairing in turn) with all invariants
 * checked after every step, and asserts each ends by a rule without an error.
 */
export function playSeeds(
  from: number,
  to: number,
  agents: (seed: number) => [Agent, Agent],
  checkInvariants = true,
): { endings: Record<string, number>; winners: number[][] } {
  const endings: Record<string, number> = {};
  const winners: number[][] = [];
  for (let seed = from; seed <= to; seed++) {
    const out = playGame({
      engine,
      config: {
        seed,
        players: [
          { cards: cardsOf(DECKS[seed % 3]) },
          { cards: cardsOf(DECKS[(seed + 1 + Math.floor(seed / 3)) % 3]) },
        ],
      },
      agents: agents(seed),
      checkInvariants,
    });
    if (out.error !== null || out.violations.length > 0 || out.state.result === null) {
      expect({
        seed,
        error: out.error,
        violations: out.violations.slice(0, 3),
        ended: out.state.result !== null,
      }).toEqual({
        seed,
        error: null,
        violations: [],
        ended: true,
      });
    }
    const rule = out.state.result!.rule;
    expect(ENDINGS).toContain(rule);
    endings[rule] = (endings[rule] ?? 0) + 1;
    winners.push(out.state.result!.winners);
  }
  return { endings, winners };
}
