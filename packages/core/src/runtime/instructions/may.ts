import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ProgramSchema } from '../../contracts/program.js';
import { logText } from '../../log/log-text.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue } from './program-values.js';

/**
 * "You may …": the controller (or `player`) answers yes or no.
 */
export const mayInstruction = defineInstruction(
  'may',
  z.object({
    do: z.literal('may'),
    prompt: z.string(),
    then: ProgramSchema,
    else: ProgramSchema.optional(),
    player: ExprSchema.optional(),
    rule: z.string().optional(),
  }),
  (ctx, instr, env) => {
    if (env.answer === null) {
      const p = instr.player !== undefined ? (programValue(ctx, env, instr.player) as number) : env.controller;
      return {
        ask: {
          player: p,
          kind: 'choose',
          prompt: String(instr.prompt),
          rule: logText(instr.rule ?? ctx.svc.cite('target.choose')),
          options: [
            { key: 'yes', label: 'yes', value: true },
            { key: 'no', label: 'no', value: false },
          ],
        },
      };
    }
    const body = env.answer === true ? instr.then : instr.else;
    return Array.isArray(body) && body.length > 0 ? { run: body } : NEXT_INSTRUCTION;
  },
);
