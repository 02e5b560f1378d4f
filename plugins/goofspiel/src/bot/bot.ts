import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Agent, Answer, BotFactory, Decision, PlayerView } from '@tcgkit/core';
import type { Card } from '../cards/card-schema.js';

/**
 * A simple bidder: bids the smallest card worth at least the prizes on the table (sometimes, by its
 * seed, the next one up, so that two bots do not mirror each other), or its best card when the pot
 * is worth more than any card.
 */
export class GoofspielBot implements Agent {
  readonly name = 'goofspiel-bot';
  /** Seeded like the engine's own PRNG (no ambient randomness: games replay exactly). */
  private readonly rng;

  constructor(
    private readonly cards: ReadonlyMap<string, Card>,
    seed = 1,
  ) {
    this.rng = xoroshiro128plus(seed | 0);
  }

  decide(_view: PlayerView, d: Decision): Answer {
    // A number (the core's loop count): the least allowed. Bids are choose decisions.
    if (d.kind === 'number') return { decision: d.id, number: d.min ?? 0 };
    const prize = Number(d.params.prize ?? 0);
    const value = (i: number) => this.cards.get(d.options[i].key.replace(/^bid:/, ''))?.value ?? 0;
    const indices = d.options.map((_, i) => i).sort((a, b) => value(a) - value(b));
    const enough = indices.filter((i) => value(i) >= prize);
    // A pot no single card matches is worth contesting with the best cards left.
    const candidates = enough.length > 0 ? enough : [...indices].reverse();
    const step = candidates.length > 1 && uniformInt(this.rng, 0, 2) === 0 ? 1 : 0;
    return { decision: d.id, choice: candidates[step] };
  }
}

export const botFactory = (cards: ReadonlyMap<string, Card>): BotFactory => ({
  create: (seed) => new GoofspielBot(cards, seed),
});
