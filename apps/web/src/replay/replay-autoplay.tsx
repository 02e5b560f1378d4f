import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/use-t';

interface Props {
  step: number;
  last: number;
  setStep: (step: number) => void;
  /** The finished match replayed (a shareable link to a step names it), or null for a record file. */
  match: string | null;
  onDownload: () => void;
}

/** Autoplay speeds, in steps a second. */
const SPEEDS = [0.5, 1, 2, 4, 8];

/**
 * Autoplay at a chosen speed (stopping at the end), the arrow keys (← → one step, Home / End), a
 * link to the step shown (kept in the address too) and the record's download.
 */
export function ReplayAutoplay({ step, last, setStep, match, onDownload }: Props) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(2);
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep(Math.min(last, step + 1)), 1000 / speed);
    return () => clearTimeout(timer);
  }, [playing, step, last, speed]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const next =
        e.key === 'ArrowRight'
          ? step + 1
          : e.key === 'ArrowLeft'
            ? step - 1
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? last
                : null;
      if (next === null) return;
      e.preventDefault();
      setPlaying(false);
      setStep(Math.max(0, Math.min(last, next)));
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [step, last]);
  // The address names the step shown, so that a reload or a shared link lands on it.
  useEffect(() => {
    if (!match) return;
    const url = new URL(location.href);
    url.searchParams.set('step', String(step));
    history.replaceState(null, '', url);
  }, [match, step]);
  const link = match ? `${location.origin}/replay/${encodeURIComponent(match)}?step=${step}` : null;
  return (
    <div class="replay-autoplay">
      <button type="button" onClick={() => setPlaying(!playing)} disabled={!playing && step >= last}>
        {playing ? t('replayPlayer.pause') : t('replayPlayer.play')}
      </button>{' '}
      <label>
        {t('replayPlayer.speed')}{' '}
        <select value={String(speed)} onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {t('replayPlayer.speedValue', { value: s })}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={onDownload}>
        {t('replayPlayer.download')}
      </button>
      {link && (
        <label class="step-link">
          {t('replayPlayer.link')} <input readOnly value={link} />
        </label>
      )}
      <p class="hint">{t('replayPlayer.keys')}</p>
    </div>
  );
}
