import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { zoneKey } from '../../zones/zone-key.js';
import { perform } from './perform-events.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue } from './program-values.js';

/** Shuffles a player's zone (a hidden zone's order becomes random again). */
export const shuffleInstruction = defineInstruction(
  'shuffle',
  z.object({ do: z.literal('shuffle'), zone: z.string(), player: ExprSchema }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () => [
      { kind: 'shuffle', zone: zoneKey(String(instr.zone), programValue(ctx, env, instr.player) as number) },
    ]),
);
