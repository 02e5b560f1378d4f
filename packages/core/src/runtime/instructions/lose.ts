import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { logText } from '../../log/log-text.js';
import { perform } from './perform-events.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue } from './program-values.js';

/** The player loses the game for `reason` (the rule cited says which). */
export const loseInstruction = defineInstruction(
  'lose',
  z.object({ do: z.literal('lose'), player: ExprSchema, reason: z.string(), rule: z.string() }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () => [
      {
        kind: 'lose',
        player: programValue(ctx, env, instr.player),
        reason: String(instr.reason),
        rule: logText(instr.rule),
      },
    ]),
);
