import { z } from 'zod';
import { ExprSchema, programValue, NEXT_INSTRUCTION, defineInstruction } from '@tcgkit/core';
import { DAMAGE_PLAYER, damagePlayerLocals } from '../game/player-damage.js';
import { num } from '../game/board.js';

/**
 * Deals damage to a player (CT-3.14.4); with `amounts`, several instances at once, which that
 * player orders (CT-3.14.7) — it matters, since an auto level up cancels the rest of one instance
 * only (CT-3.14.6). The ordered instances then run one at a time, each as a damagePlayer of its own.
 */
export const damagePlayerInstruction = defineInstruction(
  'damagePlayer',
  z
    .object({
      do: z.literal('damagePlayer'),
      player: ExprSchema,
      amount: ExprSchema.optional(),
      amounts: z.array(ExprSchema).min(1).optional(),
    })
    .refine((i) => (i.amount === undefined) !== (i.amounts === undefined), {
      message: 'give either amount or amounts',
    }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const player = num(programValue(ctx, env, instr.player));
    if (Array.isArray(instr.amounts)) {
      const amounts = instr.amounts.map((a) => num(programValue(ctx, env, a)));
      const one = (amount: number) => ({ do: 'damagePlayer', player, amount });
      // Instances of equal size give the same result in any order: nothing to ask.
      if (env.answer === null && new Set(amounts).size > 1)
        return {
          ask: {
            player,
            kind: 'order',
            prompt: 'damage.order',
            rule: 'CT-3.14.7',
            options: amounts.map((amount, i) => ({
              key: `damage:${i}:${amount}`,
              label: `${amount} damage`,
              value: i,
            })),
          },
        };
      const order = Array.isArray(env.answer) ? env.answer.map(num) : amounts.map((_, i) => i);
      return { run: order.map((i) => one(amounts[i])) };
    }
    return {
      call: DAMAGE_PLAYER,
      locals: damagePlayerLocals(player, num(programValue(ctx, env, instr.amount)), env.source, false),
    };
  },
);
