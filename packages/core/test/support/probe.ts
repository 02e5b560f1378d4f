import { TestGame } from './harness.js';

/**
 * Plays `probe-hit` (3 damage) on player 1's `target` card, which records the damage event's result on
 * itself as counters: whether it was performed, whether a replacement changed it, and how many outcomes.
 */
export function probe(target: string) {
  const g = new TestGame({ hand: ['probe-hit'] }, { field: [target] });
  const id = g.id(target, 'field', 1);
  g.play('probe-hit').select([id]);
  const c = (key: string) => g.counter(id, key);
  return { g, id, performed: c('performed'), replaced: c('replaced'), outcomes: c('outcomes'), c };
}
