import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { ProgramEnv, InstructionResult } from '../../contracts/instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import type { GameEvent } from '../../contracts/game-event.js';
import { EVENT, EVENTS, eventLocals, type EventResult } from '../events/event-pipeline.js';

/**
 * Runs events through the pipeline; the instruction is re-entered when they are done and then
 * stores the result in `into` (when given) and goes on.
 */
export function perform(
  ctx: RunContext,
  env: ProgramEnv,
  instr: { do: string; into?: string },
  events: () => GameEvent[],
): InstructionResult {
  if (env.resumed) {
    if (typeof instr.into === 'string') env.vars[instr.into] = env.ret;
    return NEXT_INSTRUCTION;
  }
  const list = events();
  if (list.length === 0) {
    if (typeof instr.into === 'string')
      env.vars[instr.into] = { performed: false, replaced: false, outcomes: [] } satisfies EventResult;
    return NEXT_INSTRUCTION;
  }
  if (list.length === 1) return { call: EVENT, locals: eventLocals(list[0]) };
  return { call: EVENTS, locals: { events: list, applied: [], i: 0, outcomes: [], performed: false } };
}
