import { useState } from 'preact/hooks';
import type { Decision } from '@tcgkit/core';
import type { AnswerFn } from './answer-fn';

/** `number`: an integer from min to max, then confirm. */
export function NumberWidget({ decision, answer }: { decision: Decision; answer: AnswerFn }) {
  const [value, setValue] = useState(decision.min ?? 0);
  return (
    <div class="number">
      <label>
        Number ({decision.min ?? 0} to {decision.max ?? '…'}){' '}
        <input
          type="number"
          value={value}
          min={decision.min ?? 0}
          max={decision.max}
          onInput={(e) => setValue(Number((e.target as HTMLInputElement).value))}
        />
      </label>
      <button type="button" class="confirm" onClick={() => answer({ decision: decision.id, number: value })}>
        Confirm number
      </button>
    </div>
  );
}
