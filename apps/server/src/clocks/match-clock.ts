import { z } from 'zod';
import type { ClockSettings } from '../http/lobby-schemas.js';
import type { ClockView } from '../protocol/messages.js';

/**
 * A match's clock as stored beside the game (never in its state or hashes): each seat's bank at
 * `since`, and the seat whose time runs from then. Restarts lose nothing: the running seat's time
 * is computed from the stored wall time.
 */
export const ClockStateSchema = z
  .object({
    initialMs: z.number(),
    incrementMs: z.number(),
    remainingMs: z.array(z.number()),
    running: z.number().int().nullable(),
    since: z.number(),
  })
  .strict();
export type ClockState = z.infer<typeof ClockStateSchema>;

/** A new clock: full banks, the first deciding seat's time running from `at`. */
export function startClock(settings: ClockSettings, seats: number, running: number | null, at: number): ClockState {
  return {
    initialMs: settings.initialMs,
    incrementMs: settings.incrementMs,
    remainingMs: Array.from({ length: seats }, () => settings.initialMs),
    running,
    since: at,
  };
}

/** The clock after `seat` answered at `at`: its time used is taken, the increment given, the next seat's time runs. */
export function clockAfterAnswer(clock: ClockState, seat: number, next: number | null, at: number): ClockState {
  const remainingMs = [...clock.remainingMs];
  if (clock.running === seat) remainingMs[seat] = remainingMs[seat] - (at - clock.since) + clock.incrementMs;
  return { ...clock, remainingMs, running: next, since: at };
}

/** The seat whose time is out at `at`, or null. */
export function timedOutSeat(clock: ClockState, at: number): number | null {
  if (clock.running === null) return null;
  return clock.remainingMs[clock.running] - (at - clock.since) <= 0 ? clock.running : null;
}

/** Milliseconds until the running seat's time is out (for a timer), or null when no time runs. */
export function msUntilTimeout(clock: ClockState, at: number): number | null {
  if (clock.running === null) return null;
  return Math.max(0, clock.remainingMs[clock.running] - (at - clock.since));
}

/** The clock as clients see it at `at`. */
export function clockView(clock: ClockState, at: number): ClockView {
  const remainingMs = clock.remainingMs.map((r, i) => (i === clock.running ? Math.max(0, r - (at - clock.since)) : r));
  return { remainingMs, incrementMs: clock.incrementMs, running: clock.running, at };
}

/** A stored clock column. */
export function parseClock(text: string | null): ClockState | null {
  return text === null ? null : ClockStateSchema.parse(JSON.parse(text));
}
