import { useState } from 'preact/hooks';
import type { Decision } from '@tcgkit/core';
import type { AnswerFn } from './answer-fn';

/** `order`: the options in a list with move up / move down buttons, then confirm. */
export function OrderWidget({ decision, answer }: { decision: Decision; answer: AnswerFn }) {
  const [order, setOrder] = useState(() => decision.options.map((_, i) => i));
  const move = (at: number, by: number) => {
    const next = [...order];
    [next[at], next[at + by]] = [next[at + by], next[at]];
    setOrder(next);
  };
  return (
    <div class="order">
      <ol aria-label="Order">
        {order.map((i, at) => (
          <li key={decision.options[i].key}>
            <span>{decision.options[i].label}</span>{' '}
            <button
              type="button"
              aria-label={`move ${decision.options[i].label} up`}
              disabled={at === 0}
              onClick={() => move(at, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`move ${decision.options[i].label} down`}
              disabled={at === order.length - 1}
              onClick={() => move(at, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <button type="button" class="confirm" onClick={() => answer({ decision: decision.id, order })}>
        Confirm order
      </button>
    </div>
  );
}
