import type { Agent, Answer, BotFactory, Decision, PlayerView } from '@tcgkit/core';
import type { Card } from '../cards/card-schema.js';

/**
 * A simple bidder: bids the smallest card worth at least the prizes on the table, or its smallest
 * card when none is (it concedes cheap rounds and contests rich ones).
 */
export class GoofspielBot implements Agent {
  readonly name = 'goofspiel-bot';
  constructor(private readonly cards: ReadonlyMap<string, Card>) {}

  decide(_view: PlayerView, d: Decision): Answer {
    const prize = Number(d.params.prize ?? 0);
    const value = (i: number) => this.cards.get(d.options[i].key.replace(/^bid:/, ''))?.value ?? 0;
    const indices = d.options.map((_, i) => i).sort((a, b) => value(a) - value(b));
    const atLeast = indices.find((i) => value(i) >= prize);
    return { decision: d.id, choice: atLeast ?? indices[0] };
  }
}

export const botFactory = (cards: ReadonlyMap<string, Card>): BotFactory => ({ create: () => new GoofspielBot(cards) });
