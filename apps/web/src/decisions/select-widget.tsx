import type { Decision } from '@tcgkit/core';
import type { AnswerFn } from './answer-fn';
import { useT } from '../i18n/use-t';
import type { Draft } from './use-draft';

/**
 * `select`: a checkbox per option (cards on the board toggle them too) and a confirm button. The
 * count is not enforced here: the server judges the answer, and its refusal is shown.
 */
export function SelectWidget({ decision, answer, draft }: { decision: Decision; answer: AnswerFn; draft: Draft }) {
  const t = useT();
  const min = decision.min ?? 0;
  const max = decision.max ?? decision.options.length;
  return (
    <fieldset class="select">
      <legend>{t('decision.pick', { range: min === max ? min : `${min}–${max}`, picked: draft.picked.size })}</legend>
      <ul class="options">
        {decision.options.map((option, i) => (
          <li key={option.key}>
            <label>
              <input
                type="checkbox"
                data-key={option.key}
                checked={draft.picked.has(i)}
                onChange={() => draft.toggle(i)}
              />{' '}
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        class="confirm"
        onClick={() => answer({ decision: decision.id, picks: [...draft.picked].sort((a, b) => a - b) })}
      >
        {t('decision.confirmSelection')}
      </button>
    </fieldset>
  );
}
