import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ReplacementSpecSchema } from '../../contracts/replacement.js';
import { resolveDuration } from './resolve-duration.js';
import { DurationSchema } from '../../contracts/duration.js';

/** Creates a replacement effect from `spec`, for `duration` (default: the ruleset's, else until the turn ends). */
export const replacementInstruction = defineInstruction(
  'replacement',
  z.object({ do: z.literal('replacement'), spec: ReplacementSpecSchema, duration: DurationSchema.optional() }),
  (ctx, instr, env) => {
    const s = ctx.state;
    s.replacements.push({
      id: `r${s.seq.effect++}`,
      source: env.source,
      ability: env.ability,
      controller: env.controller,
      timestamp: s.seq.timestamp++,
      spec: instr.spec,
      duration: resolveDuration(ctx, instr.duration),
      vars: {},
    });
    s.version++;
    return NEXT_INSTRUCTION;
  },
);
