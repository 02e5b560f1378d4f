import { numberBounds, type Answer, type Decision } from '@tcgkit/core';
import type { SeededPicker } from './seeded-picker.js';

/**
 * A uniformly random legal answer: one option for `choose`, a random permutation for `order`,
 * a random count in min..max of random options for `select`, for `distribute` a random
 * number of targets each getting at least 1 of the total, and for `number` an integer in min..max.
 */
export function randomAnswer(d: Decision, pick: SeededPicker): Answer {
  const n = d.options.length;
  const indices = Array.from({ length: n }, (_, i) => i);
  switch (d.kind) {
    case 'choose':
      return { decision: d.id, choice: pick.below(n) };
    case 'order':
      return { decision: d.id, order: pick.shuffle(indices) };
    case 'select': {
      const min = d.min ?? 0;
      const max = d.max ?? n;
      return { decision: d.id, picks: pick.shuffle(indices).slice(0, min + pick.below(max - min + 1)) };
    }
    case 'distribute': {
      const total = d.total ?? 1;
      const min = Math.max(1, d.min ?? 1);
      const max = Math.min(d.max ?? n, total, n);
      const count = min + pick.below(max - min + 1);
      const amounts = Array.from({ length: count }, () => 1);
      for (let left = total - count; left > 0; left--) amounts[pick.below(count)]++;
      return { decision: d.id, picks: pick.shuffle(indices).slice(0, count), amounts };
    }
    case 'number': {
      const { min, max } = numberBounds(d);
      return { decision: d.id, number: min + pick.below(max - min + 1) };
    }
  }
}
