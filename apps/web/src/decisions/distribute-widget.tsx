import { useState } from 'preact/hooks';
import type { Decision } from '@tcgkit/core';
import type { AnswerFn } from './answer-fn';
import { useT } from '../i18n/use-t';

/** `distribute`: an amount per option (0: not chosen) summing to the total, then confirm. */
export function DistributeWidget({ decision, answer }: { decision: Decision; answer: AnswerFn }) {
  const t = useT();
  const [amounts, setAmounts] = useState(() => decision.options.map(() => 0));
  const sum = amounts.reduce((a, b) => a + b, 0);
  const confirm = () => {
    const picks = amounts.flatMap((a, i) => (a > 0 ? [i] : []));
    answer({ decision: decision.id, picks, amounts: picks.map((i) => amounts[i]) });
  };
  return (
    <fieldset class="distribute">
      <legend>{t('decision.distribute', { total: decision.total ?? '', given: sum })}</legend>
      {decision.options.map((option, i) => (
        <label key={option.key}>
          {option.label}{' '}
          <input
            type="number"
            min={0}
            value={amounts[i]}
            onInput={(e) => {
              const next = [...amounts];
              next[i] = Number((e.target as HTMLInputElement).value) || 0;
              setAmounts(next);
            }}
          />
        </label>
      ))}
      <button type="button" class="confirm" onClick={confirm}>
        {t('decision.confirmDistribution')}
      </button>
    </fieldset>
  );
}
