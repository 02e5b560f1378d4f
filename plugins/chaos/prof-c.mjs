import { RandomAgent, playGame } from '@tcgkit/testing';
import { RulesetRegistry } from '@tcgkit/core';
import { chaosRuleset, SAMPLE_DECKS } from './dist/index.js';
const engine = new RulesetRegistry().register(chaosRuleset()).engine('chaos');
const decks = Object.values(SAMPLE_DECKS);
const cardsOf = (d) => d.cards ?? d;
let t = Date.now(); let maxAnswered = 0, loops = 0, decisions = 0;
for (let seed = 1; seed <= 15; seed++) {
  const out = playGame({ engine, config: { seed, players: [{ cards: cardsOf(decks[seed % 3]) }, { cards: cardsOf(decks[(seed + 1) % 3]) }] }, agents: [new RandomAgent(seed), new RandomAgent(seed + 7)], checkInvariants: false });
  if (out.error) console.log('error', seed, out.error);
  decisions += out.decisions ?? 0;
  if (out.log?.some?.((l) => l.rule === 'CT-14.1.2' || l.rule === 'CT-14.1.3')) loops++;
}
console.log('ms/game', (Date.now() - t) / 15, 'loops', loops);
