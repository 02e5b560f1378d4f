import type { Decision } from '@tcgkit/core';
import type { AnswerFn } from './answer-fn';

/** The core's key of the option that takes no action at a play timing (ending a turn or a phase). */
const PASS = 'pass';

/**
 * `choose`: one button per option; pressing one answers. Passing (the core's `pass`, worded by the
 * ruleset, e.g. "End turn") is a button of its own after the list, never lost among the actions.
 */
export function ChooseWidget({ decision, answer, only }: { decision: Decision; answer: AnswerFn; only?: number[] }) {
  const shown = only ?? decision.options.map((_, i) => i);
  const button = (i: number, cls?: string) => (
    <button
      type="button"
      class={cls}
      data-key={decision.options[i].key}
      onClick={() => answer({ decision: decision.id, choice: i })}
    >
      {decision.options[i].label}
    </button>
  );
  const pass = shown.find((i) => decision.options[i].key === PASS);
  return (
    <>
      <ul class="options">
        {shown
          .filter((i) => i !== pass)
          .map((i) => (
            <li key={decision.options[i].key}>{button(i)}</li>
          ))}
      </ul>
      {pass !== undefined && button(pass, 'pass')}
    </>
  );
}
