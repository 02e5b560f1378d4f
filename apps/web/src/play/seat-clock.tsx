import { useEffect, useState } from 'preact/hooks';
import type { ClockView } from '@tcgkit/protocol';

/** Below this a seat's time shows as low. */
export const LOW_TIME_MS = 20_000;

/** Milliseconds as `m:ss` (and tenths under ten seconds, when every one counts). */
export function formatTime(ms: number): string {
  const left = Math.max(0, ms);
  if (left < 10_000) return `0:0${(left / 1000).toFixed(1)}`;
  const s = Math.ceil(left / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Each seat's time left, the running seat's counting down from when the update arrived (the
 * page's own clock: the server's wall time may differ from the player's).
 */
export function useClockTimes(clock: ClockView | null, stopped: boolean): number[] {
  const [received, setReceived] = useState(() => performance.now());
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => setReceived(performance.now()), [clock]);
  useEffect(() => {
    if (!clock || clock.running === null || stopped) return;
    const timer = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(timer);
  }, [clock, stopped]);
  if (!clock) return [];
  const spent = clock.running === null || stopped ? 0 : Math.max(0, now - received);
  return clock.remainingMs.map((ms, seat) => (seat === clock.running ? ms - spent : ms));
}
