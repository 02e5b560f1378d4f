import type { ClockSettings } from '@tcgkit/protocol';
import { useT } from '../i18n/use-t';

/** The clocks the lobby offers: a bank per seat and an increment per decision. */
export const CLOCK_PRESETS: readonly ClockSettings[] = [
  { initialMs: 3 * 60_000, incrementMs: 2_000 },
  { initialMs: 10 * 60_000, incrementMs: 5_000 },
  { initialMs: 25 * 60_000, incrementMs: 10_000 },
];

interface Props {
  value: ClockSettings | null;
  onChange: (clock: ClockSettings | null) => void;
  /** Presets beyond the usual (a page may offer a short one). */
  presets?: readonly ClockSettings[];
}

/** Chooses a match's clock: none, or one of the presets. */
export function ClockPresets({ value, onChange, presets = CLOCK_PRESETS }: Props) {
  const t = useT();
  const index = value
    ? presets.findIndex((p) => p.initialMs === value.initialMs && p.incrementMs === value.incrementMs)
    : -1;
  return (
    <label>
      {t('tables.clock')}{' '}
      <select
        value={String(index)}
        onChange={(e) => {
          const i = Number((e.target as HTMLSelectElement).value);
          onChange(i >= 0 ? presets[i] : null);
        }}
      >
        <option value="-1">{t('tables.clockNone')}</option>
        {presets.map((p, i) => (
          <option key={i} value={String(i)}>
            {t('tables.clockPreset', { minutes: +(p.initialMs / 60_000).toFixed(2), seconds: p.incrementMs / 1000 })}
          </option>
        ))}
      </select>
    </label>
  );
}
