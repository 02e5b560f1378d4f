import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue } from './program-values.js';
import type { JsonObject } from '../../contracts/json.js';

/** Calls a named code procedure with the program environment; its return value lands in `into`. */
export const callInstruction = defineInstruction(
  'call',
  z.object({
    do: z.literal('call'),
    proc: z.string(),
    args: z.record(z.string(), ExprSchema).optional(),
    into: z.string().optional(),
  }),
  (ctx, instr, env) => {
    if (env.resumed) {
      if (typeof instr.into === 'string') env.vars[instr.into] = env.ret;
      return NEXT_INSTRUCTION;
    }
    const args: JsonObject = {};
    for (const [k, v] of Object.entries(instr.args ?? {})) args[k] = programValue(ctx, env, v);
    return { call: String(instr.proc), locals: { env: { ...env }, args } };
  },
);
