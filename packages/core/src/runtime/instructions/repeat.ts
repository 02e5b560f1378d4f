import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ProgramSchema } from '../../contracts/program.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue } from './program-values.js';

/** Runs `body` `times` times (the count is read once, when the instruction starts). */
export const repeatInstruction = defineInstruction(
  'repeat',
  z.object({ do: z.literal('repeat'), times: ExprSchema, body: ProgramSchema }),
  (ctx, instr, env) => {
    const n = Math.max(0, Number(programValue(ctx, env, instr.times)) || 0);
    const body = instr.body;
    return n === 0 ? NEXT_INSTRUCTION : { run: Array.from({ length: n }, () => body).flat() };
  },
);
