import type { ReplayStep } from '../api/lobby-api';

/** The state hash check of the shown step, and of the whole record. */
export function HashCheck({ step }: { step: ReplayStep }) {
  const ok = step.check.expected === step.check.actual;
  return (
    <p class={`hash ${ok && step.firstMismatch === null ? 'ok' : 'bad'}`} role="status" aria-label="Hash check">
      {ok
        ? `Hash matches at step ${step.step} (${step.check.actual})`
        : `Hash differs at step ${step.step}: recorded ${step.check.expected}, replayed ${step.check.actual}`}
      {' · '}
      {step.firstMismatch === null
        ? 'every step of the record verified'
        : `the record first differs at step ${step.firstMismatch}`}
    </p>
  );
}
