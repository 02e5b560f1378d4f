import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ProgramSchema } from '../../contracts/program.js';
import { TriggerSpecSchema } from '../../contracts/ability.js';
import { cloneJson } from '../../contracts/json.js';
import { DurationSchema, anchorDuration } from '../../contracts/duration.js';

/** Creates a delayed trigger (CT-9.6.6): once, unless a duration is given. */
export const delayedInstruction = defineInstruction(
  'delayed',
  z.object({
    do: z.literal('delayed'),
    trigger: TriggerSpecSchema,
    program: ProgramSchema,
    duration: DurationSchema.optional(),
  }),
  (ctx, instr, env) => {
    const s = ctx.state;
    s.delayed.push({
      id: `d${s.seq.effect++}`,
      trigger: cloneJson(instr.trigger),
      program: cloneJson(instr.program),
      source: env.source,
      controller: env.controller,
      duration: instr.duration ? anchorDuration(instr.duration, s.turn.number) : null,
      vars: cloneJson(env.vars),
    });
    return NEXT_INSTRUCTION;
  },
);
