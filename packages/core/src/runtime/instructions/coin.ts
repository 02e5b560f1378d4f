import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { EVENT, eventLocals, type EventResult } from '../events/event-pipeline.js';

/** Flips a coin for the controller; `into` holds whether it came up heads. */
export const coinInstruction = defineInstruction(
  'coin',
  z.object({ do: z.literal('coin'), into: z.string() }),
  (ctx, instr, env) => {
    if (env.resumed) {
      const r = env.ret as EventResult;
      env.vars[String(instr.into)] = r.outcomes[0]?.heads ?? false;
      return NEXT_INSTRUCTION;
    }
    return { call: EVENT, locals: eventLocals({ kind: 'coin', player: env.controller }) };
  },
);
