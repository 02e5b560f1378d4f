import type { Agent, Answer, Decision, PlayerView, BotFactory, CardView } from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';

/** Preference of an action at a play timing (higher first); `pass` ends the turn. */
const PRIORITY: [RegExp, number][] = [
  [/^evolve:/, 90],
  [/^bench:/, 80],
  [/^tool:muscle-band/, 70],
  [/^tool:/, 65],
  [/^trainer:professors-letter/, 60],
  [/^attach:/, 50],
  [/^trainer:potion/, 45],
  [/^trainer:(?!switch)/, 40],
  [/^attack:/, 30],
  [/^pass$/, 0],
];

/**
 * A simple heuristic bot: develops its board (evolve, bench, Tools, draw), attaches Energy to
 * the Active until its best attack is paid, heals, then attacks with its strongest attack. Setup:
 * the Basic with the most HP goes Active and every other Basic to the Bench.
 */
export class PokemonBot implements Agent {
  readonly name = 'pokemon-heuristic';

  constructor(private readonly cards: CardIndex) {}

  decide(view: PlayerView, d: Decision): Answer {
    const option = (i: number): Answer => ({ decision: d.id, choice: i });
    if (d.kind === 'select') {
      // Bench every Basic; otherwise pick what must be picked, preferring the first options.
      const n =
        d.prompt === 'setup.bench' ? (d.max ?? d.options.length) : Math.max(d.min ?? 0, Math.min(d.max ?? 1, 1));
      return { decision: d.id, picks: Array.from({ length: n }, (_, i) => i) };
    }
    if (d.kind === 'distribute') return { decision: d.id, picks: [0], amounts: [d.total ?? 1] };
    // A number (a loop's count): the least allowed, so that a loop ends as soon as it may.
    if (d.kind === 'number') return { decision: d.id, number: d.min ?? 0 };
    if (d.kind === 'order') return { decision: d.id, order: d.options.map((_, i) => i) };
    if (d.prompt === 'setup.active' || d.prompt === 'newActive') return option(this.sturdiest(d));
    if (d.prompt === 'setup.extraDraws') return option(d.options.length - 1);
    if (d.prompt === 'playTiming') return option(this.bestAction(view, d));
    return option(0);
  }

  private sturdiest(d: Decision): number {
    let best = 0;
    let bestHp = -1;
    d.options.forEach((o, i) => {
      const def = o.key.split(':')[0];
      const c = this.cards.cards.find((x) => x.id === def);
      const hp = c?.kind === 'pokemon' ? c.hp : 0;
      if (hp > bestHp) [best, bestHp] = [i, hp];
    });
    return best;
  }

  private bestAction(view: PlayerView, d: Decision): number {
    const active = view.zones[`active@${view.viewer}`]?.cards?.[0] as CardView | undefined;
    let best = d.options.length - 1;
    let bestScore = -Infinity;
    d.options.forEach((o, i) => {
      let score = PRIORITY.find(([re]) => re.test(o.key))?.[1] ?? 10;
      // Energy goes to the Active first; healing only when it matters; the last attack listed is usually the strongest.
      if (o.key.startsWith('attach:') && active && !o.key.endsWith(`:${active.id}`)) score -= 15;
      if (o.key.startsWith('retreat:')) score = -1;
      if (o.key.startsWith('attack:')) score += i / 100;
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    return best;
  }
}

export function pokemonBotFactory(cards: CardIndex): BotFactory {
  return { create: () => new PokemonBot(cards) };
}
