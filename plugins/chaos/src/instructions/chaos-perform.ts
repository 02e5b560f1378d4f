import {
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  NEXT_INSTRUCTION,
  type GameEvent,
  type InstructionResult,
  type ProgramEnv,
} from '@tcgkit/core';

/**
 * Performs an instruction's events; re-entered when they are done, it goes on. `simultaneous`
 * false performs several events one at a time (damage dealt in order, CT-3.14.7).
 */
export function perform(env: ProgramEnv, events: GameEvent[], simultaneous = true): InstructionResult {
  if (env.resumed || events.length === 0) return NEXT_INSTRUCTION;
  return events.length === 1
    ? { call: EVENT, locals: eventLocals(events[0]) }
    : { call: EVENTS, locals: eventsLocals(events, simultaneous) };
}
