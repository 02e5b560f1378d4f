import { RulesetRegistry } from '@tcgkit/core';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { goofspiel, SAMPLE_DECKS } from '../src/index.js';

export const registry = new RulesetRegistry().register(goofspiel);
export const engine = registry.engine('goofspiel');
export const deckOf = (name = 'suit') => ({ hand: [...SAMPLE_DECKS[name].hand] });
export const bids = (...values: number[]) => values.map((v) => `bid-${v}`);
export const prizes = (...values: number[]) => values.map((v) => `prize-${v}`);

/** A round about to start (turn `turn`, player `first` bidding first), by zone; the prize deck is given to seat 0. */
export const table = (
  p0: TableSetup['players'][0]['zones'],
  p1: TableSetup['players'][0]['zones'],
  opts: { turn?: number; first?: number; options?: Record<string, unknown> } = {},
) =>
  TestTable.start(engine, {
    start: { activePlayer: opts.first ?? 0, turn: opts.turn ?? 1, phase: 'round' },
    options: opts.options,
    players: [{ zones: p0 }, { zones: p1 }],
  });
