import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue } from './program-values.js';

/** Stores the value of an expression in the program variable `var`. */
export const setInstruction = defineInstruction(
  'set',
  z.object({ do: z.literal('set'), var: z.string(), value: ExprSchema }),
  (ctx, instr, env) => {
    env.vars[String(instr.var)] = programValue(ctx, env, instr.value);
    return NEXT_INSTRUCTION;
  },
);
