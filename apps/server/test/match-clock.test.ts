import { expect, it } from 'vitest';
import { clockAfterAnswer, clockView, msUntilTimeout, startClock, timedOutSeat } from '../src/clocks/match-clock.js';

const settings = { initialMs: 10_000, incrementMs: 1_000 };

it('spends no time and gives no increment before the match starts (a bot moving first, a seat still free)', () => {
  const clock = startClock(settings, 2, 1, 0);
  // Seat 1 (a bot) answers at 5 s; the last human seat is only taken at 8 s.
  const afterBot = clockAfterAnswer(clock, 1, 0, 5_000, null);
  expect(afterBot.remainingMs).toEqual([10_000, 10_000]);
  expect(timedOutSeat(afterBot, 50_000, null)).toBeNull();
  expect(msUntilTimeout(afterBot, 50_000, null)).toBeNull();
  expect(clockView(afterBot, 50_000, null).running).toBeNull();
  // Started at 8 s: seat 0's time runs from the start, not from the bot's answer at 5 s.
  expect(msUntilTimeout(afterBot, 9_000, 8_000)).toBe(9_000);
  expect(clockView(afterBot, 9_000, 8_000)).toMatchObject({ running: 0, remainingMs: [9_000, 10_000] });
  expect(clockAfterAnswer(afterBot, 0, 1, 9_000, 8_000).remainingMs).toEqual([10_000, 10_000]);
  expect(timedOutSeat(afterBot, 18_000, 8_000)).toBe(0);
  expect(timedOutSeat(afterBot, 17_999, 8_000)).toBeNull();
});

it('after the start, takes the time from the previous answer and gives the increment', () => {
  const clock = startClock(settings, 2, 0, 0);
  const next = clockAfterAnswer(clock, 0, 1, 3_000, 0);
  expect(next).toMatchObject({ remainingMs: [8_000, 10_000], running: 1, since: 3_000 });
  // An answer by a seat whose time was not running (an early answer) changes no bank.
  expect(clockAfterAnswer(next, 0, 1, 4_000, 0).remainingMs).toEqual([8_000, 10_000]);
});
