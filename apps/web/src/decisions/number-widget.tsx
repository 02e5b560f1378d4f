import { useState } from 'preact/hooks';
import type { Decision } from '@tcgkit/core';
import type { AnswerFn } from './answer-fn';
import { useT } from '../i18n/use-t';

/** `number`: an integer from min to max, then confirm. */
export function NumberWidget({ decision, answer }: { decision: Decision; answer: AnswerFn }) {
  const t = useT();
  const [value, setValue] = useState(decision.min ?? 0);
  return (
    <div class="number">
      <label>
        {t('decision.number', { min: decision.min ?? 0, max: decision.max ?? '…' })}{' '}
        <input
          type="number"
          value={value}
          min={decision.min ?? 0}
          max={decision.max}
          onInput={(e) => setValue(Number((e.target as HTMLInputElement).value))}
        />
      </label>
      <button type="button" class="confirm" onClick={() => answer({ decision: decision.id, number: value })}>
        {t('decision.confirmNumber')}
      </button>
    </div>
  );
}
