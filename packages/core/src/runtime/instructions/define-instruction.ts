import type { z } from 'zod';
import type { InstructionHandler, RunContext } from '../../contracts/ruleset-parts.js';
import type { InstructionResult, ProgramEnv } from '../../contracts/instruction.js';

/**
 * Defines an instruction of the effect language from its schema and its handler. The handler
 * reads the instruction as its schema's type: every program in card data is checked against the
 * schema when the ruleset loads (`checkCardPrograms`), and programs made during a game are parts
 * of those, so the handler never casts its parameters.
 */
export function defineInstruction<S extends z.ZodType<{ do: string }>>(
  name: string,
  schema: S,
  run: (ctx: RunContext, instr: z.infer<S>, env: ProgramEnv) => InstructionResult,
): InstructionHandler {
  return { name, schema, run: (ctx, instr, env) => run(ctx, instr as z.infer<S>, env) };
}
