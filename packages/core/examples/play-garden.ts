import { RulesetRegistry } from '../src/index.js';
import { garden } from './tiny-ruleset.js';

/** Plays one game of the example ruleset with both players always taking the first option. */
export function playGarden(seed: number, print: (line: string) => void = () => undefined) {
  const engine = new RulesetRegistry().register(garden).engine('garden');
  const deck = ['sprout', 'oak', 'sprout', 'sprout', 'oak', 'sprout'];
  const sink = {
    event: () => undefined,
    log: (l: { rule: string; message: string }) => print(`[${l.rule}] ${l.message}`),
  };
  const state = engine.createGame({ seed, players: [{ cards: { deck } }, { cards: { deck } }] }, sink);
  while (state.pending) engine.submit(state, state.pending.player, { decision: state.pending.id, choice: 0 }, sink);
  return state;
}
