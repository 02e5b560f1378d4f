import type { ReplayStep } from '../api/lobby-api';
import { useT } from '../i18n/use-t';

/** The state hash check of the shown step, and of the whole record. */
export function HashCheck({ step }: { step: ReplayStep }) {
  const t = useT();
  const ok = step.check.expected === step.check.actual;
  return (
    <p
      class={`hash ${ok && step.firstMismatch === null ? 'ok' : 'bad'}`}
      role="status"
      aria-label={t('replay.hashCheck')}
    >
      {ok
        ? t('replay.hashMatches', { step: step.step, hash: step.check.actual })
        : t('replay.hashDiffers', { step: step.step, expected: step.check.expected, actual: step.check.actual })}
      {' · '}
      {step.firstMismatch === null ? t('replay.allVerified') : t('replay.firstDiffers', { step: step.firstMismatch })}
    </p>
  );
}
