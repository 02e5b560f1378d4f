import type { Decision } from '@tcgkit/core';
import type { AnswerFn } from './answer-fn';

/** `choose`: one button per option; pressing one answers. */
export function ChooseWidget({ decision, answer, only }: { decision: Decision; answer: AnswerFn; only?: number[] }) {
  const shown = only ?? decision.options.map((_, i) => i);
  return (
    <ul class="options">
      {shown.map((i) => (
        <li key={decision.options[i].key}>
          <button
            type="button"
            data-key={decision.options[i].key}
            onClick={() => answer({ decision: decision.id, choice: i })}
          >
            {decision.options[i].label}
          </button>
        </li>
      ))}
    </ul>
  );
}
