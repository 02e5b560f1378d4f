import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ProgramSchema } from '../../contracts/program.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programContext } from './program-values.js';

/** Runs `then` when `cond` holds, else `else` (when given). */
export const ifInstruction = defineInstruction(
  'if',
  z.object({ do: z.literal('if'), cond: ExprSchema, then: ProgramSchema, else: ProgramSchema.optional() }),
  (ctx, instr, env) => {
    const body = ctx.svc.evaluator.test(instr.cond, programContext(ctx, env)) ? instr.then : instr.else;
    return Array.isArray(body) && body.length > 0 ? { run: body } : NEXT_INSTRUCTION;
  },
);
