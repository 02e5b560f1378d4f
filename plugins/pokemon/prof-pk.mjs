import { RulesetRegistry } from '@tcgkit/core';
import { pokemon, SAMPLE_DECKS } from './dist/index.js';
import { RandomAgent, playGame } from '@tcgkit/testing';
const engine = new RulesetRegistry().register(pokemon).engine('pokemon');
const N = Number(process.argv[2] ?? 50);
const t0 = performance.now();
let decisions = 0;
for (let seed = 1; seed <= N; seed++) {
  const out = playGame({ engine, config: { seed, players: [{ cards: SAMPLE_DECKS.water }, { cards: SAMPLE_DECKS.lightning }] }, agents: [new RandomAgent(seed), new RandomAgent(seed + 77)], checkInvariants: false });
  if (out.error) throw out.error;
  decisions += out.decisions ?? 0;
}
const ms = performance.now() - t0;
console.log(`${N} games ${ms.toFixed(0)} ms, ${(ms / N).toFixed(1)} ms/game, ${(N / ms * 1000).toFixed(1)} games/s`);
