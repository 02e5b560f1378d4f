import { z } from 'zod';
import type { ClockSettings, ClockView } from '@tcgkit/protocol';

/**
 * A match's clock as stored beside the game (never in its state or hashes): each seat's bank at
 * `since`, and the seat whose time runs from then. Restarts lose nothing: the running seat's time
 * is computed from the stored wall time.
 *
 * No time runs before the match starts (`StoredMatch.startedAt`: every human seat taken): a bot
 * that moves first, or a player waiting for an opponent, spends nothing. The start is a column of
 * its own, written with the seat that completes the match, so that no answer committed from an
 * earlier read can lose it; every function here takes it.
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

/** Whether time runs at `at` for a match started at `startedAt` (null: not started). */
function started(startedAt: number | null, at: number): startedAt is number {
  return startedAt !== null && at >= startedAt;
}

/** The running seat's time used by `at`: from `since` or the match's start, whichever is later. */
function used(clock: ClockState, startedAt: number | null, at: number): number {
  return started(startedAt, at) ? Math.max(0, at - Math.max(clock.since, startedAt)) : 0;
}

/**
 * The clock after `seat` answered at `at`: its time used is taken and the increment given (once
 * the match has started), and the next seat's time runs.
 */
export function clockAfterAnswer(
  clock: ClockState,
  seat: number,
  next: number | null,
  at: number,
  startedAt: number | null,
): ClockState {
  const remainingMs = [...clock.remainingMs];
  if (clock.running === seat && started(startedAt, at))
    remainingMs[seat] = remainingMs[seat] - used(clock, startedAt, at) + clock.incrementMs;
  return { ...clock, remainingMs, running: next, since: at };
}

/** The seat whose time is out at `at`, or null. */
export function timedOutSeat(clock: ClockState, at: number, startedAt: number | null): number | null {
  if (clock.running === null || !started(startedAt, at)) return null;
  return clock.remainingMs[clock.running] - used(clock, startedAt, at) <= 0 ? clock.running : null;
}

/** Milliseconds until the running seat's time is out (for a timer), or null when no time runs. */
export function msUntilTimeout(clock: ClockState, at: number, startedAt: number | null): number | null {
  if (clock.running === null || !started(startedAt, at)) return null;
  return Math.max(0, clock.remainingMs[clock.running] - used(clock, startedAt, at));
}

/** The clock as clients see it at `at`: `running` is null while no time runs (before the start). */
export function clockView(clock: ClockState, at: number, startedAt: number | null): ClockView {
  const running = started(startedAt, at) ? clock.running : null;
  const remainingMs = clock.remainingMs.map((r, i) =>
    i === running ? Math.max(0, r - used(clock, startedAt, at)) : r,
  );
  return { remainingMs, incrementMs: clock.incrementMs, running, at };
}

/** A stored clock column. */
export function parseClock(text: string | null): ClockState | null {
  return text === null ? null : ClockStateSchema.parse(JSON.parse(text));
}
