import { useState } from 'preact/hooks';
import type { Decision } from '@tcgkit/core';
import type { AnswerFn } from './answer-fn';
import { useT } from '../i18n/use-t';

/** `order`: the options in a list with move up / move down buttons, then confirm. */
export function OrderWidget({ decision, answer }: { decision: Decision; answer: AnswerFn }) {
  const t = useT();
  const [order, setOrder] = useState(() => decision.options.map((_, i) => i));
  const move = (at: number, by: number) => {
    const next = [...order];
    [next[at], next[at + by]] = [next[at + by], next[at]];
    setOrder(next);
  };
  return (
    <div class="order">
      <ol aria-label={t('decision.order')}>
        {order.map((i, at) => (
          <li key={decision.options[i].key}>
            <span>{decision.options[i].label}</span>{' '}
            <button
              type="button"
              aria-label={t('decision.moveUp', { option: decision.options[i].label })}
              disabled={at === 0}
              onClick={() => move(at, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={t('decision.moveDown', { option: decision.options[i].label })}
              disabled={at === order.length - 1}
              onClick={() => move(at, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <button type="button" class="confirm" onClick={() => answer({ decision: decision.id, order })}>
        {t('decision.confirmOrder')}
      </button>
    </div>
  );
}
